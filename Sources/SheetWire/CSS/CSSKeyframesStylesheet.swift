import AnimationCore

/// A transition as CSS: one `@keyframes` rule per animated property of each element, and one class per element
/// that plays them.
///
/// Each element is expected to sit at its rest frame (the layout's `screenFrame`, 1 px = 1 pt); positions are
/// written as `transform: translateY(…px)`, the offset from that frame, opacities as `opacity`, and the iOS 26
/// scales as `transform: scale(…)` about the class's `transform-origin`. A spring is
/// eased with an adaptive `linear()` (`CSSLinearEasing`, within 0.001 of the distance), a Bézier with its exact
/// `cubic-bezier()`. Every animation fills `both`, so an element shows its first value before it starts and its
/// last after it ends. The text is deterministic: numbers have at most 3 decimals (px) or 4 (opacity, seconds,
/// easing stops).
///
/// ```swift
/// let css = CSSKeyframesStylesheet(transition: transition).text
/// // @keyframes sheetd-present-sheet-position-y { from { transform: translateY(391.667px); } … }
/// // .sheetd-present-sheet { animation: sheetd-present-sheet-position-y 0.404s linear(0, …, 1) 0s 1 normal both; }
/// ```
public struct CSSKeyframesStylesheet: Sendable, Equatable {
    /// The prefix of every rule and class name.
    public static let prefix = "sheetd"

    /// The style sheet.
    public let text: String

    /// Writes the style sheet of `transition`.
    ///
    /// - Parameter transition: The transition.
    public init(transition: SheetTransition) {
        var easings: [(curve: TimingCurve, text: String)] = []
        func easing(_ curve: TimingCurve) -> String {
            if let known = easings.first(where: { $0.curve == curve }) { return known.text }
            let text = curve.cssEasing
            easings.append((curve, text))
            return text
        }
        let kind = transition.kind.rawValue
        var lines = [
            "/* sheetd: \(kind) transition of \(transition.presentation == .alert ? "an alert" : "an action sheet"), \(Self.seconds(transition.duration)), on a "
                + "\(Self.number(transition.screen.width, 3)) x \(Self.number(transition.screen.height, 3)) px screen.",
            "   Put each element at its rest frame (the layout's screenFrame, 1 px = 1 pt) and give it the class of its",
            "   id. translateY is the offset from that frame.",
            !transition.slides
                ? "   No slide: \(transition.motionSummary)."
                : transition.offset.slide == .uiKit
                    ? "   Slide: UIKit's own, \(Self.number(transition.offset.distance, 3))px (the sheet's top to the screen's bottom)."
                    : "   Slide: sheetd's clearCustomView, \(Self.number(transition.offset.distance, 3))px (not UIKit's: far "
                        + "enough to hide the custom view).",
        ]
        for warning in transition.warnings {
            lines.append("   Warning \(warning.code.rawValue): \(Self.commentSafe(warning.message))")
        }
        lines[lines.count - 1] += " */"
        lines += Self.rules(
            of: transition.tracks, kindName: kind, style: .alertController, easing: easing)
        text = lines.joined(separator: "\n") + "\n"
    }

    /// How an element's properties become declarations.
    enum DeclarationStyle {
        /// An alert controller: positions as `transform: translateY` from the rest frame, scales as
        /// `transform: scale`, never both on one element.
        case alertController
        /// A presentation sheet, whose top, inset scale and translation move together: the top as `top`, the scale
        /// and translation as the individual `scale` and `translate` properties (applied about the element's own
        /// centre, as UIKit applies the transform about the frame's), corners as `border-*-radius`, the shadow's
        /// opacity as the `--sheetd-shadow-opacity` custom property.
        case presentationSheet
    }

    /// The `@keyframes` rules and the class of each element of `tracks`, in the order the elements first appear.
    static func rules(
        of tracks: [TransitionTrack], kindName: String, style: DeclarationStyle, easing: (TimingCurve) -> String
    ) -> [String] {
        var lines: [String] = []
        var targets: [String] = []
        for track in tracks where !targets.contains(track.target) { targets.append(track.target) }
        for target in targets {
            let tracks = tracks.filter { $0.target == target }
            var animations: [String] = []
            for track in tracks {
                let name = keyframesName(kindName: kindName, target: target, property: track.property)
                lines.append("")
                lines.append("@keyframes \(name) {")
                lines.append("  from { \(declaration(track, value: track.from, style: style)) }")
                lines.append("  to { \(declaration(track, value: track.to, style: style)) }")
                lines.append("}")
                animations.append("\(name) \(seconds(track.duration)) \(easing(track.curve)) 0s 1 normal both")
            }
            let frame = tracks[0].restFrame
            lines.append("")
            lines.append(
                "/* rest frame: left \(number(frame.x, 3))px, top \(number(frame.y, 3))px, width "
                    + "\(number(frame.width, 3))px, height \(number(frame.height, 3))px */")
            lines.append(".\(className(kindName: kindName, target: target)) {")
            if style == .presentationSheet {
                // UIKit scales about the frame's centre, wherever the frame's top and height are.
                lines.append("  transform-origin: 50% 50%;")
            } else if let origin = tracks.first(where: { $0.property == .scale })?.origin {
                // The scale's fixed point, from the element's own top-left corner at rest.
                lines.append(
                    "  transform-origin: \(number(origin.x - frame.x, 3))px \(number(origin.y - frame.y, 3))px;"
                )
            }
            lines.append("  animation: \(animations.joined(separator: ",\n    "));")
            lines.append("}")
        }
        return lines
    }

    /// `text` with every `*/` broken, so that it cannot end the comment it is put in.
    static func commentSafe(_ text: String) -> String {
        var safe = ""
        var previous: Character = " "
        for character in text {
            if previous == "*" && character == "/" { safe.append(" ") }
            safe.append(character)
            previous = character
        }
        return safe
    }

    /// The class that animates `target`, such as `sheetd-present-sheet`.
    ///
    /// - Parameters:
    ///   - kind: Present or dismiss.
    ///   - target: The element's id.
    /// - Returns: The class name, without the leading dot.
    public static func className(kind: TransitionKind, target: String) -> String {
        className(kindName: kind.rawValue, target: target)
    }

    /// The class that animates `target` in the transition named `kindName` (`present`, `detentChange`, …).
    public static func className(kindName: String, target: String) -> String {
        "\(prefix)-\(kindName)-\(target)"
    }

    /// The `@keyframes` rule of one property of `target`, such as `sheetd-present-sheet-position-y`.
    ///
    /// - Parameters:
    ///   - kind: Present or dismiss.
    ///   - target: The element's id.
    ///   - property: The animated property.
    /// - Returns: The rule's name.
    public static func keyframesName(kind: TransitionKind, target: String, property: AnimatedProperty) -> String {
        keyframesName(kindName: kind.rawValue, target: target, property: property)
    }

    /// The `@keyframes` rule of one property of `target` in the transition named `kindName`.
    public static func keyframesName(kindName: String, target: String, property: AnimatedProperty) -> String {
        // The key path with its dots as hyphens: `transform.translation.y` → `transform-translation-y`.
        let suffix: String
        switch property {
        case .positionY: suffix = "position-y"
        case .opacity: suffix = "opacity"
        case .scale: suffix = "scale"
        case .height: suffix = "height"
        case .translationY: suffix = "translation-y"
        case .cornerRadius: suffix = "corner-radius"
        case .topCornerRadius: suffix = "corner-radius-top"
        case .bottomCornerRadius: suffix = "corner-radius-bottom"
        case .shadowOpacity: suffix = "shadow-opacity"
        }
        return "\(className(kindName: kindName, target: target))-\(suffix)"
    }

    /// The declaration that shows `value` of `track`'s property.
    private static func declaration(_ track: TransitionTrack, value: Double, style: DeclarationStyle) -> String {
        let points = number(value, 3)
        switch (track.property, style) {
        case (.positionY, .alertController):
            return "transform: translateY(\(number(value - track.restFrame.y, 3))px);"
        case (.positionY, .presentationSheet):
            return "top: \(points)px;"
        case (.opacity, _):
            return "opacity: \(number(value, 4));"
        case (.scale, .alertController):
            return "transform: scale(\(number(value, 4)));"
        case (.scale, .presentationSheet):
            return "scale: \(number(value, 4));"
        case (.height, _):
            return "height: \(points)px;"
        case (.translationY, _):
            return "translate: 0px \(points)px;"
        case (.cornerRadius, _):
            return "border-radius: \(points)px;"
        case (.topCornerRadius, _):
            return "border-top-left-radius: \(points)px; border-top-right-radius: \(points)px;"
        case (.bottomCornerRadius, _):
            return "border-bottom-left-radius: \(points)px; border-bottom-right-radius: \(points)px;"
        case (.shadowOpacity, _):
            return "\(shadowOpacityProperty): \(number(value, 4));"
        }
    }

    /// The custom property that carries a presentation sheet's shadow opacity (registered by `@property`, so that
    /// it interpolates); a `box-shadow` colour can read it.
    static let shadowOpacityProperty = "--\(prefix)-shadow-opacity"

    static func number(_ value: Double, _ digits: Int) -> String {
        DecimalText.string(value, fractionDigits: digits)
    }

    private static func seconds(_ value: Double) -> String {
        number(value, 4) + "s"
    }
}
