/// The identifiers of the numbered elements (`action.N`, `separator.N`), built once for the row counts requests
/// may have rather than interpolated for every row of every layout.
enum ElementIdentifiers {
    /// How many numbered identifiers are prebuilt: `LayoutLimits.standard.maxActions`.
    private static let prebuiltCount = LayoutLimits.standard.maxActions
    private static let actions = (0..<prebuiltCount).map { "action.\($0)" }
    private static let separators = (0..<prebuiltCount).map { "separator.\($0)" }

    /// `action.<position>`, the id of a main-group action row.
    static func action(_ position: Int) -> String {
        position < prebuiltCount ? actions[position] : "action.\(position)"
    }

    /// `separator.<position>`, the id of the hairline below a main-group action row.
    static func separator(_ position: Int) -> String {
        position < prebuiltCount ? separators[position] : "separator.\(position)"
    }
}
