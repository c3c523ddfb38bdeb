import LayoutCore
import SheetTestSupport
import Testing

@testable import TextShaping

/// The printable-ASCII pair tables give, character by character, the advances HarfBuzz gives
/// without them (shaped with `-calt -ccmp` only, fraction features kept), in every context tried.
struct PrintableASCIIAdvancesTests {
    /// A primary face: HarfBuzz shaping its ASCII runs without the shortcuts, and its table.
    struct PrimaryFace: Sendable {
        var name: String
        var previous: RunProbe
        var table: PrintableASCIIAdvances?
    }

    static let printable = Array(UInt16(0x20)...UInt16(0x7E))

    private static let facesResult = Result { () throws(TextShapingError) -> [PrimaryFace] in
        let previous = try FontSet(locator: FontLocator(), asciiShortcuts: .off)
        let current = try FontSet(locator: FontLocator())
        var faces: [PrimaryFace] = []
        for weight in FontWeight.allCases {
            for displayCut in [false, true] {
                let face = previous.cascade(weight: weight, displayCut: displayCut).faces[0]
                faces.append(
                    PrimaryFace(
                        name: String(face.path.split(separator: "/").last!),
                        previous: RunProbe(
                            face: face, features: previous.asciiFeatures, language: previous.defaultLanguage),
                        table: current.cascade(weight: weight, displayCut: displayCut).printableASCIIAdvances))
            }
        }
        return faces
    }

    static func faces() throws -> [PrimaryFace] { try facesResult.get() }

    /// The number of units of `run` whose table advance differs from HarfBuzz's, and the first.
    static func mismatches(in units: [UInt16], of face: PrimaryFace) -> (count: Int, first: String?) {
        guard let table = face.table, let run = face.previous.run(units) else {
            return (1, "\(face.name): no table, or not one glyph per character")
        }
        var count = 0
        var first: String?
        for index in units.indices {
            let next = index + 1 < units.count ? Int(units[index + 1]) : nil
            let advance = table.advance(of: Int(units[index]), before: next)
            if advance != run.advances[index] {
                count += 1
                if first == nil {
                    let context = String(
                        decoding: units[max(0, index - 2)..<min(units.count, index + 3)], as: UTF16.self)
                    first =
                        "\(face.name): \(advance) ≠ \(run.advances[index]) at \(index) in \(context.debugDescription)"
                }
            }
        }
        return (count, first)
    }

    /// Each of the four Inter faces (text and display cut, regular and semibold) has a table:
    /// the shortcut is in use, not silently off.
    @Test func everyPrimaryFaceHasATable() throws {
        for face in try Self.faces() {
            #expect(face.table != nil, "\(face.name)")
        }
    }

    /// All 95 × 95 pairs, each shaped on its own (so those without a letter under HarfBuzz's
    /// default script), and every character alone.
    @Test func everyPairMatchesHarfBuzz() throws {
        for face in try Self.faces() {
            var count = 0
            var first: String?
            for unit in Self.printable {
                let single = Self.mismatches(in: [unit], of: face)
                count += single.count
                first = first ?? single.first
                for next in Self.printable {
                    let pair = Self.mismatches(in: [unit, next], of: face)
                    count += pair.count
                    first = first ?? pair.first
                }
            }
            #expect(count == 0, "\(count) mismatches; first: \(first ?? "")")
        }
    }

    /// All 95³ triples, as the windows of a de Bruijn sequence shaped in overlapping runs of
    /// 4,096 characters: each character's advance with every predecessor and successor.
    @Test func everyTripleMatchesHarfBuzz() throws {
        let sequence = Self.deBruijnSequence(alphabet: Self.printable, order: 3)
        var isCovered = [Bool](repeating: false, count: 95 * 95 * 95)
        for start in 0..<(sequence.count - 2) {
            let triple = sequence[start..<(start + 3)].reduce(0) { $0 * 95 + Int($1) - 0x20 }
            isCovered[triple] = true
        }
        #expect(isCovered.allSatisfy { $0 })
        for face in try Self.faces() {
            var count = 0
            var first: String?
            var start = 0
            while start < sequence.count - 2 {
                let run = Array(sequence[start..<min(sequence.count, start + 4096)])
                let result = Self.mismatches(in: run, of: face)
                count += result.count
                first = first ?? result.first
                start += 4094
            }
            #expect(count == 0, "\(count) mismatches; first: \(first ?? "")")
        }
    }

    /// Random runs of 1 to 80 printable characters, spaces and punctuation more frequent than
    /// in prose, shaped on their own.
    @Test func randomRunsMatchHarfBuzz() throws {
        var generator = SplitMix64(seed: 0x5EED_A5C1)
        let frequent = Array(" .,-:;!?'\"()/0123456789".utf16)
        for face in try Self.faces() {
            var count = 0
            var first: String?
            for _ in 0..<4000 {
                let length = Int.random(in: 1...80, using: &generator)
                let units = (0..<length).map { _ in
                    Bool.random(using: &generator)
                        ? frequent.randomElement(using: &generator)! : Self.printable.randomElement(using: &generator)!
                }
                let result = Self.mismatches(in: units, of: face)
                count += result.count
                first = first ?? result.first
            }
            #expect(count == 0, "\(count) mismatches; first: \(first ?? "")")
        }
    }

    /// A cyclic sequence in which every string of `order` symbols of `alphabet` occurs exactly
    /// once (the Lyndon-word construction), with its first `order - 1` symbols repeated at the
    /// end so that every such string is a window of the returned array.
    static func deBruijnSequence(alphabet: [UInt16], order: Int) -> [UInt16] {
        let size = alphabet.count
        var word = [Int](repeating: 0, count: order + 1)
        var indices: [Int] = []
        func extend(_ position: Int, _ period: Int) {
            if position > order {
                if order % period == 0 { indices += word[1...period] }
                return
            }
            word[position] = word[position - period]
            extend(position + 1, period)
            for symbol in (word[position - period] + 1)..<size {
                word[position] = symbol
                extend(position + 1, position)
            }
        }
        extend(1, 1)
        indices += indices.prefix(order - 1)
        return indices.map { alphabet[$0] }
    }
}
