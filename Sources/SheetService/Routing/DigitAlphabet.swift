/// The digits of a positional notation and their values, looked up by byte: base64url's 64 characters for
/// `Base64URL`, hexadecimal's 16 (either case) for the `%XX` escapes of `RequestQuery`.
struct DigitAlphabet: Sendable {
    /// The value of each byte, or `notADigit`.
    private let values: [UInt8]
    private static let notADigit: UInt8 = 0xFF

    /// An alphabet whose digits are spelled by `spellings`, each listing every digit in the order of its value
    /// (`"0123456789abcdef"`, `"0123456789ABCDEF"`), all in ASCII.
    init(_ spellings: String...) {
        var values = [UInt8](repeating: Self.notADigit, count: 256)
        for spelling in spellings {
            for (value, byte) in spelling.utf8.enumerated() {
                precondition(value < Self.notADigit && byte < 0x80, "a digit is one ASCII character")
                values[Int(byte)] = UInt8(value)
            }
        }
        self.values = values
    }

    /// The value of the digit `byte`, or `nil` when `byte` is not one of the alphabet's digits.
    func value(of byte: UInt8) -> UInt8? {
        let value = values[Int(byte)]
        return value == Self.notADigit ? nil : value
    }
}
