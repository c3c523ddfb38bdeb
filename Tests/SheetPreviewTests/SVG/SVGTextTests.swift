import Testing

@testable import SheetPreview

/// What the preview's text escaping makes of text: markup escaped, characters XML 1.0 cannot hold replaced, and
/// everything else (plain labels, non-ASCII, characters whose UTF-8 starts as U+FFFE's does) left as it was.
struct SVGTextTests {
    @Test(arguments: [
        ("Share", "Share"),
        ("", ""),
        ("Delete 3 Photos?", "Delete 3 Photos?"),
        ("ほげ 👋🏽 é ｈ\u{FFFD}", "ほげ 👋🏽 é ｈ\u{FFFD}"),
        ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&#39;f"),
        ("tab\there\nand\r", "tab here and "),
        ("\u{0}\u{1F}x", "\u{FFFD}\u{FFFD}x"),
        ("\u{FFFE}ｈ\u{FFFF}", "\u{FFFD}ｈ\u{FFFD}"),
        ("Request 1.42 & more", "Request 1.42 &amp; more"),
    ])
    func escaping(_ text: String, _ expected: String) {
        #expect(Array(SVGText.escaped(text).utf8) == Array(expected.utf8))
    }
}
