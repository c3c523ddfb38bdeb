/// The identifiers of the numbered elements (`action.N`, `separator.N`), built once for the row counts requests
/// may have rather than interpolated for every row of every layout.
enum ElementIdentifiers {
    /// The prebuilt `action.N` and `separator.N`, fetched once per main group rather than through the lazily
    /// initialized global on every row.
    struct Numbered {
        /// How many numbered identifiers are prebuilt: `LayoutLimits.standard.maxActions`.
        private static let prebuiltCount = LayoutLimits.standard.maxActions
        private let actions = (0..<prebuiltCount).map { "action.\($0)" }
        private let separators = (0..<prebuiltCount).map { "separator.\($0)" }

        /// `action.<position>`, the id of a main-group action row.
        func action(_ position: Int) -> String {
            position < actions.count ? actions[position] : "action.\(position)"
        }

        /// `separator.<position>`, the id of the hairline below a main-group action row.
        func separator(_ position: Int) -> String {
            position < separators.count ? separators[position] : "separator.\(position)"
        }
    }

    /// The numbered identifiers, built on first use.
    static let numbered = Numbered()

    /// `customView.<id>`, the id of a custom view's subview, written into a string of its exact size: `+` grows
    /// the literal into a new buffer, and the seed's `customView.label` is one byte too long to be stored inline.
    static func customSubview(_ id: String) -> String {
        let prefix: StaticString = "customView."
        var id = id
        return id.withUTF8 { idBytes in
            String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + idBytes.count) { buffer in
                let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
                let prefixEnd = buffer.initialize(fromContentsOf: prefixBytes)
                let end = buffer[prefixEnd...].initialize(fromContentsOf: idBytes)
                return end
            }
        }
    }
}
