import LayoutCore

/// The caption band under a presentation sheet's picture: where the sheet is, its detents, and the detents that do
/// not take part with UIKit's reason (docs/detents.md §1.3, §1.4), wrapped to the screen's width.
struct PresentationCaption: Sendable {
    /// The caption's font size.
    static let fontSize = 11.0
    /// The distance between baselines.
    static let lineHeight = 15.0
    /// The margin around the text.
    static let padding = 8.0
    /// An estimate of a character's advance per point of font size, to wrap without measuring: the caption only
    /// needs to stay inside the band, and a line that ends early costs nothing.
    static let averageAdvance = 0.6

    /// The lines, wrapped.
    let lines: [String]
    /// Which lines name an inactive detent (for tests and tools).
    let inactiveLineIndices: Set<Int>

    init(layout: PresentationSheetLayout) {
        let columns = max(Int((layout.screen.width - 2 * Self.padding) / (Self.fontSize * Self.averageAdvance)), 12)
        var lines = Self.wrap(
            "\(layout.profileName) · \(layout.mode.rawValue) · at \(Self.position(of: layout))", columns: columns)
        let detents = layout.detents.map { "\($0.identifier) \(SVGText.number($0.value))" }
        lines += Self.wrap(
            "detents: \(detents.joined(separator: ", ")) (maximum \(SVGText.number(layout.maximumDetentValue)))",
            columns: columns)
        if let beneath = layout.presentingSheet {
            let at = beneath.detentIdentifier.map { "at \($0)" } ?? "between detents"
            lines += Self.wrap("over another sheet, \(at), drawn behind it (stacked)", columns: columns)
        }
        var inactive = Set<Int>()
        for detent in layout.inactiveDetents {
            let wrapped = Self.wrap("inactive: \(detent.identifier) — \(detent.reason)", columns: columns)
            inactive.formUnion(lines.count..<(lines.count + wrapped.count))
            lines += wrapped
        }
        self.lines = lines
        inactiveLineIndices = inactive
    }

    /// The band's height under the screen.
    var bandHeight: Double { 2 * Self.padding + Double(lines.count) * Self.lineHeight }

    /// Where the sheet is: its detent and value, or the drag's top.
    static func position(of layout: PresentationSheetLayout) -> String {
        if let identifier = layout.current.detentIdentifier,
            let detent = layout.detents.first(where: { $0.identifier == identifier })
        {
            return "\(identifier) (\(SVGText.number(detent.value)))"
        }
        return "a drag, top at y \(SVGText.number(layout.current.offset))"
    }

    /// `text` broken at spaces into lines of at most `columns` characters (a longer word stands alone).
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= columns {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
