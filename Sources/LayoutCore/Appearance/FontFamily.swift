/// The family of a font, as a role rather than a file: the client maps it to the platform's font.
public enum FontFamily: String, Sendable, CaseIterable {
    /// The system font (`UIFont.systemFont`): SF Pro on iOS.
    case system
}
