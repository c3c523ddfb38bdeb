import StrictJSON

/// Fixed sentences with their JSON text (quotes included), made once: an encoder that meets one of them copies its
/// text instead of scanning and escaping it on every answer (a presentation sheet's `assumptions` are a few hundred
/// bytes of the same sentences, with non-ASCII letters that take the escaping's slow path).
///
/// A sentence is found by its length, then compared whole (`==`, which returns at once for the very string the
/// table holds), so a string that only looks like a fixed one is still written right. The texts are never freed, so
/// a buffer into them stays valid.
package struct QuotedSentences: @unchecked Sendable {
    /// The sentences and their texts, by the sentence's UTF-8 length.
    private let byLength: [Int: [(sentence: String, text: UnsafeRawBufferPointer)]]

    /// The table of `sentences`.
    package init(_ sentences: [String]) {
        var byLength: [Int: [(sentence: String, text: UnsafeRawBufferPointer)]] = [:]
        for sentence in sentences {
            byLength[sentence.utf8.count, default: []].append((sentence, permanentQuotedText(of: sentence)))
        }
        self.byLength = byLength
    }

    /// The JSON text of `sentence`, if it is one of the table's.
    package func text(of sentence: String) -> UnsafeRawBufferPointer? {
        guard let candidates = byLength[sentence.utf8.count] else { return nil }
        for candidate in candidates where candidate.sentence == sentence { return candidate.text }
        return nil
    }
}
