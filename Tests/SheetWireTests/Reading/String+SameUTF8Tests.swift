import Testing

@testable import SheetWire

/// `hasSameUTF8(as:)`, which lets the layout encoder copy a line that is its whole text.
struct StringSameUTF8Tests {
    /// The same value, equal bytes held apart (small and native strings, built separately) and different bytes are
    /// told apart by their bytes, not by Unicode equivalence.
    @Test func comparesBytes() {
        let long = "A title long enough to be stored out of line"
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(long.hasSameUTF8(as: long))
        #expect(long.hasSameUTF8(as: rebuilt))
        #expect("action.3".hasSameUTF8(as: String(decoding: Array("action.3".utf8), as: UTF8.self)))
        #expect("".hasSameUTF8(as: ""))
        #expect(!long.hasSameUTF8(as: long + " "))
        #expect(!long.hasSameUTF8(as: String(long.dropLast()) + "x"))
        #expect(!"action.3".hasSameUTF8(as: "action.4"))
        // "é" precomposed and decomposed: equal as Strings, different as bytes.
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(precomposed == decomposed)
        #expect(!precomposed.hasSameUTF8(as: decomposed))
        #expect(!"cafe\u{301}x".hasSameUTF8(as: "caf\u{E9}xy"))
    }
}
