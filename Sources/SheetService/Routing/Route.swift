import HTTPMessages

/// One route of the service. `Route.all` is the one table of them: dispatch, `Route.match`, the `Allow` header of a
/// 405 and the endpoints a 404 lists all come from it, and a test holds it against `openapi.yaml`.
struct Route: Sendable {
    /// The exact path.
    let path: String
    /// The methods it answers, in the order `Allow` lists them.
    let methods: [String]
    /// Whether the 404 text names it, with its first method.
    let isListed: Bool
    /// Which listeners serve it when the operators' routes have a port of their own.
    let exposure: Exposure
    /// Whether its answers are pure functions of (route, `Content-Type`, body), so the response cache may replay them.
    let isCacheable: Bool
    /// Whether `GET` and `HEAD` answer as `POST` does to the body that the query's `request` carries
    /// (`RequestQuery`), so that HTTP caches can store the answer under its URL.
    let hasQueryForm: Bool
    /// The answer to a request with one of `methods` (for a GET form, to the `POST` it stands for).
    let handler: @Sendable (SheetService, HTTPRequest) -> HTTPResponse

    /// Every route; the 404 text lists them in this order.
    static let all: [Route] = [
        .post("/layout", isCacheable: true) { $0.layout($1) },
        .post("/animation", isCacheable: true) { $0.animation($1) },
        // One operation per media type (docs/architecture.md): generated clients read a 200 by its first media type.
        .post("/animation.css", isCacheable: true) { $0.animationStyleSheet($1) },
        .post("/preview") { $0.preview($1) },
        .post("/preview.png") { $0.previewPNG($1) },
        // The playground again, for a browser pointed at the bare host; the 404 text names only /playground.
        .get("/", isListed: false) { _, _ in SheetService.playground() },
        .get("/playground") { _, _ in SheetService.playground() },
        .get("/profiles") { service, _ in service.profiles() },
        .get("/healthz", exposure: .both) { _, _ in SheetService.health() },
        .get("/readyz", exposure: .both) { service, _ in service.readiness() },
        .get("/metrics", exposure: .admin) { service, _ in service.metricsPage() },
        .get("/openapi.yaml") { _, request in SheetService.openAPIDocument(request) },
    ]

    /// The listed routes of `listener` as the 404 text names them: `POST /layout, …, GET /openapi.yaml`.
    static func listing(on listener: Listener = .only) -> String {
        all.filter { $0.isListed && $0.isServed(on: listener) }.map { "\($0.methods[0]) \($0.path)" }
            .joined(separator: ", ")
    }

    /// The route `listener` serves at an exact path (no normalisation: `/layout/` and `/../layout` are not found).
    static func match(_ path: String, on listener: Listener = .only) -> Route? {
        all.first { $0.path == path && $0.isServed(on: listener) }
    }

    /// A computing route: `POST` with a JSON body, its GET form (with `HEAD`) for HTTP caches, and `OPTIONS` (CORS
    /// preflight).
    private static func post(
        _ path: String, isCacheable: Bool = false,
        _ handler: @escaping @Sendable (SheetService, HTTPRequest) -> HTTPResponse
    ) -> Route {
        Route(
            path: path, methods: ["POST", "GET", "HEAD", "OPTIONS"], isListed: true, exposure: .main,
            isCacheable: isCacheable, hasQueryForm: true, handler: handler)
    }

    /// A read-only route: `HEAD` comes with every `GET`, and `OPTIONS` (CORS preflight) with every route.
    private static func get(
        _ path: String, isListed: Bool = true, exposure: Exposure = .main,
        _ handler: @escaping @Sendable (SheetService, HTTPRequest) -> HTTPResponse
    ) -> Route {
        Route(
            path: path, methods: ["GET", "HEAD", "OPTIONS"], isListed: isListed, exposure: exposure, isCacheable: false,
            hasQueryForm: false, handler: handler)
    }
}
