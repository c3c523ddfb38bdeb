/// A catalogue profile held once, by reference, with its per-category font sizes in arrays indexed by the
/// category's position. The engine passes it to every pass instead of copying the profile (its name, tables and
/// lists) into each, and looks sizes up without hashing the category; the other modules read a layout's profile
/// constants through it, where `MetricsProfile.named(_:)` would copy the whole profile to read one.
package final class CatalogProfile: Sendable {
    /// The profile itself.
    package let metrics: MetricsProfile
    /// Whether the profile has `glass` constants (iOS 26), known without copying them.
    package let isGlass: Bool
    /// Whether the profile has presentation sheets (`sheetPresentation` constants), known without copying them.
    package let hasPresentationSheets: Bool
    /// `metrics.sheetPresentation`, held by reference so that a layout's parts share it instead of copying it.
    package let sheetPresentation: SharedSheetPresentationMetrics?
    /// `metrics.headerFontSizes` by `ContentSizeCategory.position`, 13 pt where the table has no entry.
    private let headerFontSizes: [Double]
    /// `metrics.actionFontSizes` by `ContentSizeCategory.position`, 21 pt where the table has no entry.
    private let actionFontSizes: [Double]
    /// Its `assumptions` sentences, written once.
    let sentences: AssumptionSentences

    init(_ metrics: MetricsProfile) {
        self.metrics = metrics
        isGlass = metrics.glass != nil
        hasPresentationSheets = metrics.sheetPresentation != nil
        sheetPresentation = metrics.sheetPresentation.map(SharedSheetPresentationMetrics.init)
        headerFontSizes = ContentSizeCategory.allCases.map { metrics.headerFontSizes[$0] ?? 13 }
        actionFontSizes = ContentSizeCategory.allCases.map { metrics.actionFontSizes[$0] ?? 21 }
        sentences = AssumptionSentences(metrics)
    }

    /// The title and message font size for `category`.
    func headerFontSize(_ category: ContentSizeCategory) -> Double { headerFontSizes[category.position] }

    /// The action font size for `category`, before any shrinking.
    func actionFontSize(_ category: ContentSizeCategory) -> Double { actionFontSizes[category.position] }

    /// The profile of the apps that opt out of Liquid Glass and of older systems.
    package static let ios17 = CatalogProfile(.ios17)
    /// The default profile (`MetricsProfile.defaultName`), also used when a name is unknown (validation refuses
    /// unknown names first).
    package static let ios26 = CatalogProfile(.ios26)
    /// Every profile of `MetricsProfile.all`, in its order, the two above shared rather than built twice.
    static let all: [CatalogProfile] = MetricsProfile.all.map {
        $0.name == ios17.metrics.name ? ios17 : $0.name == ios26.metrics.name ? ios26 : .init($0)
    }

    /// The profile with this name or deprecated alias, or `nil`.
    package static func named(_ name: String) -> CatalogProfile? {
        let resolved = MetricsProfile.canonicalName(of: name)
        return all.first { $0.metrics.name == resolved }
    }
}

extension ContentSizeCategory {
    /// The position of the category from the smallest (0) to the largest (11), without searching `allCases`.
    var position: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }
}
