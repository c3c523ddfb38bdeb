/// How a text is broken into lines within a width.
public struct TextMeasurement: Sendable, Equatable {
    /// The lines, in order, without the whitespace at which they broke.
    public var lines: [String]
    /// The width of the widest line.
    public var width: Double

    /// Creates a measurement.
    public init(lines: [String], width: Double) {
        self.lines = lines
        self.width = width
    }

    /// The number of lines (at least 1, so that an empty label keeps its line height as `UILabel` does).
    public var lineCount: Int { max(lines.count, 1) }
}

/// Measures text; the layout's only dependency on fonts. Implementations must be pure and thread-safe.
public protocol TextMeasuring: Sendable {
    /// The width of `text` set on one line in `font`.
    func singleLineWidth(of text: String, font: FontSpec) -> Double

    /// `text` broken into lines no wider than `maxWidth` (a word wider than the line is broken
    /// where it must be).
    func wrap(_ text: String, font: FontSpec, maxWidth: Double) -> TextMeasurement

    /// `text` set on one line: the lines `[text]` and `singleLineWidth(of: text, font: font)`.
    /// A measurer that keeps such measurements returns its own, so callers share its lines array.
    func singleLineMeasurement(of text: String, font: FontSpec) -> TextMeasurement

    /// The families that set `text` in `font`: the primary family of that size and weight first, then, in
    /// cascade order, each other family that sets some of its characters (e.g. `["Inter", "Noto Sans CJK JP"]`
    /// for `"OK ほげ"`).
    func fontFamilies(of text: String, font: FontSpec) -> [String]

    /// The fonts the measurer sets text in.
    var fonts: MeasuringFonts { get }
}

extension TextMeasuring {
    /// `[text]` with `singleLineWidth(of: text, font: font)`.
    public func singleLineMeasurement(of text: String, font: FontSpec) -> TextMeasurement {
        TextMeasurement(lines: [text], width: singleLineWidth(of: text, font: font))
    }

    /// `text` shortened in the middle with an ellipsis so that it fits `maxWidth` on one line, as
    /// `NSLineBreakMode.byTruncatingMiddle` does. Returns `text` itself when it fits.
    public func truncatingMiddle(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        if singleLineWidth(of: text, font: font) <= maxWidth { return text }
        let characters = Array(text)
        var low = 0
        var high = characters.count
        var best = "…"
        // The largest number of kept characters whose truncated form still fits.
        while low <= high {
            let kept = (low + high) / 2
            let head = (kept + 1) / 2
            let tail = kept / 2
            let candidate = String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
            if singleLineWidth(of: candidate, font: font) <= maxWidth {
                best = candidate
                low = kept + 1
            } else {
                high = kept - 1
            }
        }
        return best
    }
}
