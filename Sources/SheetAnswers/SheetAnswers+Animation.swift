import AnimationCore
import LayoutCore
import SheetWire

/// `/animation` and `/animation.css`. The style sheet has a route of its own (one operation per media type in
/// openapi.yaml, so that a generated client reads CSS as text: docs/architecture.md, "One operation per media type").
extension SheetAnswers {
    /// `POST /animation`: the present or dismiss animation of the sheet, computed from its layout, in the
    /// request's `format`; for a body with `sheetPresentation`, a presentation sheet's present, dismiss, detent change
    /// or release (`SheetAnswers+PresentationAnimation.swift`).
    ///
    /// Every invalid field is reported at once (422 with pointers), before any maths runs, so no input reaches the
    /// cores' preconditions.
    /// - Parameter body: the JSON request (a `/layout` request plus `transition`, `fps`, `customViewFade`, `format`,
    ///   `slide`).
    /// - Throws: the 400 or 422 problem of an unreadable or invalid request, or of a popover.
    public func animation(_ body: [UInt8]) throws(Problem) -> Answer {
        try animation(of: try Self.animationRequest(from: body))
    }

    /// `POST /animation.css`: the animation as a `text/css` style sheet, whatever the body's `format` says (the path
    /// chooses the encoding).
    /// - Parameter body: the `/animation` request.
    /// - Throws: the problems of `animation(_:)`.
    public func animationStyleSheet(_ body: [UInt8]) throws(Problem) -> Answer {
        try animation(of: try Self.animationRequest(from: body, format: .css))
    }

    /// The `/animation` request `body` holds; `format`, when given, replaces the body's (the route fixes it).
    /// - Throws: the 400 problem of bytes that are not JSON, the 422 problem of an invalid request.
    package static func animationRequest(from body: [UInt8], format: AnimationFormat? = nil) throws(Problem)
        -> AnimationBodyRequest
    {
        var request = try Problem.reading { () throws(WireError) in
            try OptionsRequestDecoding.animationBodyRequest(from: body)
        }
        if let format { request.format = format }
        return request
    }

    /// The animation `request` asks for: an alert controller's or a presentation sheet's.
    /// - Throws: the 422 problem of an invalid layout or transition.
    package func animation(of request: AnimationBodyRequest) throws(Problem) -> Answer {
        switch request {
        case .alertController(let request): try animation(of: request)
        case .presentationSheet(let request): try Self.animation(of: request)
        }
    }

    /// The animation `request` asks for, in its `format`: the layout, the transition and its encoding.
    /// - Throws: the 422 problem of an invalid layout or of a popover that does not slide.
    package func animation(of request: AnimationRequest) throws(Problem) -> Answer {
        let layout = try self.layout(for: request.layout)
        try Self.checkSlides(layout)
        let transition = SheetTransition(layout: layout, options: request.options)
        return Self.encode(transition, layout: layout, request: request)
    }

    /// Refuses an iPad popover of the older profiles: it appears all at once (HIG), and UIKit's fade is not
    /// measured, so /animation and an animated /preview have nothing to model. The iOS 26 popover grows from its
    /// anchor (docs/ios26.md), which `SheetTransition` models.
    package static func checkSlides(_ layout: SheetLayout) throws(Problem) {
        guard layout.presentation == .popover, CatalogProfile.named(layout.profile)?.isGlass != true else { return }
        throw Problem.invalid([
            ValidationIssue(
                pointer: "/traits/idiom",
                detail:
                    "popover presentations fade in; /animation models the iPhone sheet. A regular-width iPad shows the action sheet as a popover; send traits.horizontalSizeClass \"compact\" (or a compact window width) for the sheet's slide, or profile \"ios26\" for the iOS 26 popover, which grows from its source"
            )
        ])
    }

    /// The answer in the requested format.
    private static func encode(_ transition: SheetTransition, layout: SheetLayout, request: AnimationRequest)
        -> Answer
    {
        switch request.options.format {
        case .keyframes:
            return .json(AnimationResponseEncoder.encode(transition))
        case .coreAnimation:
            return .json(AnimationResponseEncoder.encodeCoreAnimation(transition))
        case .css:
            return Answer(
                body: Array(CSSKeyframesStylesheet(transition: transition).text.utf8),
                contentType: "text/css; charset=utf-8")
        case .lottie:
            return .json(
                LottieEncoder.encode(transition, layout: layout, style: request.layout.traits.userInterfaceStyle))
        }
    }
}
