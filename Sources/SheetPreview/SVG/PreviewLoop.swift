import AnimationCore

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
    /// Positions become a vertical `translate` from the rest frame; opacities the group's `opacity`.
    func animation(of track: TransitionTrack) -> String? {
        if track.isConstant { return nil }
        var times = ["0"]
        var values = [value(track.from, of: track)]
        for keyframe in track.keyframes {
            times.append(SVGText.number((Self.lead + keyframe.time) / cycle, digits: 5))
            values.append(value(keyframe.value, of: track))
        }
        times.append("1")
        values.append(value(track.to, of: track))
        let timing =
            "values=\"\(values.joined(separator: ";"))\" keyTimes=\"\(times.joined(separator: ";"))\" "
            + "dur=\"\(SVGText.number(cycle, digits: 4))s\" begin=\"0s\" repeatCount=\"indefinite\" calcMode=\"linear\""
        switch track.property {
        case .positionY:
            return "<animateTransform attributeName=\"transform\" type=\"translate\" \(timing)/>"
        case .opacity:
            return "<animate attributeName=\"opacity\" \(timing)/>"
        }
    }

    private func value(_ value: Double, of track: TransitionTrack) -> String {
        switch track.property {
        case .positionY: return "0 " + SVGText.number(value - track.restFrame.y)
        case .opacity: return SVGText.number(value, digits: 4)
        }
    }
}
