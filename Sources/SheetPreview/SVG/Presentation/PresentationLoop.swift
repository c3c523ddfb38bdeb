import AnimationCore
import LayoutCore

/// A presentation sheet's transition played in a loop by SMIL, as `PreviewLoop` plays an alert controller's: a pause
/// at the start, the transition's keyframes, a pause at the end, then again.
///
/// Every track of a `PresentationTransition` is sampled on the one spring at the same instants (docs/detents.md §9),
/// so the loop has one `keyTimes` list, and an attribute drawn from several tracks (a sheet's outline from its top,
/// height, inset and corners) takes, at each key time, the values those tracks have there: the keyframes that
/// `/animation` answers, not a motion derived again.
///
/// ```swift
/// let loop = PresentationLoop(transition: transition)
/// loop.samples("dimming", .opacity, otherwise: 0)  // [0, 0, 0.0021, …, 0.2, 0.2]
/// loop.animate("fill-opacity", [0, 0.2].map { "\($0)" })
/// ```
package struct PresentationLoop: Sendable {
    /// The transition played.
    let transition: PresentationTransition
    /// The length of one loop in seconds.
    let cycle: Double
    /// How many values every animation has: the start, every keyframe, the end.
    let count: Int
    /// The `keyTimes` shared by every animation.
    private let keyTimes: String

    /// Plays `transition`.
    package init(transition: PresentationTransition) {
        self.transition = transition
        let cycle = PreviewLoop.lead + transition.duration + PreviewLoop.hold
        self.cycle = cycle
        let times = transition.tracks.first?.keyframes.map(\.time) ?? []
        count = times.count + 2
        keyTimes =
            (["0"] + times.map { SVGText.number((PreviewLoop.lead + $0) / cycle, digits: 5) } + ["1"])
            .joined(separator: ";")
    }

    /// The values of `property` on `target` at every key time (its start, its keyframes, its end), or `otherwise`
    /// throughout when the transition has no such track (a sheet without a grabber, a sheet on its own).
    func samples(_ target: String, _ property: AnimatedProperty, otherwise: Double) -> [Double] {
        guard let track = transition.track(target, property), track.keyframes.count + 2 == count else {
            return Array(repeating: otherwise, count: count)
        }
        return [track.from] + track.keyframes.map(\.value) + [track.to]
    }

    /// An `<animate>` of `attribute` through `values`, one per key time: interpolated between them, or, when
    /// `discrete`, each held until the next key time.
    func animate(_ attribute: String, _ values: [String], discrete: Bool = false) -> String {
        "<animate attributeName=\"\(attribute)\" \(timing(values, mode: discrete ? "discrete" : "linear"))/>"
    }

    /// An `<animateTransform>` of `type` through `values`, one per key time, added to the one before it when
    /// `additive`.
    func animateTransform(_ type: String, _ values: [String], additive: Bool = false) -> String {
        "<animateTransform attributeName=\"transform\" type=\"\(type)\"\(additive ? " additive=\"sum\"" : "") "
            + "\(timing(values))/>"
    }

    private func timing(_ values: [String], mode: String = "linear") -> String {
        "values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(keyTimes)\" "
            + "dur=\"\(SVGText.number(cycle, digits: 4))s\" begin=\"0s\" repeatCount=\"indefinite\" calcMode=\"\(mode)\""
    }
}
