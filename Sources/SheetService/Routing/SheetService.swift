import ContentNegotiation
import HTTPMessages
import LayoutCore
import SheetAnswers
import SheetContract
import SheetWire
import Synchronization

/// The whole service as a pure `(HTTPRequest) -> HTTPResponse`: routing, codecs, problem+json,
/// health, readiness and metrics. Tests call it directly; the daemon hands it to `HTTPServer`.
///
/// ```swift
/// let service = SheetService(measurer: FixedMetricsMeasurer(), environment: .system(accessLog: log))
/// let response = service.respond(to: HTTPRequest(method: "GET", path: "/healthz"))
/// ```
public final class SheetService: Sendable {
    /// The answers' computation, shared with SheetdKit's offline path.
    let answers: SheetAnswers
    let environment: ServiceEnvironment
    let metrics = ServiceMetrics()
    let extraMetrics: @Sendable () -> String
    let responseCache: ResponseCache
    /// The `Cache-Control` of a GET form's `200` and `304`: the answer is a pure function of its URL.
    let sharedCacheControl: String
    /// Which origins' pages may read the answers.
    let cors: CORSPolicy
    /// The largest body a GET form's `request` may carry: a POST's limit, which the HTTP layer enforces for POSTs.
    let maxBodyBytes: Int
    private let draining = Atomic<Bool>(false)

    /// Creates the service.
    /// - Parameters:
    ///   - measurer: measures every text (HarfBuzz in production, fixed metrics in tests).
    ///   - environment: clocks and the access log.
    ///   - extraMetrics: more Prometheus text appended to `GET /metrics` (e.g. the measurer's cache).
    ///   - responseCacheBytes: the bound of the cache of `/layout` and `/animation` answers, in bytes;
    ///     0 (the default here; the daemon defaults to 2 MiB) disables it.
    ///   - responseCacheMinimumUses: how many times a request is seen before its answer is stored;
    ///     1 (the default here; the daemon defaults to 2) stores every answer.
    ///   - cacheMaxAge: the seconds HTTP caches may reuse a `200` of a GET form (`Cache-Control: public,
    ///     max-age=…`); one day by default.
    ///   - cors: the origins whose pages may read the answers; none by default.
    ///   - maxBodyBytes: the HTTP layer's limit of a POST's body, held against the body a GET form carries too.
    public init(
        measurer: any TextMeasuring, environment: ServiceEnvironment,
        extraMetrics: @escaping @Sendable () -> String = { "" }, responseCacheBytes: Int = 0,
        responseCacheMinimumUses: Int = 1, cacheMaxAge: Int = 86_400, cors: CORSPolicy = .none,
        maxBodyBytes: Int = .max
    ) {
        answers = SheetAnswers(measurer: measurer)
        self.environment = environment
        self.extraMetrics = extraMetrics
        self.responseCache = ResponseCache(capacityBytes: responseCacheBytes, minimumUses: responseCacheMinimumUses)
        self.sharedCacheControl = "public, max-age=\(max(0, cacheMaxAge))"
        self.cors = cors
        self.maxBodyBytes = maxBodyBytes
    }

    /// Whether the service is shutting down (readiness answers 503).
    public var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Turns readiness to 503 so load balancers stop sending traffic; in-flight requests still finish.
    public func beginDraining() {
        draining.store(true, ordering: .releasing)
    }

    /// The answer to `request`. Never throws and never traps on any input.
    /// - Parameters:
    ///   - request: the request as the HTTP layer read it.
    ///   - listener: the listener it came to; routes it does not serve are not found there.
    public func respond(to request: HTTPRequest, on listener: Listener = .only) -> HTTPResponse {
        let start = environment.monotonicNanoseconds()
        metrics.requestStarted()
        let id = RequestIDs.id(for: request)
        let route = Route.match(request.path, on: listener)
        var response: HTTPResponse
        var entityTag: String?
        if let route {
            if request.method == "OPTIONS" {
                response = options(route, request)
            } else if route.hasQueryForm, request.method == "GET" || request.method == "HEAD" {
                (response, entityTag) = queryFormAnswer(route, request)
            } else if route.methods.contains(request.method) {
                (response, entityTag) = cachedAnswer(route, request)
            } else {
                response = Responses.problem(
                    .methodNotAllowed(method: request.method, path: route.path, allowed: route.methods),
                    allowed: route.methods)
            }
        } else {
            response = Responses.problem(.notFound(path: request.path, on: listener))
        }
        finish(&response, request: request, id: id, entityTag: entityTag, isQueryForm: route?.hasQueryForm == true)
        let elapsed = seconds(since: start)
        metrics.requestFinished(
            route: route?.path ?? "unmatched", method: Self.methodLabel(request.method), status: response.status,
            seconds: elapsed)
        log(request, response, id: id, seconds: elapsed)
        return response
    }

    /// The answer when the HTTP layer refuses a request before it reaches a route.
    /// - Parameters:
    ///   - rejection: why the HTTP layer refused it.
    ///   - request: what it had read of the request.
    ///   - listener: the listener it came to, which decides the route it is counted under.
    public func respond(to rejection: HTTPRejection, for request: HTTPRequest, on listener: Listener = .only)
        -> HTTPResponse
    {
        let problem: Problem
        switch rejection {
        case .bodyTooLarge(let limit): problem = .bodyTooLarge(limit: limit)
        case .overloaded: problem = .overloaded()
        case .draining: problem = .draining()
        case .malformedRequest: problem = .badRequest("The HTTP request could not be read.")
        case .requestTargetTooLong(let limit):
            let isQueryForm =
                Route.match(request.path, on: listener)?.hasQueryForm == true
                && (request.method == "GET" || request.method == "HEAD")
            problem = .requestTargetTooLong(limit: limit, queryFormPath: isQueryForm ? request.path : nil)
        case .headerFieldsTooLarge(let limit): problem = .headerFieldsTooLarge(limit: limit)
        case .bodyTimeout(let seconds): problem = .bodyTimeout(seconds: seconds)
        case .bodyTooSlow(let rate): problem = .bodyTooSlow(minimumBytesPerSecond: rate)
        }
        var response = Responses.problem(problem)
        let id = RequestIDs.id(for: request)
        finish(&response, request: request, id: id)
        metrics.requestRejected(
            route: Route.match(request.path, on: listener)?.path ?? "unmatched",
            method: Self.methodLabel(request.method),
            status: response.status)
        log(request, response, id: id, seconds: 0)
        return response
    }

    /// The seconds since `start`, a reading of the monotonic clock.
    func seconds(since start: UInt64) -> Double {
        Double(environment.monotonicNanoseconds() &- start) / 1e9
    }

    /// Adds the headers every response carries, and turns a `200` into a `304` for a GET or HEAD whose
    /// `If-None-Match` names its tag (RFC 9110 §13.1.2).
    /// - Parameters:
    ///   - entityTag: the body's tag when it is known already (a cached answer), else computed here.
    ///   - isQueryForm: whether the route has a GET form, whose `200` and `304` HTTP caches may store.
    func finish(
        _ response: inout HTTPResponse, request: HTTPRequest, id: String, entityTag known: String? = nil,
        isQueryForm: Bool = false
    ) {
        // One copy of a cached answer's fields, with room for CORS's.
        response.headers.reserveCapacity(response.headers.count + (cors.isEnabled ? 6 : 3))
        response.headers.append(name: "X-Request-Id", value: id)
        let isRead = request.method == "GET" || request.method == "HEAD"
        if response.status == 200 {
            let tag = known ?? EntityTag.value(for: response.body)
            response.headers.append(name: "ETag", value: tag)
            if isRead, EntityTagCondition.noneMatch(request.headers, names: tag) {
                // The body stays: the HTTP layer sends a 304's head only, with the 200's Content-Length
                // (RFC 9110 §8.6: a 304 may carry only the length the 200 would have), as for HEAD.
                response.status = 304
            }
        }
        let isShared = isQueryForm && isRead && (response.status == 200 || response.status == 304)
        response.headers.append(name: "Cache-Control", value: isShared ? sharedCacheControl : "no-cache")
        addCORSFields(to: &response, for: request)
    }

    func log(_ request: HTTPRequest, _ response: HTTPResponse, id: String, seconds: Double) {
        guard environment.accessLog.format != .off else { return }  // no timestamp to format for nothing
        environment.accessLog.write(
            AccessLog.Record(
                timestamp: environment.timestamp(), requestID: id, method: request.method, path: request.path,
                status: response.status, bytes: response.status == 304 ? 0 : response.body.count, seconds: seconds))
    }

    /// GET /openapi.yaml: the spec this build was made with, as `application/yaml` (RFC 9512), or as
    /// `text/plain` when `Accept` prefers that: a client that takes only text (code generators among them: they
    /// know no YAML media type) can read it too. An `Accept` that allows neither still gets the YAML.
    static func openAPIDocument(_ request: HTTPRequest) -> HTTPResponse {
        let media = MediaTypeNegotiation.preferred(by: accept(of: request), among: ["application/yaml", "text/plain"])
        let contentType = media == "text/plain" ? "text/plain; charset=utf-8" : "application/yaml"
        // The compiled-in array itself, not a copy of it (OpenAPIDocument).
        var response = HTTPResponse(status: 200, headers: ["Content-Type": contentType], body: OpenAPIDocument.bytes)
        response.headers.append(name: "Vary", value: "Accept")
        return response
    }

    /// sheetd's version: `info.version` of the `openapi.yaml` it serves, its one source.
    public static var version: String { OpenAPIDocument.version }

    /// Known methods as themselves, anything else as `other`, to bound the metrics' cardinality.
    static func methodLabel(_ method: String) -> String {
        ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"].contains(method) ? method : "other"
    }
}
