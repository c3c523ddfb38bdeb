import LayoutCore

/// The matrix for people: one row per screen and orientation, one column per content size category.
struct MatrixTable {
    let cells: [MatrixCell]

    /// Short names of the categories, for the columns.
    static func shortName(_ category: ContentSizeCategory) -> String {
        let names: [ContentSizeCategory: String] = [
            .extraSmall: "XS", .small: "S", .medium: "M", .large: "L", .extraLarge: "XL", .extraExtraLarge: "XXL",
            .extraExtraExtraLarge: "XXXL", .accessibilityMedium: "AX1", .accessibilityLarge: "AX2",
            .accessibilityExtraLarge: "AX3", .accessibilityExtraExtraLarge: "AX4",
            .accessibilityExtraExtraExtraLarge: "AX5",
        ]
        return names[category] ?? category.rawValue
    }

    var text: String {
        let categories = ContentSizeCategory.allCases
        let labels = MatrixScreen.all.map(\.label)
        let labelWidth = labels.map(\.count).max() ?? 0
        var lines = [
            "".padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
                + categories.map { Self.shortName($0).padding(toLength: 5, withPad: " ", startingAt: 0) }.joined()
        ]
        for (row, screen) in MatrixScreen.all.enumerated() {
            let rowCells = cells[(row * categories.count)..<min(cells.count, (row + 1) * categories.count)]
            lines.append(
                screen.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
                    + rowCells.map { $0.symbol.padding(toLength: 5, withPad: " ", startingAt: 0) }.joined())
        }
        let count = { (test: (MatrixCell) -> Bool) in cells.filter(test).count }
        lines.append("")
        lines.append(
            "\(cells.count) layouts: \(count { $0.truncates }) truncate (T), \(count { $0.scrolls }) scroll (S), "
                + "\(count { $0.pushesCustomViewOff }) push the custom view off screen (C), "
                + "\(count { $0.symbol == "!" }) refused (!)")
        var refusals = Set<String>()
        for cell in cells {
            if case .refused(let problem) = cell.outcome,
                refusals.insert(problem.errors?.first?.detail ?? problem.detail).inserted
            {
                lines.append("! \(cell.screen.label), \(cell.category.rawValue): \(problem.detail)")
            }
        }
        return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }
}
