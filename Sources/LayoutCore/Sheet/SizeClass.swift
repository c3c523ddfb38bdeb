/// The width class of the window, as `UIUserInterfaceSizeClass` for the horizontal axis.
public enum SizeClass: String, Sendable, CaseIterable {
    /// Compact width: every iPhone in portrait, an iPad window in Slide Over or a narrow Split View.
    case compact
    /// Regular width: a full-screen iPad, or a wide Split View window.
    case regular
}
