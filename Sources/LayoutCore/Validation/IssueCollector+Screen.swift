extension IssueCollector {
    /// Records an issue for each value of `screen` outside `limits`, and for insets wider or taller than it.
    mutating func checkScreen(_ screen: ScreenDescription, limits: LayoutLimits) {
        let side = limits.screenSide
        // Insets are lengths on the screen.
        let onScreen = 0...side.upperBound
        checkNumber(screen.width, "/screen/width", in: side)
        if let height = screen.height { checkNumber(height, "/screen/height", in: side) }
        if let scale = screen.scale { checkNumber(scale, "/screen/scale", in: limits.scale) }
        if let insets = screen.safeAreaInsets {
            checkNumbers(
                (insets.top, insets.left, insets.bottom, insets.right), named: ("top", "left", "bottom", "right"),
                under: "/screen/safeAreaInsets", in: onScreen)
            check(
                insets.left + insets.right < screen.width, "/screen/safeAreaInsets",
                "left + right insets must be smaller than the screen width")
            if let height = screen.height {
                check(
                    insets.top + insets.bottom < height, "/screen/safeAreaInsets",
                    "top + bottom insets must be smaller than the screen height")
            }
        }
        if let radius = screen.displayCornerRadius {
            // A corner can take at most half of the shorter side.
            checkNumber(radius, "/screen/displayCornerRadius", in: 0...side.upperBound / 2)
        }
    }
}
