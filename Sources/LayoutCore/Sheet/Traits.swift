/// The kind of device, as `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, CaseIterable {
    /// iPhone (compact width): the sheet slides up from the bottom.
    case phone
    /// iPad: a regular-width iPad presents the sheet as a popover.
    case pad
}

/// The width class of the window, as `UIUserInterfaceSizeClass` for the horizontal axis.
public enum SizeClass: String, Sendable, CaseIterable {
    /// Compact width: every iPhone in portrait, an iPad window in Slide Over or a narrow Split View.
    case compact
    /// Regular width: a full-screen iPad, or a wide Split View window.
    case regular
}

/// The direction of the user interface, as `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Left to right: the leading edge is the left one.
    case ltr
    /// Right to left (Arabic, Hebrew, …): the leading edge is the right one, and the layout is mirrored.
    case rtl
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

    /// Whether `lhs` is a smaller text size than `rhs`.
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
    /// The horizontal size class; `nil` derives it from the idiom and the screen width
    /// (`MetricsProfile.regularWidthMinimum`).
    public var horizontalSizeClass: SizeClass?
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection

    /// Creates traits; the defaults are UIKit's on an iPhone in a left-to-right language.
    public init(
        idiom: Idiom = .phone, contentSizeCategory: ContentSizeCategory = .large,
        userInterfaceStyle: UserInterfaceStyle = .light, horizontalSizeClass: SizeClass? = nil,
        layoutDirection: LayoutDirection = .ltr
    ) {
        self.idiom = idiom
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.layoutDirection = layoutDirection
    }
}
