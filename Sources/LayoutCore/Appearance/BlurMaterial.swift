/// The blur behind a group, as `UIBlurEffect.Style`.
public enum BlurMaterial: String, Sendable, CaseIterable {
    /// `.systemMaterial` (iOS 13 and later; adapts to dark mode).
    case systemMaterial
    /// `.prominent` (iOS 10–12).
    case prominent
    /// `.extraLight` (iOS 9).
    case extraLight
    /// Liquid Glass (`UIGlassEffect`, iOS 26): the card and the anchored popover.
    case glass
}
