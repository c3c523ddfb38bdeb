/// A sentence whose words and profile numbers are fixed and whose one or two per-request numbers are not. The fixed
/// pieces are written once, when the catalogue profile is made, so an answer formats only the numbers that vary
/// instead of the whole sentence (an `assumptions` entry names a dozen profile constants; BENCHMARKS.md, issue 27).
struct SentenceTemplate: Sendable {
    /// The fixed text between the slots: one piece more than `slots`.
    private let pieces: [String]
    /// For each slot in reading order, which value (0 or 1) goes there.
    private let slots: [Int]
    /// The fixed text's length in UTF-8 bytes, reserved at once when the sentence is filled in.
    private let fixedLength: Int

    /// The marker a slot is written as while the template is made: values never contain it.
    private static let marker: Character = "\u{1}"

    /// Writes `sentence` once with placeholders for its `valueCount` (1 or 2) varying values and keeps the pieces
    /// between them.
    init(valueCount: Int, _ sentence: (_ first: String, _ second: String) -> String) {
        precondition((1...2).contains(valueCount), "a sentence template has one or two values")
        let placeholders = (0..<2).map { "\(Self.marker)\($0)\(Self.marker)" }
        let text = sentence(placeholders[0], valueCount == 2 ? placeholders[1] : "")
        var pieces: [String] = []
        var slots: [Int] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: Self.marker) {
            pieces.append(String(rest[..<start]))
            let afterStart = rest.index(after: start)
            let end = rest[afterStart...].firstIndex(of: Self.marker)!
            slots.append(Int(rest[afterStart..<end])!)
            rest = rest[rest.index(after: end)...]
        }
        pieces.append(String(rest))
        self.pieces = pieces
        self.slots = slots
        fixedLength = pieces.reduce(0) { $0 + $1.utf8.count }
    }

    /// The sentence with `first` (and `second`) in their places.
    func filled(_ first: String, _ second: String = "") -> String {
        var sentence = ""
        sentence.reserveCapacity(fixedLength + slots.count * max(first.utf8.count, second.utf8.count))
        sentence += pieces[0]
        for (position, slot) in slots.enumerated() {
            sentence += slot == 0 ? first : second
            sentence += pieces[position + 1]
        }
        return sentence
    }
}
