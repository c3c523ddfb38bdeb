/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}
