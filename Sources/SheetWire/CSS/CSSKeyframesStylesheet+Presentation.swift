import AnimationCore

extension CSSKeyframesStylesheet {
    /// Writes the style sheet of a presentation sheet's transition: the same rules and classes as an alert
    /// controller's (`rules(of:kindName:style:easing:)`), every element on the one spring's `linear()` easing.
    ///
    /// - Parameter presentation: The transition.
    public init(presentation transition: PresentationTransition) {
        let easing = transition.curve.cssEasing
        let kind = transition.kind.rawValue
        let from = transition.from.detentIdentifier ?? "dismissed"
        let to = transition.to.detentIdentifier ?? "dismissed"
        var lines = [
            "/* sheetd: \(kind) transition of a presentation sheet, \(from) to \(to), \(Self.number(transition.duration, 4))s, "
                + "on a \(Self.number(transition.screen.width, 3)) x \(Self.number(transition.screen.height, 3)) px screen.",
            "   Spring: damping ratio \(Self.number(transition.dampingRatio, 4)), response \(Self.number(transition.response, 4))s.",
            "   Put each element at its rest frame (1 px = 1 pt, position: absolute) and give it the class of its id;",
            "   top and height are its frame's, scale and translate its inset about its centre. */",
            "",
            "@property \(Self.shadowOpacityProperty) { syntax: '<number>'; inherits: false; initial-value: 0; }",
        ]
        lines += Self.rules(of: transition.tracks, kindName: kind, style: .presentationSheet) { _ in easing }
        text = lines.joined(separator: "\n") + "\n"
    }
}
