/// The kind of device, as `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, CaseIterable {
    /// iPhone (compact width): the sheet slides up from the bottom.
    case phone
    /// iPad: a regular-width iPad presents the sheet as a popover.
    case pad
}

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// The user's preferred text size, as `UIContentSizeCategory`, named in lower camel case.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The position of the category from the smallest (0) to the largest (11).
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= Self.accessibilityMedium.index }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// The trait collection the sheet is laid out for.
public struct Traits: Sendable, Equatable {
    /// The device idiom.
    public var idiom: Idiom
    /// The Dynamic Type size.
    public var contentSizeCategory: ContentSizeCategory
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates traits; the defaults are UIKit's on an iPhone.
    public init(
        idiom: Idiom = .phone, contentSizeCategory: ContentSizeCategory = .large,
        userInterfaceStyle: UserInterfaceStyle = .light
    ) {
        self.idiom = idiom
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }
}
