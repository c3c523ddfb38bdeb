import AnimationCore
import HTTPServer
import LayoutCore
import StrictJSON

extension SheetService {
    /// POST /preview: a picture of the layout (SVG, PNG or an HTML page), or of a transition playing in a loop.
    ///
    /// The body is a `/layout` request plus the `/animation` members `transition`, `fps` and `customViewFade`
    /// (validated as there; `fps` and `customViewFade` matter only with a `transition`). `Accept` chooses the
    /// media type (`PreviewMediaType`): SVG by default, PNG for a still picture only (406 for a transition), HTML.
    func preview(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        do throws(Problem) {
            let root = try JSONRequestBody.object(of: request)
            let preview = try Self.decodePreviewRequest(root)
            let available: [PreviewMediaType] = preview.animation == nil ? [.svg, .png, .html] : [.svg, .html]
            guard let media = PreviewMediaType.preferred(by: Self.accept(of: request), among: available) else {
                throw .notAcceptable(available: available, hasTransition: preview.animation != nil)
            }
            let start = environment.monotonicNanoseconds()
            let layout = try computeLayout(preview.layout)
            if preview.animation != nil { try Self.checkSlides(layout) }
            response = try Self.picture(of: layout, preview: preview, as: media)
            metrics.computed("preview", seconds: Double(environment.monotonicNanoseconds() &- start) / 1e9)
        } catch {
            response = Responses.problem(error)
        }
        response.headers.append(name: "Vary", value: "Accept")
        return response
    }

    /// GET / and /playground: a self-contained page to edit a sheet and watch its preview.
    func playground(_ request: HTTPRequest) -> HTTPResponse {
        var response = Responses.text(PlaygroundPage.html, contentType: PreviewMediaType.html.contentType)
        response.headers.append(name: "Content-Security-Policy", value: PlaygroundPage.contentSecurityPolicy)
        response.headers.append(name: "X-Content-Type-Options", value: "nosniff")
        return response
    }

    /// The preview request in `root`, with the issues of the layout fields and of the animation options together.
    static func decodePreviewRequest(_ root: JSONObject) throws(Problem) -> PreviewRequest {
        let hasTransition = root["transition"].map { !$0.isNull } ?? false
        // `fps` and `customViewFade` are checked even without a transition, with the /animation rules; `format`
        // is not a member of /preview, so only the layout decoder reports it (as unknown).
        var optionsRoot = root
        if !hasTransition { optionsRoot["transition"] = .string(TransitionKind.present.rawValue) }
        optionsRoot["format"] = nil
        let (layoutRequest, options) = try decodeLayoutAndOptions(
            root, optionsRoot: optionsRoot, allowedKeys: WireDecoder.previewRequestKeys)
        return PreviewRequest(layout: layoutRequest, animation: hasTransition ? options : nil)
    }

    /// Every `Accept` field of `request`, joined as one list.
    private static func accept(of request: HTTPRequest) -> String? {
        let values = request.headers.filter { $0.name.lowercased() == "accept" }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ",")
    }

    /// The answer in `media`.
    private static func picture(of layout: SheetLayout, preview: PreviewRequest, as media: PreviewMediaType)
        throws(Problem) -> HTTPResponse
    {
        let style = preview.layout.traits.userInterfaceStyle
        let body: [UInt8]
        switch (media, preview.animation) {
        case (.svg, nil):
            body = Array(SheetPreviewSVG(layout: layout, style: style).text.utf8)
        case (.svg, let options?):
            let transition = SheetTransition(
                layout: layout, kind: options.transition, fps: options.fps, customViewFade: options.customViewFade)
            body = Array(
                SheetPreviewSVG(layout: layout, style: style, loop: PreviewLoop(transition: transition)).text.utf8)
        case (.html, nil):
            body = Array(PreviewPage.still(layout: layout, style: style).utf8)
        case (.html, let options?):
            body = Array(PreviewPage.animated(layout: layout, style: style, options: options).utf8)
        case (.png, _):
            let svg = Array(SheetPreviewSVG(layout: layout, style: style).text.utf8)
            let size = pngSize(of: layout.screen)
            do {
                body = try PNGRasterizer.png(fromSVG: svg, width: size.width, height: size.height)
            } catch {
                throw .renderingFailed(error.message)
            }
        }
        var headers: HTTPHeaders = ["Content-Type": media.contentType]
        if media != .png {
            // The documents are the service's own; nothing in them may load or run anything else.
            headers.append(
                name: "Content-Security-Policy",
                value: media == .html
                    ? "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"
                    : "default-src 'none'; style-src 'unsafe-inline'")
        }
        headers.append(name: "X-Content-Type-Options", value: "nosniff")
        return HTTPResponse(status: 200, headers: headers, body: body)
    }

    /// The PNG's size: the screen at its scale, the scale lowered so that no side exceeds
    /// `PNGRasterizer.maximumSide` pixels.
    static func pngSize(of screen: ResolvedScreen) -> (width: Int, height: Int) {
        let limit = Double(PNGRasterizer.maximumSide)
        let scale = min(screen.scale, limit / max(screen.width, screen.height))
        func pixels(_ points: Double) -> Int { Int(min(max((points * scale).rounded(), 1), limit)) }
        return (pixels(screen.width), pixels(screen.height))
    }
}

/// A decoded `POST /preview` body.
struct PreviewRequest: Sendable {
    /// The sheet to draw.
    var layout: LayoutRequest
    /// The transition to play, or `nil` for a still picture.
    var animation: AnimationOptions?
}

extension WireDecoder {
    /// The members of a `POST /preview` request body: `/layout`'s, and `/animation`'s but `format`.
    static let previewRequestKeys = layoutRequestKeys + ["transition", "fps", "customViewFade"]
}

extension Problem {
    /// The `Accept` header excludes every type the preview can take.
    static func notAcceptable(available: [PreviewMediaType], hasTransition: Bool) -> Problem {
        let list = available.map(\.rawValue).joined(separator: ", ")
        return Problem(
            type: "urn:sheetd:problem:not-acceptable", title: "Not Acceptable", status: 406,
            detail: "The Accept header allows none of the media types of this preview: \(list)."
                + (hasTransition ? " A transition has no PNG; ask for image/svg+xml or text/html." : ""))
    }

    /// librsvg or cairo failed on the preview's own SVG: a bug, reported as such.
    static func renderingFailed(_ message: String) -> Problem {
        Problem(
            type: "urn:sheetd:problem:rendering-failed", title: "Internal Server Error", status: 500,
            detail: "The preview could not be rasterised: \(message)")
    }
}
