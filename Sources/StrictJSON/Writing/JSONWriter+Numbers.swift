// Numbers are printed in their shortest round-trip form, as `Double.description` prints them,
// whose forms ("568.333", "1e-07", "1.2345678901234568e+20") are all valid JSON numbers. Two
// fast paths give the same text without building a `String`: integers, and decimals of at most
// four places (layout values such as 568.333 and keyframe times such as 0.0167).

extension JSONWriter {
    /// 2^53: below it every integer is a double, so an integral double prints as an integer.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Appends a comma if needed, then the number.
    mutating func appendNumber(_ value: Double) {
        guard value.isFinite else {
            appendToken(",null")
            return
        }
        // Below 2^53 the conversion to Int cannot trap, and it truncates in one instruction
        // (`rounded(.towardZero)` would call libm's `trunc`, which this module does not link).
        if value.magnitude < JSONWriter.exactIntegerLimit, Double(Int(value)) == value {
            appendInteger(Int(value))  // -0.0 becomes 0 here.
            return
        }
        if appendShortDecimal(value) {
            return
        }
        var text = value.description
        let separator = needsComma
        text.withUTF8 { utf8 in
            var digits = utf8
            // Integral values from 2^53 up to 10^16 print positionally, with a ".0" JSON does not need.
            if digits.count > 2, digits[digits.count - 1] == UInt8(ascii: "0"),
                digits[digits.count - 2] == UInt8(ascii: ".")
            {
                digits = UnsafeBufferPointer(rebasing: digits.dropLast(2))
            }
            appendBytes(maximum: digits.count + 1) { buffer, end in
                var end = JSONWriter.writePrefix(separator: separator, isNegative: false, into: buffer, at: end)
                for byte in digits {
                    buffer[end] = byte
                    end += 1
                }
                return end
            }
        }
    }

    /// Appends `value` if it has at most four decimal places, and returns whether it did.
    ///
    /// When the decimal `units / 10^4` reads back as `value` (one correctly rounded division of
    /// exact operands, so the check is exact), that decimal round-trips. It is also the shortest
    /// that does, as `description` would print it: below 2^31 a double's rounding interval is
    /// under 10^-4 wide, so no other decimal of four places or fewer lies in it.
    private mutating func appendShortDecimal(_ value: Double) -> Bool {
        guard value.magnitude < JSONWriter.shortDecimalLimit else { return false }
        let scaled = value * 10_000
        let units = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)  // Nearest, without libm.
        guard Double(units) / 10_000 == value else { return false }
        let integerPart = units.magnitude / 10_000
        var fraction = units.magnitude % 10_000  // Not zero: integral values took the integer path.
        var fractionDigits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        let integerDigits = JSONWriter.decimalDigitCount(integerPart)
        let separator = needsComma
        appendBytes(maximum: integerDigits + fractionDigits + 3) { buffer, end in
            var end = JSONWriter.writePrefix(separator: separator, isNegative: units < 0, into: buffer, at: end)
            end = JSONWriter.writeDigits(of: integerPart, count: integerDigits, into: buffer, at: end)
            buffer[end] = UInt8(ascii: ".")
            end += 1
            return JSONWriter.writeDigits(of: fraction, count: fractionDigits, into: buffer, at: end)
        }
        return true
    }

    /// 2^31: below it a double's spacing is at most 2^-22, well under 10^-4.
    private static let shortDecimalLimit = 2_147_483_648.0

    /// Appends a comma if needed, then the integer.
    mutating func appendInteger(_ value: Int) {
        let separator = needsComma
        let digitCount = JSONWriter.decimalDigitCount(value.magnitude)  // Unsigned: Int.min fits.
        appendBytes(maximum: digitCount + 2) { buffer, end in
            let end = JSONWriter.writePrefix(separator: separator, isNegative: value < 0, into: buffer, at: end)
            return JSONWriter.writeDigits(of: value.magnitude, count: digitCount, into: buffer, at: end)
        }
    }

    /// Writes a comma if `separator`, then a minus sign if `isNegative`; returns the index after.
    private static func writePrefix(
        separator: Bool,
        isNegative: Bool,
        into buffer: UnsafeMutableBufferPointer<UInt8>,
        at end: Int
    ) -> Int {
        var end = end
        if separator {
            buffer[end] = UInt8(ascii: ",")
            end += 1
        }
        if isNegative {
            buffer[end] = UInt8(ascii: "-")
            end += 1
        }
        return end
    }

    /// How many decimal digits `value` has (1 for zero).
    private static func decimalDigitCount(_ value: UInt) -> Int {
        var count = 1
        var remaining = value / 10
        while remaining > 0 {
            count += 1
            remaining /= 10
        }
        return count
    }

    /// Writes the last `count` decimal digits of `value`, zero-padded, from `end` on, and
    /// returns the index after them.
    private static func writeDigits(
        of value: UInt,
        count: Int,
        into buffer: UnsafeMutableBufferPointer<UInt8>,
        at end: Int
    ) -> Int {
        var remaining = value
        for position in stride(from: end + count - 1, through: end, by: -1) {
            buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        return end + count
    }
}
