import AnimationCore
import HTTPServer
import LayoutCore
import SheetWire

extension SheetService {
    /// POST /animation: the present or dismiss animation of the sheet, computed from its layout.
    ///
    /// The body is a `/layout` request plus `transition` (required), `fps`, `customViewFade` and `format`. Every
    /// invalid field is reported at once (422 with pointers), before any maths runs, so no input reaches the
    /// cores' preconditions.
    func animation(_ request: HTTPRequest) -> HTTPResponse {
        do throws(Problem) {
            let animationRequest = try Self.jsonBody(of: request, OptionsRequestDecoding.animationRequest(from:))
            return try timed("animation") { () throws(Problem) in
                let layout = try computeLayout(animationRequest.layout)
                try Self.checkSlides(layout)
                let options = animationRequest.options
                let transition = SheetTransition(
                    layout: layout, kind: options.transition, fps: options.fps, customViewFade: options.customViewFade)
                return Self.encode(transition, layout: layout, request: animationRequest)
            }
        } catch {
            return Responses.problem(error)
        }
    }

    /// Refuses an iPad popover of the older profiles: it appears all at once (HIG), and UIKit's fade is not
    /// measured, so /animation and an animated /preview have nothing to model. The iOS 26 popover grows from its
    /// anchor (docs/ios26.md), which `SheetTransition` models.
    static func checkSlides(_ layout: SheetLayout) throws(Problem) {
        guard layout.presentation == .popover, MetricsProfile.named(layout.profile)?.glass == nil else { return }
        throw Problem.invalid([
            ValidationIssue(
                pointer: "/traits/idiom",
                detail:
                    "popover presentations fade in; /animation models the iPhone sheet. A regular-width iPad shows the action sheet as a popover; send traits.horizontalSizeClass \"compact\" (or a compact window width) for the sheet's slide, or profile \"ios26\" for the iOS 26 popover, which grows from its source"
            )
        ])
    }

    /// The response body in the requested format.
    private static func encode(_ transition: SheetTransition, layout: SheetLayout, request: AnimationRequest)
        -> HTTPResponse
    {
        switch request.options.format {
        case .keyframes:
            return Responses.json(AnimationResponseEncoder.encode(transition))
        case .coreAnimation:
            return Responses.json(AnimationResponseEncoder.encodeCoreAnimation(transition))
        case .css:
            return Responses.text(
                CSSKeyframesStylesheet(transition: transition).text, contentType: "text/css; charset=utf-8")
        case .lottie:
            return Responses.json(
                LottieEncoder.encode(transition, layout: layout, style: request.layout.traits.userInterfaceStyle))
        }
    }
}
