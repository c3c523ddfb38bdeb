// Numbers after RFC 8259 §6: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
//
// The grammar is checked here. Most numbers on the wire (integers, short decimals such as
// 568.333) take Clinger's fast path: a significand of at most 2^53 and a power of ten of at
// most 10^22 are both exact doubles, so one IEEE multiplication or division rounds correctly.
// Everything else goes to the standard library's `Double(_: String)`, which rounds correctly.

extension Parser {
    /// Reads the number that starts at `index`.
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        var position = index
        let isNegative = input[position] == UInt8(ascii: "-")
        if isNegative {
            position += 1
        }
        var significand: UInt64 = 0
        var isSignificandExact = true
        var decimalExponent = 0

        // Digits go into `significand` while it is below 10^18, so that it cannot overflow.
        func accumulate(_ digit: UInt8) {
            if significand < ShortDecimal.exactSignificandLimit {
                significand = significand * 10 + UInt64(digit)
            } else {
                isSignificandExact = false
            }
        }

        // Integer part: one zero, or a digit 1–9 and more digits.
        guard let first = digit(at: position) else {
            throw numberFailure(at: position, start: start, "expected a digit after '-'")
        }
        position += 1
        if first == 0 {
            if digit(at: position) != nil {
                throw failure(.invalidNumber, at: start, "leading zeros are not allowed in numbers")
            }
        } else {
            accumulate(first)
            while let next = digit(at: position) {
                accumulate(next)
                position += 1
            }
        }

        // Fraction: a point and at least one digit.
        if position < input.count, input[position] == UInt8(ascii: ".") {
            position += 1
            guard digit(at: position) != nil else {
                throw numberFailure(at: position, start: start, "expected a digit after the decimal point")
            }
            while let next = digit(at: position) {
                accumulate(next)
                decimalExponent -= 1
                position += 1
            }
        }

        // Exponent: e or E, an optional sign, and at least one digit.
        if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentSign = 1
            if position < input.count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                exponentSign = input[position] == UInt8(ascii: "-") ? -1 : 1
                position += 1
            }
            guard digit(at: position) != nil else {
                throw numberFailure(at: position, start: start, "expected a digit in the exponent")
            }
            var exponent = 0
            while let next = digit(at: position) {
                // Saturates: beyond 10^6 every double is infinite or zero anyway.
                if exponent < 1_000_000 {
                    exponent = exponent * 10 + Int(next)
                }
                position += 1
            }
            decimalExponent += exponentSign * exponent
        }
        index = position

        if isSignificandExact,
            let value = ShortDecimal.exactValue(
                significand: significand, decimalExponent: decimalExponent, isNegative: isNegative)
        {
            return value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
        guard let value = Double(text) else {
            throw failure(.invalidNumber, at: start, "invalid number: \(Parser.excerpt(text))")
        }
        guard value.isFinite else {
            throw failure(.numberOutOfRange, at: start, "number out of range: \(Parser.excerpt(text))")
        }
        return value
    }

    /// The decimal digit at `offset`, or nil at the end of the input or at any other byte.
    @inline(__always)
    private func digit(at offset: Int) -> UInt8? {
        ShortDecimal.digit(in: input, at: offset)
    }

    /// An error for a number that stops at `offset` where a digit is required.
    private func numberFailure(at offset: Int, start: Int, _ message: String) -> JSONParseError {
        guard offset < input.count else {
            return failure(.unexpectedEnd, at: offset, "unexpected end of input")
        }
        return failure(.invalidNumber, at: start, message)
    }

    /// The number's text for a message, cut short when long.
    private static func excerpt(_ text: String) -> String {
        text.utf8.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
