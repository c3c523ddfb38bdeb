/// How a label's lines sit in its frame, as `NSTextAlignment` in the terms of both layout directions.
public enum TextAlignment: String, Sendable, CaseIterable {
    /// Centred: UIKit centres the action sheet's labels in both layout directions.
    case center
    /// Against the leading edge (the left one left to right, the right one right to left).
    case leading
    /// Against the trailing edge.
    case trailing
}
