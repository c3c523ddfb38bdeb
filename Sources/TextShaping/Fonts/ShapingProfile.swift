/// The numbers that make Inter and Noto measure like iOS's system-font cascade. Each constant
/// names its source; `Inter` stands in for SF Pro, `Noto Sans CJK JP` for Hiragino Sans.
public struct ShapingProfile: Sendable, Equatable {
    /// From this point size up, the display cut (InterDisplay) replaces the text cut, as iOS
    /// switches from SF Text to SF Display at 20 pt (WWDC 2020 "The details of UI typography";
    /// docs/reference.md §6.1: InterDisplay is much closer to SF's widths there).
    public var displayCutMinimumSize: Double

    /// The scale of glyphs from the CJK font: iOS draws the Japanese cascade font of the system
    /// font at ≈ 93.5 % of the point size (docs/reference.md §6.2, from three public
    /// measurements). Applied to every glyph taken from the CJK font.
    public var cjkScale: Double

    /// The advance of one emoji grapheme cluster, in ems: Apple Color Emoji's advance on iOS is
    /// 1.000 em for every emoji ("Emoji metrics", wh0.github.io, 2024-12-31, Apple Color Emoji
    /// 18.3d3e1). No emoji font is shaped, so ZWJ sequences and skin-tone modifiers count once.
    public var emojiAdvance: Double

    /// Tracking of the Latin (primary) font by point size, which iOS applies to SF.
    public var tracking: TrackingTable

    /// The ICU locale of the line-break iterator. `ja@lb=strict` keeps small kana, `ー`, `。` and
    /// `、` off the start of a line as `UILabel` does (docs/reference.md §6.3); for other scripts
    /// it breaks as ICU's root locale does.
    public var lineBreakLocale: String

    /// iOS 14 and later: SF Pro with its tracking table, Hiragino at 93.5 %, Apple Color Emoji.
    public static let iOS = ShapingProfile(
        displayCutMinimumSize: 20, cjkScale: 0.935, emojiAdvance: 1, tracking: .sfPro,
        lineBreakLocale: "ja@lb=strict")

    /// The fonts' own metrics: text cut at every size, no scaling, no tracking. For comparing
    /// with plain HarfBuzz output (docs/reference.md §6.5).
    public static let untuned = ShapingProfile(
        displayCutMinimumSize: .infinity, cjkScale: 1, emojiAdvance: 1, tracking: .none,
        lineBreakLocale: "ja@lb=strict")
}

/// Tracking (letter spacing added to every glyph) by point size, in thousandths of an em.
public struct TrackingTable: Sendable, Equatable {
    /// A size from which a tracking value applies, up to the next entry's size.
    public struct Entry: Sendable, Equatable {
        /// Point size.
        public var size: Int
        /// Tracking in 1/1000 em.
        public var value: Double
    }

    /// The entries, by ascending size. A size between two integer sizes interpolates linearly;
    /// an integer size without an entry takes the value of the entry below it (as the HIG table
    /// leaves sizes out where the value does not change); sizes outside the table take the
    /// nearest end's value.
    public let entries: [Entry]
    /// The value at every integer size from the first entry's to the last entry's.
    private let valuesByInteger: [Double]

    /// Creates a table.
    ///
    /// - Parameter entries: entries by ascending size; empty means no tracking.
    public init(entries: [Entry]) {
        self.entries = entries
        guard let first = entries.first, let last = entries.last, last.size >= first.size else {
            valuesByInteger = []
            return
        }
        var values: [Double] = []
        var next = 0
        var current = first.value
        for size in first.size...last.size {
            while next < entries.count && entries[next].size <= size {
                current = entries[next].value
                next += 1
            }
            values.append(current)
        }
        valuesByInteger = values
    }

    /// The tracking at `size` points, in ems (not thousandths).
    ///
    /// - Parameter size: a point size.
    /// - Returns: e.g. −0.006 at 13 pt for ``sfPro``.
    public func trackingEm(atSize size: Double) -> Double {
        guard let first = entries.first, !valuesByInteger.isEmpty, size.isFinite else { return 0 }
        let position = size - Double(first.size)
        if position <= 0 { return valuesByInteger[0] / 1000 }
        let lastIndex = valuesByInteger.count - 1
        if position >= Double(lastIndex) { return valuesByInteger[lastIndex] / 1000 }
        let lower = Int(position.rounded(.down))
        let fraction = position - Double(lower)
        let value = valuesByInteger[lower] + (valuesByInteger[lower + 1] - valuesByInteger[lower]) * fraction
        return value / 1000
    }

    /// No tracking.
    public static let none = TrackingTable(entries: [])

    /// SF Pro's tracking on iOS (Apple HIG "Typography", tracking values for iOS, the variable
    /// SF Pro of iOS 14 and later), as transcribed in the public "Fix San Francisco" Figma
    /// plugin (charliecm/figma-fix-sf, `code.ts`); docs/reference.md §5.5 has the sizes the
    /// sheet uses.
    public static let sfPro = TrackingTable(
        entries: [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
            (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
            (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
        ].map { Entry(size: $0.0, value: Double($0.1)) })
}
