import AnimationCore
import LayoutCore
import SheetWire

/// The service's answers without HTTP: a request body in, the answer's bytes or a ``Problem`` out.
///
/// sheetd's routes call these after their HTTP checks (route, method, `Content-Type`), and SheetdKit's offline
/// path calls the same functions in-process, so a layout computed without the network is the daemon's, byte for
/// byte. Pure: no I/O, no clock, no HTTP (content negotiation is the server's) and no pictures (previews are
/// SheetPreviewAnswers', an opt-in for clients: docs/architecture.md, "A client that carries no server").
///
/// Each answer comes in stages, so that a caller that times the computation (the daemon's metrics) wraps the stage
/// it times from above, and nothing here calls back up: reading the request (`…Request(from:)`, a 400 or 422), then
/// computing and encoding it (`layout(for:)` then `answer(for:)`, `animation(of:)`), or both at once (`layout(_:)`,
/// `animation(_:)`).
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
    /// - Parameter body: the JSON request.
    /// - Throws: the 400 or 422 problem of an unreadable or invalid request.
    public func layout(_ body: [UInt8]) throws(Problem) -> Answer {
        switch try Self.sheetRequest(from: body) {
        case .alertController(let request): Self.answer(for: try layout(for: request))
        case .presentationSheet(let request): Self.answer(for: try Self.layout(for: request))
        }
    }

    /// The `/layout` request `body` holds: an alert controller's (`sheet`) or a presentation sheet's
    /// (`sheetPresentation`).
    /// - Throws: the 400 problem of bytes that are not JSON, the 422 problem of an invalid request.
    public static func sheetRequest(from body: [UInt8]) throws(Problem) -> SheetRequest {
        try Problem.reading { () throws(WireError) in try PresentationRequestDecoding.sheetRequest(from: body) }
    }

    /// The layout of a presentation sheet's request, its validation issues as a 422 problem. It measures no text,
    /// so it needs no measurer.
    public static func layout(for request: PresentationSheetRequest) throws(Problem) -> PresentationSheetLayout {
        do {
            return try PresentationSheetLayoutEngine().layout(for: request)
        } catch {
            throw .invalid(error.issues)
        }
    }

    /// The `/layout` answer of a presentation sheet's layout: its JSON.
    public static func answer(for layout: PresentationSheetLayout) -> Answer {
        .json(PresentationLayoutEncoder.encode(layout))
    }

    /// The `/layout` request `body` holds.
    /// - Throws: the 400 problem of bytes that are not JSON, the 422 problem of an invalid request.
    public static func layoutRequest(from body: [UInt8]) throws(Problem) -> LayoutRequest {
        try Problem.reading { () throws(WireError) in try LayoutRequestDecoding.layoutRequest(from: body) }
    }

    /// The layout of a decoded request, its validation issues as a 422 problem.
    public func layout(for request: LayoutRequest) throws(Problem) -> SheetLayout {
        do {
            return try engine.layout(for: request)
        } catch {
            throw .invalid(error.issues)
        }
    }

    /// The `/layout` answer of `layout`: its JSON.
    public static func answer(for layout: SheetLayout) -> Answer {
        .json(LayoutResponseEncoder.encode(layout))
    }

    /// `GET /profiles`: every metrics profile with the source and confidence of each constant, and the fonts this
    /// service's measurer sets text in.
    public func profiles() -> Answer {
        .json(ProfilesEncoder.encode(MetricsProfile.all, fonts: engine.measurer.fonts))
    }
}
