// Numbers are printed in their shortest round-trip form, as `Double.description` prints them,
// whose forms ("568.333", "1e-07", "1.2345678901234568e+20") are all valid JSON numbers. Two
// fast paths give the same text without building a `String`: integers (JSONWriter+Integers), and
// decimals of at most four places (JSONWriter+Decimals: layout values such as 568.333 and keyframe
// times such as 0.0167).

extension JSONWriter {
    /// 2^53: below it every integer is a double, so an integral double prints as an integer.
    private static let exactIntegerLimit = 9_007_199_254_740_992.0
    /// 2^31: below it a double's spacing is at most 2^-22, well under 10^-4.
    private static let shortDecimalLimit = 2_147_483_648.0

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
}
