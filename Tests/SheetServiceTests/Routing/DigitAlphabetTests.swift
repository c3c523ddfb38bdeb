import Testing

@testable import SheetService

/// The digit tables behind base64url and the `%XX` escapes: each digit's value, and `nil` for every other byte.
struct DigitAlphabetTests {
    /// Each spelling's digits take their position as value, and every byte outside them has none.
    @Test func valuesAreThePositionsInTheSpellings() {
        let hexadecimal = DigitAlphabet("0123456789abcdef", "0123456789ABCDEF")
        let digits = Array("0123456789abcdefABCDEF".utf8)
        for byte in UInt8.min...UInt8.max {
            let expected: UInt8? =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: nil
                }
            #expect(hexadecimal.value(of: byte) == expected, "byte \(byte)")
            #expect((hexadecimal.value(of: byte) != nil) == digits.contains(byte))
        }
    }

    /// A one-spelling alphabet is case-sensitive: base64url's `a` is 26, not `A`'s 0, and `+` is no digit.
    @Test func oneSpellingIsCaseSensitive() {
        let alphabet = DigitAlphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        #expect(alphabet.value(of: UInt8(ascii: "A")) == 0)
        #expect(alphabet.value(of: UInt8(ascii: "a")) == 26)
        #expect(alphabet.value(of: UInt8(ascii: "0")) == 52)
        #expect(alphabet.value(of: UInt8(ascii: "_")) == 63)
        #expect(alphabet.value(of: UInt8(ascii: "+")) == nil)
        #expect(alphabet.value(of: UInt8(ascii: "=")) == nil)
    }
}
