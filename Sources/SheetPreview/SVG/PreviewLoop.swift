import AnimationCore
import LayoutCore

/// A transition played in a loop by SMIL: a pause at the start, the transition's keyframes, a pause at the end,
/// then again.
///
/// Every track's samples (`TransitionTrack.keyframes`, at the request's `fps`) become the `values` of one
/// `<animate>` or `<animateTransform>`, with linear interpolation between them, shifted by `lead`; all of them
/// share one `dur` (`cycle`) so they stay in step on every repeat.
///
/// ```swift
/// let loop = PreviewLoop(transition: transition)
/// loop.cycle                                    // 1.904 for the 0.404 s sheet spring
/// loop.animation(of: transition.tracks[0])      // "<animateTransform attributeName=\"transform\" …/>"
/// ```
package struct PreviewLoop: Sendable {
    /// Seconds the start state shows before the transition begins.
    static let lead = 0.5
    /// Seconds the end state shows before the loop starts again.
    static let hold = 1.0

    /// The transition played.
    let transition: SheetTransition

    /// The length of one loop in seconds.
    var cycle: Double { Self.lead + transition.duration + Self.hold }

    /// The SMIL element that plays `track` on the group drawing its element at rest, or `nil` for a constant track.
    ///
    /// Positions become a vertical `translate` from the rest frame; opacities the group's `opacity`; a scale about
    /// its origin o (iOS 26) a `translate` by o × (1 − s) with a `scale` by s added after it, which together keep o
    /// in place.
    func animation(of track: TransitionTrack) -> String? {
        if track.isConstant { return nil }
        if track.property == .scale {
            let origin = track.origin ?? Point(x: track.restFrame.midX, y: track.restFrame.midY)
            let shift = animation(of: track) { scale in
                "\(SVGText.number(origin.x * (1 - scale))) \(SVGText.number(origin.y * (1 - scale)))"
            }
            let scale = animation(of: track) { SVGText.number($0, digits: 4) }
            return "<animateTransform attributeName=\"transform\" type=\"translate\" \(shift)/>\n"
                + "<animateTransform attributeName=\"transform\" type=\"scale\" additive=\"sum\" \(scale)/>"
        }
        let timing = animation(of: track) { value($0, of: track) }
        switch track.property {
        case .positionY:
            return "<animateTransform attributeName=\"transform\" type=\"translate\" \(timing)/>"
        case .opacity, .scale:
            return "<animate attributeName=\"opacity\" \(timing)/>"
        case .height, .translationY, .cornerRadius, .topCornerRadius, .bottomCornerRadius, .shadowOpacity:
            // A presentation sheet's properties: an alert controller's transition has none.
            return nil
        }
    }

    /// The `values`, `keyTimes` and timing attributes of `track`, each value written by `text`.
    private func animation(of track: TransitionTrack, text: (Double) -> String) -> String {
        var times = ["0"]
        var values = [text(track.from)]
        for keyframe in track.keyframes {
            times.append(SVGText.number((Self.lead + keyframe.time) / cycle, digits: 5))
            values.append(text(keyframe.value))
        }
        times.append("1")
        values.append(text(track.to))
        return "values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\" "
            + "dur=\"\(SVGText.number(cycle, digits: 4))s\" begin=\"0s\" repeatCount=\"indefinite\" calcMode=\"linear\""
    }

    private func value(_ value: Double, of track: TransitionTrack) -> String {
        switch track.property {
        case .positionY: return "0 " + SVGText.number(value - track.restFrame.y)
        case .opacity, .scale, .height, .translationY, .cornerRadius, .topCornerRadius, .bottomCornerRadius,
            .shadowOpacity:
            return SVGText.number(value, digits: 4)
        }
    }
}
