/// One detent of a presentation sheet (`UISheetPresentationController.Detent`, SwiftUI's `PresentationDetent`): a
/// height the sheet rests at, named by its identifier.
public struct Detent: Sendable, Equatable {
    /// The detent's identifier: `large` and `medium` for the system detents (UIKit's
    /// `com.apple.UIKit.large`/`com.apple.UIKit.medium`, which requests may use too), the app's own for a custom one.
    public var identifier: String
    /// How the detent's height is found.
    public var kind: DetentKind

    /// A detent with `identifier`, resolved by `kind`.
    public init(identifier: String, kind: DetentKind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// The system's large detent (`.large()`, SwiftUI `.large`): the full height.
    public static let large = Detent(identifier: DetentKind.largeIdentifier, kind: .large)
    /// The system's medium detent (`.medium()`, SwiftUI `.medium`).
    public static let medium = Detent(identifier: DetentKind.mediumIdentifier, kind: .medium)
}

/// How a detent's value (the sheet's height above the bottom safe area) is resolved, docs/detents.md §1.
public enum DetentKind: Sendable, Equatable {
    /// `maximumDetentValue`.
    case large
    /// A fraction of `maximumDetentValue` that depends on the container's height; inactive in compact height.
    case medium
    /// A custom detent returning this height (`.custom { _ in height }`, SwiftUI `.height(_:)`).
    case height(Double)
    /// A custom detent returning this fraction of `maximumDetentValue` (SwiftUI `.fraction(_:)`).
    case fraction(Double)

    /// The identifier of the large detent.
    public static let largeIdentifier = "large"
    /// The identifier of the medium detent.
    public static let mediumIdentifier = "medium"

    /// The wire name of the kind: `large`, `medium`, `height` or `fraction`.
    public var name: String {
        switch self {
        case .large: "large"
        case .medium: "medium"
        case .height: "height"
        case .fraction: "fraction"
        }
    }
}
