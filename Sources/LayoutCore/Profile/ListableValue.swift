/// A value of a profile constant that renders itself for people in `GET /profiles`.
protocol ListableValue: Sendable {
    /// The value as people read it: a number, a colour, a rule in words.
    var listedText: String { get }
}

extension Double: ListableValue {
    var listedText: String { format(self) }
}

extension Color: ListableValue {
    var listedText: String { hex }
}

extension DynamicColor: ListableValue {
    /// Both colours, e.g. `light #FCFCFCC8, dark #292929BE`, or one where they are the same.
    var listedText: String { light == dark ? light.hex : "light \(light.hex), dark \(dark.hex)" }
}

extension ListableValue where Self: RawRepresentable, RawValue == String {
    var listedText: String { rawValue }
}

extension BlurMaterial: ListableValue {}
extension CornerCurve: ListableValue {}
extension TextAlignment: ListableValue {}
extension PopoverArrowDirection: ListableValue {}

extension Array: ListableValue where Element: ListableValue {
    var listedText: String { map(\.listedText).joined(separator: ", ") }
}

extension TopLimitRule: ListableValue {
    var listedText: String {
        switch self {
        case .iOS17Table: "max(top inset, 20); 47→47, 59→54 interpolated"
        case .belowSafeAreaTop(let distance): "safe-area top + \(format(distance))"
        }
    }
}

extension TitleWeightRule: ListableValue {
    var listedText: String {
        switch self {
        case .semiboldWhenMessageExists: "semibold when a message exists"
        case .alwaysSemibold: "always semibold"
        }
    }
}

extension MessageWeightRule: ListableValue {
    var listedText: String {
        switch self {
        case .semiboldWhenAlone: "semibold when there is no title"
        case .alwaysRegular: "always regular"
        }
    }
}

extension Dictionary: ListableValue where Key == ContentSizeCategory, Value == Double {
    /// A text style's table as its name, its range and its size at Large (`footnote: 12…44, 13 at Large`); any
    /// other table as its smallest size with the categories that share it, then each larger category's size.
    var listedText: String {
        if let style = textStyleSizes.first(where: { $0.sizes == self }) {
            let sizes = ContentSizeCategory.allCases.compactMap { self[$0] }
            let range = "\(format(sizes.first ?? 0))…\(format(sizes.last ?? 0))"
            return "\(style.name): \(range), \(format(self[.large] ?? 0)) at Large"
        }
        let categories = ContentSizeCategory.allCases.filter { self[$0] != nil }
        guard let first = categories.first, let smallest = self[first] else { return "" }
        let shared = categories.prefix { self[$0] == smallest }
        let last = shared.last ?? first
        let span = last == first ? first.abbreviation : "\(first.abbreviation)…\(last.abbreviation)"
        let larger = categories.dropFirst(shared.count).compactMap { self[$0] }.map(format)
        return (["\(format(smallest)) at \(span)"] + larger).joined(separator: ", ")
    }
}

extension ContentSizeCategory {
    /// The category's short name in Apple's size tables: xS to xxxL, then AX1 to AX5.
    fileprivate var abbreviation: String {
        switch self {
        case .extraSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "xL"
        case .extraExtraLarge: "xxL"
        case .extraExtraExtraLarge: "xxxL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }
}
