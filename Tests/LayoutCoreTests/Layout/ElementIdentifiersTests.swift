import Testing

@testable import LayoutCore

/// The prebuilt and exact-size element identifiers.
struct ElementIdentifiersTests {
    /// A subview's id is `customView.` and its own id, byte for byte, whether short, long or not ASCII.
    @Test(arguments: ["", "a", "label", "abcde", "a much longer subview identifier", "ラベル", "🙂x"])
    func customSubviewIdentifier(id: String) {
        let built = ElementIdentifiers.customSubview(id)
        #expect(Array(built.utf8) == Array(("customView." + id).utf8))
    }

    /// The numbered ids are `action.N` and `separator.N`, prebuilt or not.
    @Test func numberedIdentifiers() {
        let identifiers = ElementIdentifiers.numbered
        for position in [0, 1, 9, 10, 99, 100, 101, 12_345] {
            #expect(identifiers.action(position) == "action.\(position)")
            #expect(identifiers.separator(position) == "separator.\(position)")
        }
    }
}
