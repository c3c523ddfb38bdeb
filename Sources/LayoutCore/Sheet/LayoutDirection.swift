/// The direction of the user interface, as `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Left to right: the leading edge is the left one.
    case ltr
    /// Right to left (Arabic, Hebrew, …): the leading edge is the right one, and the layout is mirrored.
    case rtl
}
