extension MetricsProfile {
    /// The profile used when a request names none.
    public static let defaultName = "ios26"

    /// Every profile, by name.
    public static let all: [MetricsProfile] = [.ios17, .ios10, .ios26]

    /// Former profile names that still work, each answered with a `profileDeprecated` warning.
    public static let deprecatedAliases: [ProfileAlias] = [
        ProfileAlias(
            name: "ios12", profileName: "ios10",
            reason:
                "it models the 10 pt margins (width − 20) that UIKit logged on iOS 10, while iOS 12.2 and later log width − 16 and iOS 11–12.1 are unknown"
        )
    ]

    /// The profile with this name or deprecated alias, or `nil`.
    public static func named(_ name: String) -> MetricsProfile? {
        let resolved = canonicalName(of: name)
        return all.first { $0.name == resolved }
    }

    /// The profile name `name` stands for: itself, or the profile a deprecated alias names.
    public static func canonicalName(of name: String) -> String {
        deprecatedAliases.first { $0.name == name }?.profileName ?? name
    }

    /// Whether a profile or a deprecated alias has this name; unlike `named(_:)`, copies no profile.
    static func isKnown(_ name: String) -> Bool {
        let resolved = canonicalName(of: name)
        return all.contains { $0.name == resolved }
    }
}

/// A former profile name kept working for old clients.
public struct ProfileAlias: Sendable, Equatable {
    /// The name clients may still send.
    public var name: String
    /// The profile it stands for.
    public var profileName: String
    /// Why the name was given up, as the end of the sentence "`name` is deprecated: …".
    public var reason: String

    /// The warning an answer for a request naming `name` carries.
    public var warning: LayoutWarning {
        LayoutWarning(
            code: .profileDeprecated,
            message:
                "profile \"\(name)\" is deprecated and answered as \"\(profileName)\": \(reason). Send \"\(profileName)\" instead.",
            pointer: "/profile")
    }
}

/// A text style's sizes from `extraSmall` to `accessibilityExtraExtraExtraLarge`, one per category in
/// `ContentSizeCategory.allCases` order, so that each table below reads as a row of the HIG's Dynamic Type table.
func sizesPerCategory(_ sizes: [Double]) -> [ContentSizeCategory: Double] {
    precondition(sizes.count == ContentSizeCategory.allCases.count, "one size per content size category")
    return Dictionary(uniqueKeysWithValues: zip(ContentSizeCategory.allCases, sizes))
}

/// The footnote text style per category (iOS 11+ HIG table, docs/reference.md §5.1): 13 pt at Large.
let footnoteSizes = sizesPerCategory([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])

/// The title3 text style per category (docs/reference.md §5.1): 20 pt at Large.
let title3Sizes = sizesPerCategory([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55])

/// Flutter's iOS 17 action-sheet button sizes (docs/reference.md §5.3): 21 pt at Large, then the body sizes.
let iOS17ActionSizes = sizesPerCategory([21, 21, 21, 21, 23, 24, 24, 28, 33, 40, 47, 53])

/// The subheadline text style per category (docs/reference.md §5.1): 15 pt at Large, the iOS 26 card's title.
let subheadlineSizes = sizesPerCategory([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49])

/// The body text style per category (docs/reference.md §5.1): 17 pt at Large, the iOS 26 card's actions.
let bodySizes = sizesPerCategory([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])

/// The Dynamic Type text styles whose tables the profiles use, by their UIKit names, so that a table is listed
/// as the style it is.
let textStyleSizes: [(name: String, sizes: [ContentSizeCategory: Double])] = [
    ("footnote", footnoteSizes), ("title3", title3Sizes), ("subheadline", subheadlineSizes), ("body", bodySizes),
]

/// SF Pro's units per em, the denominator of its font metrics.
let sfUnitsPerEm = 2048.0

/// SF Pro's ascender 1950 + descender 494 over its units per em (docs/reference.md §5.4; exact at 17 pt).
let sfLineHeightRatio = 2444 / sfUnitsPerEm

/// A separator thickness in device pixels for people, e.g. `1 device pixel (1/scale pt)`.
func devicePixels(_ pixels: Double) -> String {
    "\(format(pixels)) device pixel\(pixels == 1 ? "" : "s") (\(format(pixels))/scale pt)"
}

/// A ratio of SF Pro's metrics written as font units over the units per em, e.g. `2444/2048`.
func sfFontUnits(_ ratio: Double) -> String {
    "\(format(ratio * sfUnitsPerEm))/\(format(sfUnitsPerEm))"
}
