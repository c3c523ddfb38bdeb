import LayoutCore
import Testing

@testable import TextShaping

/// Japanese line breaking follows strict kinsoku, as UILabel does.
struct KinsokuTests {
    /// Characters that must not start a line (closing punctuation, prolonged sound mark, small
    /// kana, iteration marks).
    static let forbiddenAtLineStart: [String] = ["。", "、", "ー", "ょ", "っ", "ゃ", "ぁ", "ッ", "ャ", "ォ", "」", "？", "ゝ", "々"]

    /// Five kana fit the line and the sixth does not, so a naive breaker would start the second
    /// line with the forbidden character; the strict breaker moves the preceding kana down.
    @Test(arguments: forbiddenAtLineStart)
    func forbiddenCharacterNeverStartsALine(character: String) throws {
        let measurer = try Measurers.iOS()
        let head = "あいうえお"
        let text = head + character + "かきくけこさしすせそ"
        let five = measurer.singleLineWidth(of: head, font: .message)
        let six = measurer.singleLineWidth(of: head + character, font: .message)
        let maxWidth = (five + six) / 2
        #expect(five <= maxWidth && six > maxWidth, "the naive break would fall before \(character)")

        let measured = measurer.wrap(text, font: .message, maxWidth: maxWidth)
        #expect(measured.lines.joined() == text)
        #expect(measured.lines.first == "あいうえ")
        for line in measured.lines.dropFirst() {
            #expect(!Self.forbiddenAtLineStart.contains(String(line.first!)), "line \(line) starts with \(line.first!)")
        }
        for line in measured.lines {
            #expect(measurer.singleLineWidth(of: line, font: .message) <= maxWidth)
        }
    }

    /// Over a long message at many widths, no line starts with a forbidden character.
    @Test func longMessageKeepsKinsokuAtEveryWidth() throws {
        let measurer = try Measurers.iOS()
        let text = "ちょっと待ってください。この写真をすべてのデバイスから削除しますか？「最近削除した項目」に30日間保存されます。"
        for maxWidth in stride(from: 40.0, through: 342, by: 6.1) {
            let measured = measurer.wrap(text, font: .message, maxWidth: maxWidth)
            #expect(measured.lines.joined() == text)
            for line in measured.lines.dropFirst() {
                #expect(!Self.forbiddenAtLineStart.contains(String(line.first!)), "at \(maxWidth): \(measured.lines)")
            }
        }
    }
}
