import Testing

@testable import TextShaping

/// The character classes behind itemization and line trimming.
struct ScalarClassesTests {
    /// Direct transcoding gives the standard library's result, including U+FFFD for lone
    /// surrogates.
    @Test(arguments: [
        [UInt16](), Array("ASCII text".utf16), Array("é日本語👩‍👩‍👧".utf16), [0x61, 0xD800, 0x62], [0xDC00], [0xD83D],
        [0xD83D, 0xDE00, 0xDE00],
    ])
    func transcodesLikeTheStandardLibrary(units: [UInt16]) {
        let direct = units.withUnsafeBufferPointer { ScalarClasses.string(fromUTF16: $0) }
        #expect(direct == String(decoding: units, as: UTF16.self))
        #expect(Array(direct.utf8) == Array(String(decoding: units, as: UTF16.self).utf8))
    }

    /// Emoji presentation is decided per cluster: text-default symbols are emoji only with
    /// U+FE0F, keycaps only with U+20E3.
    @Test(arguments: [
        ("👍", true), ("👍🏽", true), ("👩‍👩‍👧", true), ("🇯🇵", true), ("#️⃣", true), ("❤️", true), ("❤", false),
        ("©", false), ("#", false), ("1", false), ("あ", false), ("e\u{301}", false), ("⌚", true),
    ])
    func emojiClusters(cluster: String, isEmoji: Bool) {
        let units = Array(cluster.utf16)
        let result = units.withUnsafeBufferPointer { text in
            ScalarClasses.isEmojiCluster(
                first: ScalarClasses.scalar(in: text, at: 0, end: text.count), in: text, start: 0, end: text.count)
        }
        #expect(result == isEmoji)
    }

    /// Lines drop ordinary and ideographic spaces and newlines at their end, but keep no-break
    /// spaces.
    @Test func trailingWhitespace() {
        for unit: UInt16 in [0x20, 0x09, 0x0A, 0x0D, 0x3000, 0x2028] {
            #expect(ScalarClasses.isTrailingWhitespace(unit))
        }
        for unit: UInt16 in [0xA0, 0x202F, 0x2007, 0x61, 0x3001] {
            #expect(!ScalarClasses.isTrailingWhitespace(unit))
        }
    }
}
