extension MetricsProfile {
    /// The profile used when a request names none.
    public static let defaultName = "ios17"

    /// Every profile, by name.
    public static let all: [MetricsProfile] = [.ios17, .ios12, .ios26]

    /// The profile with this name, or `nil`.
    public static func named(_ name: String) -> MetricsProfile? {
        all.first { $0.name == name }
    }

    /// Whether a profile has this name; unlike `named(_:)`, copies no profile.
    static func isKnown(_ name: String) -> Bool {
        all.contains { $0.name == name }
    }
}

/// The footnote text style per category (iOS 11+ HIG table, docs/reference.md §5.1): 13 pt at Large.
let footnoteSizes: [ContentSizeCategory: Double] = [
    .extraSmall: 12, .small: 12, .medium: 12, .large: 13, .extraLarge: 15, .extraExtraLarge: 17,
    .extraExtraExtraLarge: 19, .accessibilityMedium: 23, .accessibilityLarge: 27,
    .accessibilityExtraLarge: 33, .accessibilityExtraExtraLarge: 38, .accessibilityExtraExtraExtraLarge: 44,
]

/// The title3 text style per category (docs/reference.md §5.1): 20 pt at Large.
let title3Sizes: [ContentSizeCategory: Double] = [
    .extraSmall: 17, .small: 18, .medium: 19, .large: 20, .extraLarge: 22, .extraExtraLarge: 24,
    .extraExtraExtraLarge: 26, .accessibilityMedium: 31, .accessibilityLarge: 37,
    .accessibilityExtraLarge: 43, .accessibilityExtraExtraLarge: 49, .accessibilityExtraExtraExtraLarge: 55,
]

/// Flutter's iOS 17 action-sheet button sizes (docs/reference.md §5.3): 21 pt at Large, then the body sizes.
let iOS17ActionSizes: [ContentSizeCategory: Double] = [
    .extraSmall: 21, .small: 21, .medium: 21, .large: 21, .extraLarge: 23, .extraExtraLarge: 24,
    .extraExtraExtraLarge: 24, .accessibilityMedium: 28, .accessibilityLarge: 33,
    .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
]

/// The subheadline text style per category (docs/reference.md §5.1): 15 pt at Large, the iOS 26 card's title.
let subheadlineSizes: [ContentSizeCategory: Double] = [
    .extraSmall: 12, .small: 13, .medium: 14, .large: 15, .extraLarge: 17, .extraExtraLarge: 19,
    .extraExtraExtraLarge: 21, .accessibilityMedium: 25, .accessibilityLarge: 30,
    .accessibilityExtraLarge: 36, .accessibilityExtraExtraLarge: 42, .accessibilityExtraExtraExtraLarge: 49,
]

/// The body text style per category (docs/reference.md §5.1): 17 pt at Large, the iOS 26 card's actions.
let bodySizes: [ContentSizeCategory: Double] = [
    .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
    .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
    .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
]

/// The Dynamic Type text styles whose tables the profiles use, by their UIKit names, so that a table is listed
/// as the style it is.
let textStyleSizes: [(name: String, sizes: [ContentSizeCategory: Double])] = [
    ("footnote", footnoteSizes), ("title3", title3Sizes), ("subheadline", subheadlineSizes), ("body", bodySizes),
]

/// SF Pro's units per em, the denominator of its font metrics.
let sfUnitsPerEm = 2048.0

/// SF Pro's ascender 1950 + descender 494 over its units per em (docs/reference.md §5.4; exact at 17 pt).
let sfLineHeightRatio = 2444 / sfUnitsPerEm

/// A ratio of SF Pro's metrics written as font units over the units per em, e.g. `2444/2048`.
func sfFontUnits(_ ratio: Double) -> String {
    "\(format(ratio * sfUnitsPerEm))/\(format(sfUnitsPerEm))"
}
