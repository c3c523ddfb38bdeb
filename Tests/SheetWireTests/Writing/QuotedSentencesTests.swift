import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

@Suite("QuotedSentences")
struct QuotedSentencesTests {
    private func quoted(_ sentence: String) -> String {
        var writer = JSONWriter()
        writer.string(sentence)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func text(_ buffer: UnsafeRawBufferPointer?) -> String? {
        buffer.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("each of the engine's fixed sentences has the text the writer escapes it to")
    func everyFixedSentence() {
        let table = PresentationLayoutEncoder.fixedSentences
        #expect(PresentationSheetLayoutEngine.fixedSentences.count > 20)
        for sentence in PresentationSheetLayoutEngine.fixedSentences {
            #expect(text(table.text(of: sentence)) == quoted(sentence))
        }
    }

    @Test("a string of the same length that differs is not taken for a fixed one; an equal copy is")
    func lookalikes() {
        let sentence = "top \"margin\" × 2 \u{2028} done"
        let table = QuotedSentences([sentence])
        #expect(text(table.text(of: sentence)) == quoted(sentence))
        // Equal text in other storage: found by comparison, not by identity.
        let copy = String(decoding: Array(sentence.utf8), as: UTF8.self)
        #expect(text(table.text(of: copy)) == quoted(sentence))
        var changed = Array(sentence.utf8)
        changed[0] = UInt8(ascii: "T")
        #expect(table.text(of: String(decoding: changed, as: UTF8.self)) == nil)
        #expect(table.text(of: "short") == nil)
    }
}
