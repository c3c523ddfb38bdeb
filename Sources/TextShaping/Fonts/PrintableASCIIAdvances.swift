import CHarfBuzz

/// HarfBuzz's advance for each printable ASCII character (U+0020…U+007E) of the primary face,
/// by the character that follows it in the run: shaping such a run becomes one table load per
/// character instead of a call into HarfBuzz.
///
/// Why a table keyed by pairs is exact for Inter's ASCII runs (checked with fontTools on the four
/// Inter files the catalog loads; the same for the `DFLT` and `latn` scripts): with the features
/// of ``FontSet/asciiFeatures`` and the default language system, no GSUB lookup applies (`calt`
/// and `ccmp` are off, `frac`/`numr`/`dnom` only ever act around U+2044, `locl` exists only for
/// Catalan, Moldavian and Romanian), and the GPOS lookups that apply are `kern`, a pair
/// adjustment that changes only the first glyph's advance, and `mark`, which moves marks by
/// offsets and never changes an advance; no ASCII glyph is a mark. So each glyph's advance is its
/// own plus the kerning with the next glyph, a function of the pair.
///
/// The table is not computed from that argument but taken from HarfBuzz: each pair is shaped in
/// two different contexts, and the characters other than letters once more in runs without
/// letters (which HarfBuzz shapes under another script). A face for which any observation
/// disagrees, or whose glyphs do not map one to one onto the characters, gets no table and is
/// shaped by HarfBuzz as before.
struct PrintableASCIIAdvances: Sendable {
    /// The first and last printable ASCII code units.
    static let first = 0x20
    static let last = 0x7E
    private static let characterCount = last - first + 1
    /// One column per following character, and one more for the end of the run.
    private static let columnCount = characterCount + 1
    private static let endColumn = characterCount

    /// `advances[row * columnCount + column]`, in font units.
    private let advances: [Int32]

    /// Whether a UTF-16 or UTF-8 code unit is printable ASCII.
    @inline(__always)
    static func isPrintable<Unit: FixedWidthInteger>(_ unit: Unit) -> Bool {
        unit >= first && unit <= last
    }

    /// The advance, in font units, of printable `unit` when `next` follows it in the run (`nil`
    /// at the run's end).
    @inline(__always)
    func advance(of unit: Int, before next: Int?) -> Int32 {
        let column = next.map { $0 - Self.first } ?? Self.endColumn
        return advances[(unit - Self.first) * Self.columnCount + column]
    }

    /// The sum of the points of `units[0..<end]` in a run made of all of `units` (printable
    /// ASCII): each advance scaled, plus `tracking` for every one that is not zero, added from
    /// left to right as the paragraph shaper's prefix widths are.
    func width(of units: UnsafeBufferPointer<UInt8>, upTo end: Int, scale: Double, tracking: Double) -> Double {
        var sum = 0.0
        for index in 0..<end {
            sum += points(
                of: Int(units[index]), before: index + 1 < units.count ? Int(units[index + 1]) : nil,
                scale: scale, tracking: tracking)
        }
        return sum
    }

    /// Adds the points of each unit of `text[range]` (printable ASCII, one run) at its offset in
    /// `advances`, as shaping the run with HarfBuzz does.
    func addAdvances(
        of text: UnsafeBufferPointer<UInt16>, range: Range<Int>, scale: Double, tracking: Double,
        into advances: UnsafeMutableBufferPointer<Double>
    ) {
        for offset in range {
            let next = offset + 1 < range.upperBound ? Int(text[offset + 1]) : nil
            advances[offset] += points(of: Int(text[offset]), before: next, scale: scale, tracking: tracking)
        }
    }

    /// The scaled advance plus tracking, which a glyph gets only when it advances at all.
    @inline(__always)
    private func points(of unit: Int, before next: Int?, scale: Double, tracking: Double) -> Double {
        let advance = self.advance(of: unit, before: next)
        var points = Double(advance) * scale
        if advance != 0 { points += tracking }
        return points
    }

    /// The table HarfBuzz's shaping of a primary face gives, or `nil` when its ASCII runs are not a
    /// function of character pairs (see the type's comment).
    ///
    /// - Parameter probe: shapes runs of the face with the features and language of its ASCII runs.
    static func derived(by probe: RunProbe) -> PrintableASCIIAdvances? {
        let characters = Array(first...last)
        guard characters.allSatisfy({ probe.face.hasGlyph(for: UInt32($0)) }) else { return nil }
        var recorder = Recorder()
        // Each character alternating with every other, both ways round: every pair is seen twice,
        // once in the run of its first character and once in that of its second.
        for character in characters {
            guard recorder.record(probe.run(alternating(character, with: characters))) else { return nil }
        }
        // Again without letters, which HarfBuzz shapes under the default script instead of Latin.
        let others = characters.filter { !(0x41...0x5A).contains($0) && !(0x61...0x7A).contains($0) }
        for character in others {
            guard recorder.record(probe.run(alternating(character, with: others))) else { return nil }
        }
        guard recorder.isComplete else { return nil }
        return PrintableASCIIAdvances(advances: recorder.advances)
    }

    /// `character` before, between and after each of `others`.
    private static func alternating(_ character: Int, with others: [Int]) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(2 * others.count + 1)
        units.append(UInt16(character))
        for other in others {
            units.append(UInt16(other))
            units.append(UInt16(character))
        }
        return units
    }

    /// Collects observed advances and notices any that disagree.
    private struct Recorder {
        var advances = [Int32](repeating: 0, count: characterCount * columnCount)
        private var isSeen = [Bool](repeating: false, count: characterCount * columnCount)

        var isComplete: Bool { isSeen.allSatisfy { $0 } }

        /// Records one shaped run; `false` if it was not shaped one glyph per character or an
        /// advance differs from one seen before.
        mutating func record(_ run: RunProbe.Run?) -> Bool {
            guard let run else { return false }
            for (index, unit) in run.units.enumerated() {
                let column = index + 1 < run.units.count ? Int(run.units[index + 1]) - first : endColumn
                let slot = (Int(unit) - first) * columnCount + column
                if isSeen[slot] {
                    if advances[slot] != run.advances[index] { return false }
                } else {
                    advances[slot] = run.advances[index]
                    isSeen[slot] = true
                }
            }
            return true
        }
    }
}
