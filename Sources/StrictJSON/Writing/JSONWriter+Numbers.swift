// Numbers are printed in their shortest round-trip form, as `Double.description` prints them,
// whose forms ("568.333", "1e-07", "1.2345678901234568e+20") are all valid JSON numbers. Two
// fast paths give the same text without building a `String`: integers, and decimals of at most
// four places (layout values such as 568.333 and keyframe times such as 0.0167).

extension JSONWriter {
    /// 2^53: below it every integer is a double, so an integral double prints as an integer.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// Appends a comma if needed, then the number.
    mutating func appendNumber(_ value: Double) {
        let separator = needsComma
        appendBytes(maximum: JSONCursor.maximumNumberLength &+ 1) { start in
            let end = JSONWriter.writePrefix(separator: separator, isNegative: false, at: start)
            return JSONWriter.writeNumber(value, at: end)
        }
    }

    /// Writes `value` from `start` on, as ``number(_:)-(Double)`` describes, and returns the
    /// pointer after it; needs `JSONCursor.maximumNumberLength` bytes of room.
    @usableFromInline
    static func writeNumber(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        // Below 2^53 the conversion to Int cannot trap, and it truncates in one instruction
        // (`rounded(.towardZero)` would call libm's `trunc`, which this module does not link).
        // NaN and the infinities fail the comparison.
        if value.magnitude < JSONWriter.exactIntegerLimit {
            let integer = Int(value)
            if Double(integer) == value {
                return writeInteger(integer, at: start)  // -0.0 becomes 0 here.
            }
            if let end = writeShortDecimal(value, at: start) {
                return end
            }
        } else if !value.isFinite {
            let null: StaticString = "null"
            start.update(from: null.utf8Start, count: 4)
            return start + 4
        }
        return writeDescription(of: value, at: start)
    }

    /// Writes `value` as `description` prints it, less the ".0" JSON does not need.
    @inline(never)
    private static func writeDescription(
        of value: Double,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var text = value.description
        return text.withUTF8 { utf8 in
            var digits = utf8
            // Integral values from 2^53 up to 10^16 print positionally, with a ".0" JSON does not need.
            if digits.count > 2, digits[digits.count - 1] == UInt8(ascii: "0"),
                digits[digits.count - 2] == UInt8(ascii: ".")
            {
                digits = UnsafeBufferPointer(rebasing: digits.dropLast(2))
            }
            start.update(from: digits.baseAddress.unsafelyUnwrapped, count: digits.count)
            return start + digits.count
        }
    }

    /// Writes `value` if it has at most four decimal places and returns the pointer after it,
    /// else writes nothing and returns nil.
    ///
    /// When the decimal `units / 10^4` reads back as `value` (one correctly rounded division of
    /// exact operands, so the check is exact), that decimal round-trips. It is also the shortest
    /// that does, as `description` would print it: below 2^31 a double's rounding interval is
    /// under 10^-4 wide, so no other decimal of four places or fewer lies in it.
    @inline(__always)
    private static func writeShortDecimal(
        _ value: Double,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8>? {
        guard value.magnitude < JSONWriter.shortDecimalLimit else { return nil }
        let scaled = value * 10_000
        let units = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)  // Nearest, without libm.
        guard Double(units) / 10_000 == value else { return nil }
        return writeDecimal(units: units, places: 4, at: start)
    }

    /// Writes `units × 10^-places` positionally, without trailing fraction zeros, and returns
    /// the pointer after it (see `JSONCursor.decimal(units:places:)`); `places` is from 0 to 4.
    ///
    /// Inlined where `places` is a constant, the scale and the divisions by it fold into
    /// multiplications. Integer parts below 10^4 (layout values, keyframe times) take one
    /// conversion of eight digits, the integer part's four and the fraction's four, and no branch
    /// on the number of digits.
    @inlinable @inline(__always)
    static func writeDecimal(
        units: Int,
        places: Int,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        assert((0...4).contains(places), "decimal places out of range")
        var scale: UInt = 1
        for _ in 0..<places {
            scale &*= 10
        }
        let magnitude = units.magnitude  // Unsigned: Int.min fits.
        let integerPart = magnitude / scale
        let end = writePrefix(separator: false, isNegative: units < 0, at: start)
        guard integerPart < 10_000 else {
            // The fraction as four places: `scale` times 10^(4 - places) is 10^4.
            let fraction = (magnitude &- integerPart &* scale) &* (10_000 / scale)
            return writeDecimal(longIntegerPart: integerPart, fraction: fraction, at: end)
        }
        if places <= 3 {
            // The fraction as three places, in the high half: its first byte, the thousands, is zero.
            let fraction = (magnitude &- integerPart &* scale) &* (1_000 / scale)
            let digits = eightDigits(
                UInt64(truncatingIfNeeded: integerPart) | UInt64(truncatingIfNeeded: fraction) << 32)
            return writeThreePlaceDecimal(digits: digits, at: end)
        }
        let fraction = (magnitude &- integerPart &* scale) &* (10_000 / scale)
        let digits = eightDigits(UInt64(truncatingIfNeeded: integerPart) | UInt64(truncatingIfNeeded: fraction) << 32)
        return writeDecimal(digits: digits, hasFraction: fraction != 0, at: end)
    }

    /// Writes a decimal of at most three places from ``eightDigits(_:)`` of its integer part (below
    /// 10^4) and its fraction in thousandths, and returns the pointer after it; stores eight bytes.
    ///
    /// Four integer digits, the point and three fraction digits are eight bytes: one word, made
    /// text at once, from which the integer part's leading zeros (but the last) are shifted out and
    /// the fraction's trailing zeros, with the point when all are, are cut off. No branch.
    @inlinable @inline(__always)
    static func writeThreePlaceDecimal(
        digits: UInt64,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        // The leading zeros are the low zero bytes, at most three: a bit set in the last integer
        // digit's byte stops the count there. The trailing zeros are the high ones, the point's
        // byte counted among them when the fraction is zero: at most four, stopped by a bit in the
        // highest byte of the integer digits.
        let skipped = (digits | 0x0100_0000).trailingZeroBitCount >> 3
        let dropped = (digits & 0xFFFF_FFFF_0000_0000 | 0x8000_0000).leadingZeroBitCount >> 3
        let text = (digits | 0x3030_302E_3030_3030) >> UInt64(skipped &* 8)
        UnsafeMutableRawPointer(start).storeBytes(of: text.littleEndian, as: UInt64.self)
        return start + (8 &- skipped &- dropped)
    }

    /// ``writeDecimal(units:places:at:)`` for an integer part of 10^4 or more, out of line: rare, and
    /// long to inline.
    @usableFromInline @inline(never)
    static func writeDecimal(
        longIntegerPart integerPart: UInt,
        fraction: UInt,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let fractionStart = writeInteger(integerPart, at: start)
        let fractionDigits = UInt64(fourDigits(UInt32(truncatingIfNeeded: fraction))) << 32
        return writeFraction(digits: fractionDigits, hasFraction: fraction != 0, at: fractionStart)
    }

    /// Writes a decimal from ``eightDigits(_:)``, an integer part's four digits then a fraction's
    /// four, less the integer part's leading zeros (but the last) and the fraction's trailing
    /// zeros; returns the pointer after it. Stores up to nine bytes.
    @inlinable @inline(__always)
    static func writeDecimal(
        digits: UInt64,
        hasFraction: Bool,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let integerDigits = UInt32(truncatingIfNeeded: digits)
        // The leading zeros are the low zero bytes; zero keeps its last digit.
        let skipped = min(integerDigits.trailingZeroBitCount >> 3, 3)
        UnsafeMutableRawPointer(start).storeBytes(
            of: ((integerDigits | 0x3030_3030) >> UInt32(skipped &* 8)).littleEndian,
            as: UInt32.self
        )
        return writeFraction(digits: digits, hasFraction: hasFraction, at: start + (4 &- skipped))
    }

    /// Writes a point and the fraction's four digits, the high half of `digits`, less their
    /// trailing zeros, if `hasFraction`; returns the pointer after them. Stores up to five bytes.
    @inlinable @inline(__always)
    static func writeFraction(
        digits: UInt64,
        hasFraction: Bool,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        guard hasFraction else { return start }
        let fractionDigits = UInt32(truncatingIfNeeded: digits >> 32)
        start.pointee = UInt8(ascii: ".")
        UnsafeMutableRawPointer(start + 1).storeBytes(of: (fractionDigits | 0x3030_3030).littleEndian, as: UInt32.self)
        // The trailing zeros are the high zero bytes.
        return start + 1 + (4 &- fractionDigits.leadingZeroBitCount >> 3)
    }

    /// ``fourDigits(_:)`` on both 32-bit halves of `value` at once (each below 10^4): eight digits,
    /// one a byte, the low half's first digit in the lowest byte.
    ///
    /// The products stay inside their lanes (`9_999 * 10_486` is below 2^27, `99 * 103` below
    /// 2^14), and the masks drop what the shifts bring down from the lane above.
    @inlinable @inline(__always)
    static func eightDigits(_ value: UInt64) -> UInt64 {
        let hundreds = ((value &* 10_486) >> 20) & 0x0000_007F_0000_007F
        let pairs = hundreds | (value &- hundreds &* 100) << 16
        let tens = ((pairs &* 103) >> 10) & 0x000F_000F_000F_000F
        return tens | (pairs &- tens &* 10) << 8
    }

    /// The four decimal digits of `value` (below 10^4), each as a number from 0 to 9 in one byte,
    /// the first digit in the lowest byte.
    ///
    /// Two lanes at once: the first division by 100 puts the two pairs of digits in the two
    /// 16-bit halves, the second divides both by 10. The reciprocals are exact in these ranges:
    /// `x * 10_486 >> 20` is `x / 100` below 43,699, `x * 103 >> 10` is `x / 10` below 179.
    @inlinable @inline(__always)
    static func fourDigits(_ value: UInt32) -> UInt32 {
        let hundreds = (value &* 10_486) >> 20
        let pairs = hundreds | (value &- hundreds &* 100) << 16
        let tens = ((pairs &* 103) >> 10) & 0x000F_000F
        return tens | (pairs &- tens &* 10) << 8
    }

    /// Writes the digits of `value` from `start` on and returns the pointer after them; may store
    /// up to 20 bytes.
    ///
    /// Below 10^8 the digits come from ``fourDigits(_:)`` without a loop and are stored four or
    /// eight at a time, leading zeros shifted out (but the last, for zero).
    @inlinable @inline(__always)
    static func writeInteger(_ value: UInt, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let raw = UnsafeMutableRawPointer(start)
        if value < 10_000 {
            let digits = fourDigits(UInt32(truncatingIfNeeded: value))
            let skipped = min(digits.trailingZeroBitCount >> 3, 3)
            raw.storeBytes(of: ((digits | 0x3030_3030) >> UInt32(skipped &* 8)).littleEndian, as: UInt32.self)
            return start + (4 &- skipped)
        }
        if value < 100_000_000 {
            let high = value / 10_000
            let low = value &- high &* 10_000
            let digits =
                UInt64(fourDigits(UInt32(truncatingIfNeeded: high)))
                | UInt64(fourDigits(UInt32(truncatingIfNeeded: low))) << 32
            let skipped = digits.trailingZeroBitCount >> 3  // At most 3: `high` is not zero.
            raw.storeBytes(
                of: ((digits | 0x3030_3030_3030_3030) >> UInt64(skipped &* 8)).littleEndian,
                as: UInt64.self
            )
            return start + (8 &- skipped)
        }
        return writeDigits(of: value, count: decimalDigitCount(value), at: start)
    }

    /// 2^31: below it a double's spacing is at most 2^-22, well under 10^-4.
    private static let shortDecimalLimit = 2_147_483_648.0

    /// Appends a comma if needed, then the integer.
    @inline(__always)
    mutating func appendInteger(_ value: Int) {
        let separator = needsComma
        appendBytes(maximum: 21) { start in
            JSONWriter.writeInteger(
                value, at: JSONWriter.writePrefix(separator: separator, isNegative: false, at: start))
        }
    }

    /// Writes `value` from `start` on and returns the pointer after it; needs 20 bytes of room.
    @inlinable @inline(__always)
    static func writeInteger(_ value: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let end = writePrefix(separator: false, isNegative: value < 0, at: start)
        return writeInteger(value.magnitude, at: end)  // Unsigned: Int.min fits.
    }

    /// Writes a comma if `separator`, then a minus sign if `isNegative`; returns the pointer after.
    @inlinable @inline(__always)
    static func writePrefix(
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
    @inlinable @inline(__always)
    static func decimalDigitCount(_ value: UInt) -> Int {
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
    @inlinable @inline(__always)
    static func writeDigits(
        of value: UInt,
        count: Int,
        at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        // "00" to "99": two digits per division, copied as one 16-bit store.
        let pairs: StaticString = """
            00010203040506070809101112131415161718192021222324252627282930313233343536373839\
            40414243444546474849505152535455565758596061626364656667686970717273747576777879\
            8081828384858687888990919293949596979899
            """
        let table = UnsafeRawPointer(pairs.utf8Start)
        let end = start + count
        var remaining = value
        var position = end
        while position - start >= 2 {
            let quotient = remaining / 100
            let pair = Int(truncatingIfNeeded: remaining &- quotient &* 100)
            position -= 2
            UnsafeMutableRawPointer(position).storeBytes(
                of: table.loadUnaligned(fromByteOffset: pair &* 2, as: UInt16.self),
                as: UInt16.self
            )
            remaining = quotient
        }
        if position > start {
            position -= 1
            position.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
        }
        return end
    }
}
