// Numbers with the parser's grammar and its one-operation conversion (``ShortDecimal``). Numbers
// that need the standard library's correctly rounded conversion are declined, so the scanner
// can never give a `Double` the parser would not.

extension JSONScanner {
    /// Reads a number of RFC 8259's grammar whose value one exact operation gives: its digits,
    /// without the point, at most 2^53, and its power of ten within ±22, as in `390`, `-0`, `0.5`,
    /// `568.333` or `1e2`.
    ///
    /// - Returns: The number as the parser rounds it (`-0` is `-0.0`), or nil (declined).
    public mutating func readNumber() -> Double? {
        skipWhitespace()
        var position = index
        let isNegative = position < input.count && input[position] == UInt8(ascii: "-")
        if isNegative {
            position &+= 1
        }
        var significand: UInt64 = 0
        var isSignificandExact = true
        var decimalExponent = 0

        // Integer part: one zero, or a digit 1–9 and more digits.
        guard let first = digit(at: position) else { return nil }
        position &+= 1
        if first == 0 {
            if digit(at: position) != nil { return nil }  // A leading zero: the parser's error.
        } else {
            significand = UInt64(first)
            while let next = digit(at: position) {
                if significand < ShortDecimal.exactSignificandLimit {
                    significand = significand &* 10 &+ UInt64(next)
                } else {
                    isSignificandExact = false
                }
                position &+= 1
            }
        }

        // Fraction: a point and at least one digit.
        if position < input.count, input[position] == UInt8(ascii: ".") {
            position &+= 1
            guard digit(at: position) != nil else { return nil }
            while let next = digit(at: position) {
                if significand < ShortDecimal.exactSignificandLimit {
                    significand = significand &* 10 &+ UInt64(next)
                } else {
                    isSignificandExact = false
                }
                decimalExponent &-= 1
                position &+= 1
            }
        }

        // Exponent: e or E, an optional sign, and at least one digit; large ones saturate.
        if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
            position &+= 1
            var exponentSign = 1
            if position < input.count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                exponentSign = input[position] == UInt8(ascii: "-") ? -1 : 1
                position &+= 1
            }
            guard digit(at: position) != nil else { return nil }
            var exponent = 0
            while let next = digit(at: position) {
                if exponent < 1_000_000 {
                    exponent = exponent &* 10 &+ Int(next)
                }
                position &+= 1
            }
            decimalExponent &+= exponentSign &* exponent
        }

        guard isSignificandExact,
            let value = ShortDecimal.exactValue(
                significand: significand, decimalExponent: decimalExponent, isNegative: isNegative)
        else { return nil }
        index = position
        return value
    }

    /// The decimal digit at `offset`, or nil at the end of the input or at any other byte.
    @inline(__always)
    private func digit(at offset: Int) -> UInt8? {
        ShortDecimal.digit(in: input, at: offset)
    }
}
