/// The shape of rounded corners, as `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, CaseIterable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curve (a squircle-like superellipse).
    case continuous
}
