/// Clinger's fast path, shared by ``JSONParser`` and ``JSONScanner`` so that both turn the same
/// digits into the same `Double`.
///
/// A significand of at most 2^53 and a power of ten of at most 10^22 are both exact doubles, so
/// one IEEE multiplication or division rounds correctly; anything else needs the slow path.
enum ShortDecimal {
    /// The value of `±significand × 10^decimalExponent` when one exact operation gives it, else nil.
    ///
    /// - Parameters:
    ///   - significand: The digits, without the point; the caller knows they were read exactly.
    ///   - decimalExponent: The power of ten, the exponent less the count of fraction digits.
    ///   - isNegative: Whether a minus sign came first (so zero becomes `-0.0`).
    @inline(__always)
    static func exactValue(significand: UInt64, decimalExponent: Int, isNegative: Bool) -> Double? {
        guard significand <= 1 << 53, (-22...22).contains(decimalExponent) else { return nil }
        let magnitude =
            decimalExponent < 0
            ? Double(significand) / exactPowersOfTen[-decimalExponent]
            : Double(significand) * exactPowersOfTen[decimalExponent]
        return isNegative ? -magnitude : magnitude
    }

    /// The decimal digit at `offset` of `input`, or nil at its end or at any other byte.
    @inline(__always)
    static func digit(in input: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt8? {
        guard offset < input.count else { return nil }
        let digit = input[offset] &- UInt8(ascii: "0")
        return digit < 10 ? digit : nil
    }

    /// Below this, one more digit cannot overflow a `UInt64` significand: 10^18.
    static let exactSignificandLimit: UInt64 = 1_000_000_000_000_000_000

    /// 10^0 through 10^22, the powers of ten that a double holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
