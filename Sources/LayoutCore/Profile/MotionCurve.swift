/// A `CAMediaTimingFunctionName`: a named cubic Bézier curve of Core Animation (control points in
/// docs/reference.md §7.6; AnimationCore turns a name into its curve).
public enum MediaTimingFunctionName: String, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Slow start and end: UIKit's `.curveEaseInOut`, the curve of `UIView.animate(withDuration:)` without options.
    case easeInEaseOut
    /// Core Animation's default curve, equal to CSS `ease`.
    case `default`
}

/// How a part of the transition other than the sheet moves over time.
public enum MotionCurve: Sendable, Equatable {
    /// The sheet's own spring, over the transition's duration: the part moves alongside the sheet.
    case sheetSpring
    /// A named Bézier curve over the transition's duration.
    case mediaTiming(MediaTimingFunctionName)
}

extension MediaTimingFunctionName: ListableValue {}

extension MotionCurve: ListableValue {
    var listedText: String {
        switch self {
        case .sheetSpring: "the sheet spring, over the transition"
        case .mediaTiming(let name): "\(name.rawValue), over the transition"
        }
    }
}
