/// One piece of a `sentence(_:)`: literal text, a number written as `format(_:)` writes it, or a number rounded to
/// a number of decimal places as the answer's own members show it (a scale to 6, points to 3), so that a message
/// says the figure the client reads beside it.
enum SentencePart {
    case text(StaticString)
    case number(Double)
    case rounded(Double, places: Int)
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
        case .number, .rounded: capacity &+= SentenceNumber.maximumLength
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
            case .rounded(let value, let places):
                count &+= SentenceNumber.write(
                    value, places: places, into: buffer.baseAddress.unsafelyUnwrapped + count)
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
        return writeInteger(Int(value), into: target)
    }

    /// The powers of ten a rounded number may be written to.
    private static let powersOfTen: [Int] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// Writes `value` rounded to `places` decimal places (0 to 6; half away from zero) without trailing zeros, −0 as
    /// 0, and returns how many bytes it wrote. A value too large for that, or not finite, is written as
    /// `write(_:into:)` writes it.
    static func write(_ value: Double, places: Int, into target: UnsafeMutablePointer<UInt8>) -> Int {
        precondition(powersOfTen.indices.contains(places), "0 to 6 decimal places")
        let power = powersOfTen[places]
        let scaled = (value * Double(power)).rounded()
        guard scaled.magnitude < 1e15 else { return write(value, into: target) }
        let units = Int(scaled)
        guard units != 0 else {
            target.pointee = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if units < 0 {
            target.pointee = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = units.magnitude
        count &+= writeInteger(Int(magnitude / UInt(power)), into: target + count)
        var fraction = Int(magnitude % UInt(power))
        guard fraction != 0 else { return count }
        // The fraction's digits, leading zeros kept and trailing ones dropped.
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        target[count] = UInt8(ascii: ".")
        count &+= 1
        for position in stride(from: digits - 1, through: 0, by: -1) {
            target[count &+ position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return count &+ digits
    }

    /// Writes `integer` in decimal and returns how many bytes it wrote.
    private static func writeInteger(_ integer: Int, into target: UnsafeMutablePointer<UInt8>) -> Int {
        var integer = integer
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
