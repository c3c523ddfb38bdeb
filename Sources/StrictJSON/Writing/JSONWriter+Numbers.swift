// Numbers are printed in their shortest round-trip form, as `Double.description` prints them,
// whose forms ("568.333", "1e-07", "1.2345678901234568e+20") are all valid JSON numbers. Two
// fast paths give the same text without building a `String`: integers, and decimals of at most
// four places (layout values such as 568.333 and keyframe times such as 0.0167).

extension JSONWriter {
    /// 2^53: below it every integer is a double, so an integral double prints as an integer.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Appends a comma if needed, then the number.
    mutating func appendNumber(_ value: Double) {
        // Below 2^53 the conversion to Int cannot trap, and it truncates in one instruction
        // (`rounded(.towardZero)` would call libm's `trunc`, which this module does not link).
        // NaN and the infinities fail the comparison.
        if value.magnitude < JSONWriter.exactIntegerLimit {
            let integer = Int(value)
            if Double(integer) == value {
                appendInteger(integer)  // -0.0 becomes 0 here.
                return
            }
            if appendShortDecimal(value) {
                return
            }
        } else if !value.isFinite {
            appendToken(",null")
            return
        }
        appendDescription(of: value)
    }

    /// Appends `value` as `description` prints it, less the ".0" JSON does not need.
    @inline(never)
    private mutating func appendDescription(of value: Double) {
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
            appendBytes(maximum: digits.count + 1) { start in
                let end = JSONWriter.writePrefix(separator: separator, isNegative: false, at: start)
                end.update(from: digits.baseAddress.unsafelyUnwrapped, count: digits.count)
                return end + digits.count
            }
        }
    }

    /// Appends `value` if it has at most four decimal places, and returns whether it did.
    ///
    /// When the decimal `units / 10^4` reads back as `value` (one correctly rounded division of
    /// exact operands, so the check is exact), that decimal round-trips. It is also the shortest
    /// that does, as `description` would print it: below 2^31 a double's rounding interval is
    /// under 10^-4 wide, so no other decimal of four places or fewer lies in it.
    @inline(__always)
    private mutating func appendShortDecimal(_ value: Double) -> Bool {
        guard value.magnitude < JSONWriter.shortDecimalLimit else { return false }
        let scaled = value * 10_000
        let units = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)  // Nearest, without libm.
        guard Double(units) / 10_000 == value else { return false }
        let integerPart = units.magnitude / 10_000
        // Not zero: integral values took the integer path. Drop its trailing zeros, at most three.
        var fraction = units.magnitude % 10_000
        var fractionDigits = 4
        if fraction % 100 == 0 {
            fraction /= 100
            fractionDigits &-= 2
        }
        if fraction % 10 == 0 {
            fraction /= 10
            fractionDigits &-= 1
        }
        let integerDigits = JSONWriter.decimalDigitCount(integerPart)
        let separator = needsComma
        appendBytes(maximum: integerDigits &+ fractionDigits &+ 3) { start in
            var end = JSONWriter.writePrefix(separator: separator, isNegative: units < 0, at: start)
            end = JSONWriter.writeDigits(of: integerPart, count: integerDigits, at: end)
            end.pointee = UInt8(ascii: ".")
            return JSONWriter.writeDigits(of: fraction, count: fractionDigits, at: end + 1)
        }
        return true
    }

    /// 2^31: below it a double's spacing is at most 2^-22, well under 10^-4.
    private static let shortDecimalLimit = 2_147_483_648.0

    /// Appends a comma if needed, then the integer.
    @inline(__always)
    mutating func appendInteger(_ value: Int) {
        let separator = needsComma
        let magnitude = value.magnitude  // Unsigned: Int.min fits.
        let digitCount = JSONWriter.decimalDigitCount(magnitude)
        appendBytes(maximum: digitCount &+ 2) { start in
            let end = JSONWriter.writePrefix(separator: separator, isNegative: value < 0, at: start)
            return JSONWriter.writeDigits(of: magnitude, count: digitCount, at: end)
        }
    }

    /// Writes a comma if `separator`, then a minus sign if `isNegative`; returns the pointer after.
    @inline(__always)
    private static func writePrefix(
        separator: Bool,
        isNegative: Bool,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var end = start
        if separator {
            end.pointee = UInt8(ascii: ",")
            end += 1
        }
        if isNegative {
            end.pointee = UInt8(ascii: "-")
            end += 1
        }
        return end
    }

    /// How many decimal digits `value` has (1 for zero).
    @inline(__always)
    private static func decimalDigitCount(_ value: UInt) -> Int {
        // Layout values are mostly under 10,000: a few comparisons, no division.
        if value < 100 {
            return value < 10 ? 1 : 2
        }
        if value < 10_000 {
            return value < 1_000 ? 3 : 4
        }
        var count = 5
        var remaining = value / 100_000
        while remaining > 0 {
            count &+= 1
            remaining /= 10
        }
        return count
    }

    /// Writes the last `count` decimal digits of `value`, zero-padded, from `start` on, and
    /// returns the pointer after them.
    @inline(__always)
    private static func writeDigits(
        of value: UInt,
        count: Int,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let end = start + count
        var remaining = value
        var position = end
        while position > start {
            position -= 1
            let quotient = remaining / 10
            position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining &- quotient &* 10)
            remaining = quotient
        }
        return end
    }
}
