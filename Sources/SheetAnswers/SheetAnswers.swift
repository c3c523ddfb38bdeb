import AnimationCore
import LayoutCore
import SheetPreview
import SheetWire

/// The service's answers without HTTP: a request body in, the answer's bytes or a ``Problem`` out.
///
/// sheetd's routes call these after their HTTP checks (route, method, `Content-Type`), and SheetdClient's offline
/// path calls the same functions in-process, so a layout computed without the network is the daemon's, byte for
/// byte. Pure: no I/O, no clock (the daemon passes its clock in as a ``ComputationTiming``).
///
/// ```swift
/// let answers = SheetAnswers(measurer: FixedMetricsMeasurer())
/// let layout = try answers.layout(Array(#"{"screen":{"width":390},"sheet":{}}"#.utf8))
/// ```
public struct SheetAnswers: Sendable {
    /// The layout engine with the measurer every text goes through.
    public let engine: SheetLayoutEngine

    /// Creates the answers of a service that measures text with `measurer`.
    /// - Parameter measurer: HarfBuzz + ICU in the daemon; whatever measures like it elsewhere.
    public init(measurer: any TextMeasuring) {
        engine = SheetLayoutEngine(measurer: measurer)
    }

    /// `POST /layout`: the frame of every element of the sheet.
    /// - Parameters:
    ///   - body: the JSON request.
    ///   - timing: times the layout (not the reading of the request).
    /// - Throws: the 400 or 422 problem of an unreadable or invalid request.
    public func layout(_ body: [UInt8], timing: some ComputationTiming = UntimedComputation()) throws(Problem)
        -> Answer
    {
        let request = try Problem.reading { () throws(WireError) in try LayoutRequestDecoding.layoutRequest(from: body)
        }
        let layout = try timing.timed("layout") { () throws(Problem) in try self.layout(for: request) }
        return .json(LayoutResponseEncoder.encode(layout))
    }

    /// The layout of a decoded request, its validation issues as a 422 problem.
    public func layout(for request: LayoutRequest) throws(Problem) -> SheetLayout {
        do {
            return try engine.layout(for: request)
        } catch {
            throw .invalid(error.issues)
        }
    }

    /// `POST /animation`: the present or dismiss animation of the sheet, computed from its layout, in the
    /// request's `format`.
    ///
    /// Every invalid field is reported at once (422 with pointers), before any maths runs, so no input reaches the
    /// cores' preconditions.
    /// - Parameters:
    ///   - body: the JSON request (a `/layout` request plus `transition`, `fps`, `customViewFade`, `format`,
    ///     `slide`).
    ///   - timing: times the layout, the transition and its encoding.
    /// - Throws: the 400 or 422 problem of an unreadable or invalid request, or of a popover.
    public func animation(_ body: [UInt8], timing: some ComputationTiming = UntimedComputation()) throws(Problem)
        -> Answer
    {
        let request = try Problem.reading { () throws(WireError) in
            try OptionsRequestDecoding.animationRequest(from: body)
        }
        return try animation(of: request, timing: timing)
    }

    /// The animation `request` asks for, in its `format`.
    func animation(of request: AnimationRequest, timing: some ComputationTiming) throws(Problem) -> Answer {
        try timing.timed("animation") { () throws(Problem) in
            let layout = try self.layout(for: request.layout)
            try Self.checkSlides(layout)
            let transition = SheetTransition(layout: layout, options: request.options)
            return Self.encode(transition, layout: layout, request: request)
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

    /// `GET /profiles`: every metrics profile with the source and confidence of each constant, and the fonts this
    /// service's measurer sets text in.
    public func profiles() -> Answer {
        .json(ProfilesEncoder.encode(MetricsProfile.all, fonts: engine.measurer.fonts))
    }
}
