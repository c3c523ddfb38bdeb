/// The weight of the system font, as the sheet uses it.
public enum FontWeight: String, Sendable, CaseIterable {
    /// `UIFont.Weight.regular`.
    case regular
    /// `UIFont.Weight.semibold`.
    case semibold
}

/// A system font at a size and weight.
public struct FontSpec: Sendable, Hashable {
    /// Point size.
    public var size: Double
    /// Weight.
    public var weight: FontWeight

    /// Creates a font description.
    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }
}
