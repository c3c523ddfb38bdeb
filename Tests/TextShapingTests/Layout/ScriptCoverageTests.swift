import LayoutCore
import Testing

@testable import TextShaping

/// Text beyond Latin: mixed Japanese and English, emoji, right-to-left scripts and combining
/// marks.
struct ScriptCoverageTests {
    /// A message mixing Japanese and English wraps onto several lines, each within the width,
    /// losing nothing but the spaces it breaks at.
    @Test(arguments: [120.0, 200, 342])
    func mixedJapaneseAndEnglishFits(maxWidth: Double) throws {
        let measurer = try Measurers.iOS()
        let text = "「設定」>「プライバシー」で Location Services をオフにすると、この App は現在地を使用できなくなります。Continue?"
        let measured = measurer.wrap(text, font: .message, maxWidth: maxWidth)
        #expect(measured.lines.count >= 2)
        for line in measured.lines {
            #expect(measurer.singleLineWidth(of: line, font: .message) <= maxWidth, "\(line)")
        }
        #expect(measured.lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        #expect(measured.width <= maxWidth)
    }

    /// Emoji with skin-tone modifiers, ZWJ families, flags and keycaps stay whole when lines
    /// are as narrow as one or two emoji.
    @Test(arguments: [13.0, 30, 45])
    func emojiSequencesAreNeverSplit(maxWidth: Double) throws {
        let measurer = try Measurers.iOS()
        let emoji = ["👍🏽", "👩‍👩‍👧", "🇯🇵", "#️⃣", "👨🏻‍💻", "❤️"]
        let text = String(repeating: emoji.joined(), count: 3)
        let measured = measurer.wrap(text, font: .message, maxWidth: maxWidth)
        #expect(measured.lines.joined() == text)
        for line in measured.lines {
            #expect(!line.isEmpty)
            for character in line {
                #expect(emoji.contains(String(character)), "line \(line) holds a broken cluster")
            }
        }
    }

    /// Every emoji cluster is one Apple Color Emoji advance (1 em), however many scalars it has.
    @Test(arguments: ["👍", "👍🏽", "👩‍👩‍👧", "🇯🇵", "#️⃣", "❤️"])
    func emojiClusterIsOneEm(emoji: String) throws {
        let measurer = try Measurers.iOS()
        #expect(measurer.singleLineWidth(of: emoji, font: .message) == 13)
    }

    /// Arabic and Hebrew are measured (shaped right-to-left) with positive widths and wrap
    /// between words.
    @Test(arguments: ["مرحبا بالعالم، هل تريد حذف هذه الصورة؟", "שלום עולם, האם למחוק את התמונה הזאת?"])
    func rightToLeftTextIsMeasured(text: String) throws {
        let measurer = try Measurers.iOS()
        let width = measurer.singleLineWidth(of: text, font: .message)
        #expect(width > 13 * 0.3 * Double(text.count))
        let measured = measurer.wrap(text, font: .message, maxWidth: 80)
        #expect(measured.lines.count >= 2)
        #expect(measured.lines.joined(separator: " ") == text)
        for line in measured.lines {
            #expect(measurer.singleLineWidth(of: line, font: .message) <= 80)
        }
    }

    /// A base letter and its combining mark (e + U+0301) stay on one line and measure as the
    /// precomposed letter does.
    @Test func combiningMarksStayWithTheirBase() throws {
        let measurer = try Measurers.iOS()
        let decomposed = "e\u{301}"
        #expect(decomposed.unicodeScalars.count == 2)
        let precomposedWidth = measurer.singleLineWidth(of: "\u{E9}", font: .message)
        #expect(abs(measurer.singleLineWidth(of: decomposed, font: .message) - precomposedWidth) < 0.01)

        let text = String(repeating: decomposed, count: 40)
        let measured = measurer.wrap(text, font: .message, maxWidth: 50)
        #expect(measured.lines.count >= 5)
        #expect(measured.lines.joined() == text)
        for line in measured.lines {
            #expect(line.unicodeScalars.first == "e")
            #expect(line.unicodeScalars.last == "\u{301}")
        }
    }

    /// LayoutCore's middle truncation, driven by real widths, fits and keeps emoji whole.
    @Test func middleTruncationKeepsClustersWhole() throws {
        let measurer = try Measurers.iOS()
        let font = FontSpec(size: 21, weight: .regular)
        let title = "Share with 👩‍👩‍👧 and 👍🏽 friends in the family group"
        let truncated = measurer.truncatingMiddle(title, font: font, maxWidth: 200)
        #expect(truncated.contains("…"))
        #expect(measurer.singleLineWidth(of: truncated, font: font) <= 200)
        let kept = truncated.split(separator: "…", omittingEmptySubsequences: false)
        #expect(kept.count == 2)
        #expect(title.hasPrefix(kept[0]) && title.hasSuffix(kept[1]))
    }
}
