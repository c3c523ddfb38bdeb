import Foundation

/// The picture `preview(_:as:)` asks for.
public enum PreviewFormat: String, Sendable, CaseIterable {
    /// `image/svg+xml` (a still picture, or the transition in a loop).
    case svg
    /// `image/png` (a still picture only).
    case png
    /// `text/html`: a page showing the SVG.
    case html

    /// The media type sent as `Accept`.
    public var mediaType: String {
        switch self {
        case .svg: return "image/svg+xml"
        case .png: return "image/png"
        case .html: return "text/html"
        }
    }
}

extension SheetdClient {
    /// `POST /layout`: the frame of every element of the sheet.
    /// - Throws: ``SheetdError``: `.problem` for an invalid request (with every pointer), `.unavailable` when the
    ///   server cannot be reached and the policy does not compute locally.
    public func layout(_ request: LayoutRequest) async throws(SheetdError) -> LayoutAnswer {
        try Self.decode(LayoutAnswer.self, try await answer(.layout, body: try Self.body(of: request)))
    }

    /// `POST /layout` of a presentation sheet (`sheetPresentation`): every detent with the sheet at rest there, the
    /// sheet now, what is behind it, and the rules of UIKit that changed the answer. Computed in-process too
    /// (`LocalAnswers`), with the daemon's bytes.
    /// - Throws: ``SheetdError``: `.problem` for an invalid request (no detent, an unknown identifier, `ios10`),
    ///   `.unavailable` when the server cannot be reached and the policy does not compute locally.
    public func layout(_ request: PresentationSheetLayoutRequest) async throws(SheetdError) -> PresentationSheetAnswer {
        try Self.decode(PresentationSheetAnswer.self, try await answer(.layout, body: try Self.body(of: request)))
    }

    /// `POST /layout` of a body read from elsewhere (a file, a server-driven screen), either kind of sheet: the answer
    /// is told apart by its `kind`.
    /// - Throws: ``SheetdError``.
    public func layout(body: Data) async throws(SheetdError) -> LayoutResponseBody {
        try Self.decode(LayoutResponseBody.self, try await answer(.layout, body: body))
    }

    /// `POST /animation`: the present or dismiss animation, in the request's `format`; `css` is asked of
    /// `POST /animation.css`, the contract's operation for it (contract 3 offers only JSON encodings on `/animation`).
    /// - Throws: ``SheetdError``.
    public func animation(_ request: AnimationRequest) async throws(SheetdError) -> AnimationAnswer {
        let route: SheetRoute = request.format == .css ? .animationStyleSheet : .animation
        let raw = try await answer(route, body: try Self.body(of: request))
        if raw.contentType.hasPrefix("text/css") { return .css(String(decoding: raw.body, as: UTF8.self)) }
        return try Self.decode(AnimationAnswer.self, raw)
    }

    /// `POST /animation` of a presentation sheet (`sheetPresentation`): its `present`, `dismiss`, `detentChange` or
    /// `release` in the request's `format`, `css` asked of `POST /animation.css` as for an alert controller. Computed
    /// in-process too (`LocalAnswers`), with the daemon's bytes.
    /// - Throws: ``SheetdError``: `.problem` for an invalid request (an unknown or inactive detent, `detentChange`
    ///   without `toDetentIdentifier`, `release` without a velocity).
    public func animation(_ request: PresentationSheetAnimationRequest) async throws(SheetdError)
        -> PresentationAnimationAnswer
    {
        let route: SheetRoute = request.format == .css ? .animationStyleSheet : .animation
        let raw = try await answer(route, body: try Self.body(of: request))
        if raw.contentType.hasPrefix("text/css") { return .css(String(decoding: raw.body, as: UTF8.self)) }
        return try Self.decode(PresentationAnimationAnswer.self, raw)
    }

    /// `POST /preview`: the picture's bytes (SVG or HTML text, or PNG).
    /// - Throws: ``SheetdError``; a 406 problem for a PNG of a transition.
    public func preview(_ request: PreviewRequest, as format: PreviewFormat = .svg) async throws(SheetdError) -> Data {
        try await answer(.preview, body: try Self.body(of: request), accept: format.mediaType).body
    }

    /// `GET /profiles`: every metrics profile with the source and confidence of each constant.
    /// - Throws: ``SheetdError``.
    public func profiles() async throws(SheetdError) -> ProfilesAnswer {
        try Self.decode(ProfilesAnswer.self, try await answer(.profiles))
    }

    /// The JSON body of a request: keys sorted, so the same request is the same bytes (and the same cache entry,
    /// here and in any HTTP cache in front of sheetd). Public for callers of ``answer(_:body:accept:)`` that build the
    /// request with the models (sheetctl's `--json`).
    /// - Throws: ``SheetdError/problem(_:)`` when the request cannot be written as JSON.
    public static func body(of request: some Encodable) throws(SheetdError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(request)
        } catch {
            throw .problem(
                ProblemDetails(.invalidRequest, detail: "The request cannot be written as JSON: \(error)"))
        }
    }

    static func decode<Value: Decodable>(_ type: Value.Type, _ raw: RawAnswer) throws(SheetdError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: raw.body)
        } catch {
            throw .unexpectedAnswer(status: 200, detail: "the answer does not decode as \(type): \(error)")
        }
    }
}
