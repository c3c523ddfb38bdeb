extension SheetTransition {
    /// What the sheet does when it does not slide (an iOS 26 card or popover), for the comments and names of the
    /// exports: whether it fades in or out, and the scale it grows from or shrinks to about which screen point.
    ///
    /// Read from the `sheet` tracks, so it says what is played and never describes a slide (issue #21). For example
    /// "the sheet fades in while scaling from 1.2 about the screen point (187.5, 406)".
    public var motionSummary: String {
        let fade = kind == .present ? "fades in" : "fades out"
        guard let scale = track("sheet", .scale), let origin = scale.origin else {
            return "the sheet \(fade) in place"
        }
        let point =
            "(\(DecimalText.string(origin.x, fractionDigits: 3)), \(DecimalText.string(origin.y, fractionDigits: 3)))"
        let factor = DecimalText.string(kind == .present ? scale.from : scale.to, fractionDigits: 4)
        let direction = kind == .present ? "from" : "to"
        return "the sheet \(fade) while scaling \(direction) \(factor) about the screen point \(point)"
    }
}
