/// One piece of a `sentence(_:)`: literal text, or a number written as `format(_:)` writes it.
enum SentencePart {
    case text(StaticString)
    case number(Double)
}

/// A sentence for `assumptions` or a rule's message, made of literal text and numbers, written into one string
/// of its final size: the same text as the interpolation `"…\(format(x))…"`, without growing the string once per
/// piece and again for each number's own string (the presentation sheet's layout writes a few on every request).
@inline(__always)
func sentence(_ parts: SentencePart...) -> String {
    var capacity = 0
    for part in parts {
        switch part {
        case .text(let text): capacity &+= text.utf8CodeUnitCount
        case .number: capacity &+= SentenceNumber.maximumLength
        }
    }
    return String(unsafeUninitializedCapacity: capacity) { buffer in
        var count = 0
        for part in parts {
            switch part {
            case .text(let text):
                let length = text.utf8CodeUnitCount
                (buffer.baseAddress.unsafelyUnwrapped + count).update(from: text.utf8Start, count: length)
                count &+= length
            case .number(let value):
                count &+= SentenceNumber.write(value, into: buffer.baseAddress.unsafelyUnwrapped + count)
            }
        }
        return count
    }
}

/// Numbers as `format(_:)` writes them: an integral value below 10^15 without a fraction, any other as
/// `description` does.
private enum SentenceNumber {
    /// The longest `description` of a double (`-2.2250738585072014e-308`) and more than any integer below 10^15.
    static let maximumLength = 24

    /// Writes `value` from `target` on and returns how many bytes it wrote.
    static func write(_ value: Double, into target: UnsafeMutablePointer<UInt8>) -> Int {
        guard value == value.rounded() && abs(value) < 1e15 else {
            var text = value.description
            return text.withUTF8 { utf8 in
                target.update(from: utf8.baseAddress.unsafelyUnwrapped, count: utf8.count)
                return utf8.count
            }
        }
        var integer = Int(value)
        var count = 0
        if integer < 0 {
            target.pointee = UInt8(ascii: "-")
            integer = -integer
            count = 1
        }
        // Digits from the last, then reversed in place.
        let first = count
        repeat {
            target[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: integer % 10)
            integer /= 10
            count &+= 1
        } while integer > 0
        var (low, high) = (first, count &- 1)
        while low < high {
            target.swapAt(low, high)
            low &+= 1
            high &-= 1
        }
        return count
    }
}

extension UnsafeMutablePointer where Pointee == UInt8 {
    fileprivate func swapAt(_ i: Int, _ j: Int) {
        let kept = self[i]
        self[i] = self[j]
        self[j] = kept
    }
}
