/// A profile's presentation-sheet constants, held once by reference (by its `CatalogProfile`).
///
/// A layout's container is kept by its detent resolver, its state builder, its drag physics and its result, and the
/// constants are some forty sourced values, each with the text of its source: kept by value, each of those copies
/// would copy them all and retain every text. Held here, a copy is one retain.
package final class SharedSheetPresentationMetrics: Sendable {
    /// The constants.
    package let value: SheetPresentationMetrics

    init(_ value: SheetPresentationMetrics) {
        self.value = value
    }
}
