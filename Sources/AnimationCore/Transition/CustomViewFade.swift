/// The seed's fix for the custom view left behind on dismissal: fade it to transparent as the sheet starts
/// to leave.
///
/// The seed calls `UIView.animate(withDuration: 0.1) { customView.alpha = 0 }` in `viewWillDisappear(_:)`, so the
/// fade starts with the transition and uses UIKit's default curve, ease-in-ease-out (docs/reference.md
/// §9.1, §7.6).
///
/// ```swift
/// let fade = CustomViewFade(duration: 0.2, curve: .easeOut)
/// ```
public struct CustomViewFade: Sendable, Equatable {
    /// The longest fade accepted, in seconds; longer ones would outlast the 0.404 s transition by far.
    public static let maximumDuration = 2.0

    /// The seed's fade: 0.1 s, ease-in-ease-out, from the start of the dismissal (the default profile's
    /// `customViewFadeDuration` and `customViewFadeCurve`).
    public static let seed = SheetMotion.standard.seedFade

    /// The length of the fade in seconds, in (0, `maximumDuration`].
    public let duration: Double
    /// How the opacity runs from 1 to 0.
    public let curve: CubicBezierTimingFunction

    /// Creates a fade.
    ///
    /// - Precondition: `isValid(duration:)`. Validate untrusted input first.
    /// - Parameters:
    ///   - duration: The length of the fade in seconds.
    ///   - curve: The timing function of the fade.
    public init(duration: Double, curve: CubicBezierTimingFunction) {
        precondition(Self.isValid(duration: duration), "fade duration must lie in (0, \(Self.maximumDuration)]")
        self.duration = duration
        self.curve = curve
    }

    /// Whether `duration` is an acceptable fade length: finite, positive and at most `maximumDuration`.
    ///
    /// - Parameter duration: A length in seconds.
    /// - Returns: `true` when `init(duration:curve:)` accepts it.
    public static func isValid(duration: Double) -> Bool {
        duration > 0 && duration <= maximumDuration
    }

    /// The timing curve of the fade, ready for sampling.
    public var timingCurve: TimingCurve { .cubicBezier(curve, duration: duration) }
}
