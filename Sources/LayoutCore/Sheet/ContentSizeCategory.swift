/// The user's preferred text size, as `UIContentSizeCategory`, named in lower camel case.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The position of the category from the smallest (0) to the largest (11).
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= Self.accessibilityMedium.index }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
