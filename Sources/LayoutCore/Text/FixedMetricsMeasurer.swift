/// A measurer with fixed advances, for geometry tests that must not move when fonts change (as
/// Yoga's tests use a fixed-metrics font): East Asian wide characters and emoji are 1 em wide,
/// every other character ½ em. Lines break after spaces and between wide characters; a word
/// wider than the line breaks between characters.
public struct FixedMetricsMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The advance of one character, in ems.
    static func advance(of character: Character) -> Double {
        isWide(character) ? 1 : 0.5
    }

    /// Whether a character is East Asian wide or an emoji (by its first scalar).
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The family named in answers measured with fixed metrics: no font file sets their text.
    public static let family = "sheetd fixed metrics"

    /// ``family``, whatever the text: every character has a fixed advance.
    public func fontFamilies(of text: String, font: FontSpec) -> [String] {
        [Self.family]
    }

    /// No faces: fixed advances only.
    public var fonts: MeasuringFonts {
        MeasuringFonts(name: Self.family, tracking: "none", faces: [])
    }

    /// The sum of the fixed advances of `text`'s characters.
    public func singleLineWidth(of text: String, font: FontSpec) -> Double {
        text.reduce(0) { $0 + Self.advance(of: $1) } * font.size
    }

    /// `text` filled greedily into lines no wider than `maxWidth`, paragraph by paragraph.
    public func wrap(_ text: String, font: FontSpec, maxWidth: Double) -> TextMeasurement {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(Array(paragraph), font: font, maxWidth: maxWidth)
        }
        let width = lines.map { singleLineWidth(of: $0, font: font) }.max() ?? 0
        return TextMeasurement(lines: lines, width: width)
    }

    /// Greedy line filling over break opportunities.
    private func wrapParagraph(_ characters: [Character], font: FontSpec, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0.0
        var index = 0
        while index < characters.count {
            let segment = nextSegment(characters, from: index)
            let visible = segment.reversed().drop { $0 == " " }.reversed()
            let visibleWidth = visible.reduce(0) { $0 + Self.advance(of: $1) } * font.size
            if lineWidth + visibleWidth <= maxWidth || line.isEmpty && visibleWidth <= maxWidth {
                line += segment
                lineWidth += segment.reduce(0) { $0 + Self.advance(of: $1) } * font.size
            } else if line.isEmpty {
                // A word wider than the line: break it between characters.
                var piece: [Character] = []
                var pieceWidth = 0.0
                for character in segment {
                    let width = Self.advance(of: character) * font.size
                    if pieceWidth + width > maxWidth && !piece.isEmpty {
                        lines.append(String(piece))
                        piece = []
                        pieceWidth = 0
                    }
                    piece.append(character)
                    pieceWidth += width
                }
                line = piece
                lineWidth = pieceWidth
            } else {
                lines.append(Self.trimmed(line))
                line = []
                lineWidth = 0
                continue
            }
            index += segment.count
        }
        lines.append(Self.trimmed(line))
        return lines
    }

    /// The characters up to and including the next break opportunity.
    private func nextSegment(_ characters: [Character], from start: Int) -> ArraySlice<Character> {
        var end = start
        while end < characters.count {
            let character = characters[end]
            end += 1
            if character == " " {
                while end < characters.count && characters[end] == " " { end += 1 }
                break
            }
            if Self.isWide(character) { break }
            if end < characters.count && Self.isWide(characters[end]) { break }
        }
        return characters[start..<end]
    }

    private static func trimmed(_ line: [Character]) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
