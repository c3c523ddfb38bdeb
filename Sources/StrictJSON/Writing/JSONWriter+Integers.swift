// Integers, and the decimal digits every number is made of: four or eight at a time in the bytes of one word
// below 10^8, two at a time from a table above.

extension JSONWriter {
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
}
