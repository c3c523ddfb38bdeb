// Decimals of at most four places, written positionally from the digits of their integer part and fraction:
// the fast path of `writeNumber` for layout values and keyframe times, and `JSONCursor.decimal(units:places:)`.

extension JSONWriter {
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
}
