import Foundation

/// A client of sheetd: typed `async` calls, retries where they are safe, a cache revalidated with conditional
/// `GET`s, and the same answers computed in-process when the server cannot be reached.
///
/// ```swift
/// let client = SheetdClient(baseURL: URL(string: "https://sheetd.example.com"))
/// let sheet = Sheet(title: "Delete photo?", actions: [Action("Delete", style: .destructive), Action("Cancel", style: .cancel)])
/// let layout = try await client.layout(LayoutRequest(screen: Screen(width: 390), sheet: sheet))
/// layout.element("action.0")?.screenFrame  // where the Delete button is drawn
/// ```
public final class SheetdClient: Sendable {
    /// Where answers come from.
    public enum Policy: String, Sendable, CaseIterable {
        /// The server, and the in-process computation when it cannot be reached (the default).
        case serverFirst
        /// The in-process computation only: no network.
        case localOnly
        /// The server only: ``SheetdError/unavailable(attempts:reason:lastProblem:)`` when it cannot be reached.
        case serverOnly
    }

    /// When a cached answer is asked for again.
    public enum Revalidation: Sendable {
        /// Used as it is while its `max-age` lasts, then revalidated (HTTP caching's rule; the default).
        case whenStale
        /// Revalidated every time: an unchanged answer costs a `304` without a body.
        case always
    }

    /// How the client behaves.
    public struct Configuration: Sendable {
        /// Where answers come from.
        public var policy: Policy = .serverFirst
        /// Seconds one attempt may take.
        public var timeout: Double = 10
        /// When to try again.
        public var retry: RetryPolicy = .standard
        /// Whether `/layout`, `/animation` and `/preview` are asked with `GET ?request=` (cacheable, revalidated
        /// with `If-None-Match`) rather than `POST`.
        public var usesGET = true
        /// The longest `GET` URL; a longer request goes as a `POST` (sheetd's default `MAX_URL_BYTES` is 8192).
        public var maximumURLBytes = 8000
        /// When a cached answer is revalidated.
        public var revalidation: Revalidation = .whenStale

        /// The defaults.
        public init(policy: Policy = .serverFirst) { self.policy = policy }
    }

    /// The server's root URL, or `nil` for in-process answers only.
    public let baseURL: URL?
    /// How the client behaves.
    public let configuration: Configuration
    /// The answers kept with their entity tags.
    public let cache: AnswerCache
    let transport: any HTTPTransport
    let environment: RetryEnvironment
    let local: LocalAnswers
    /// Set once the server answers a `GET` of a computing route with 405 (a sheetd before the `GET` form).
    let serverLacksGET = LockedFlag()

    /// Creates a client.
    /// - Parameters:
    ///   - baseURL: the server's root, e.g. `http://127.0.0.1:8080`; `nil` computes every answer in-process.
    ///   - configuration: policy, timeouts, retries and caching.
    ///   - measurer: measures text for in-process answers; `nil` takes HarfBuzz + ICU where the platform has them
    ///     (Linux). Elsewhere pass one that measures as the server does, or in-process answers are unavailable.
    ///   - previews: how `/preview` is answered in-process: not at all by default (the server draws it); pass
    ///     `.drawn` from the `SheetdKitPreviews` product to draw it here too.
    ///   - cache: where answers are kept (shared between clients if you like).
    ///   - transport: sends the requests (`URLSession` by default).
    ///   - environment: clock, sleep and randomness of the retries.
    public convenience init(
        baseURL: URL?, configuration: Configuration = Configuration(), measurer: (any TextMeasuring)? = nil,
        previews: LocalPreviews = .none, cache: AnswerCache = AnswerCache(),
        transport: any HTTPTransport = URLSessionTransport(),
        environment: RetryEnvironment = .system
    ) {
        self.init(
            baseURL: baseURL, configuration: configuration, local: LocalAnswers(measurer: measurer, previews: previews),
            cache: cache,
            transport: transport, environment: environment)
    }

    /// Creates a client whose in-process answers come from `local`.
    init(
        baseURL: URL?, configuration: Configuration, local: LocalAnswers, cache: AnswerCache = AnswerCache(),
        transport: any HTTPTransport = URLSessionTransport(), environment: RetryEnvironment = .system
    ) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.cache = cache
        self.transport = transport
        self.environment = environment
        self.local = local
    }

    /// The answer to a request body on `route`, as bytes, from where the policy says.
    /// - Parameters:
    ///   - route: the operation.
    ///   - body: the JSON request (empty for `/profiles`).
    ///   - accept: the `Accept` value (for `/preview`).
    /// - Throws: ``SheetdError``.
    public func answer(_ route: SheetRoute, body: Data = Data(), accept: String? = nil) async throws(SheetdError)
        -> RawAnswer
    {
        if Task.isCancelled { throw .cancelled }
        switch configuration.policy {
        case .localOnly:
            return try local.answer(route, body: body, accept: accept)
        case .serverOnly:
            guard let baseURL else { throw .unavailable(attempts: 0, reason: "no server URL", lastProblem: nil) }
            return try await serverAnswer(route, body: body, accept: accept, baseURL: baseURL)
        case .serverFirst:
            guard let baseURL else { return try local.answer(route, body: body, accept: accept) }
            do throws(SheetdError) {
                return try await serverAnswer(route, body: body, accept: accept, baseURL: baseURL)
            } catch {
                switch error {
                case .unavailable, .unexpectedAnswer:
                    do throws(SheetdError) {
                        var answer = try local.answer(route, body: body, accept: accept)
                        answer.fallback = error
                        return answer
                    } catch .localUnavailable {
                        throw error  // nothing to fall back on: the server's failure is the news
                    }
                default: throw error
                }
            }
        }
    }
}

/// An answer's bytes and where they came from.
public struct RawAnswer: Sendable, Equatable {
    /// Where an answer came from.
    public enum Source: String, Sendable {
        /// A `200` from the server.
        case server
        /// The cache, after the server answered `304 Not Modified`.
        case revalidated
        /// The cache, still fresh: no request was sent.
        case cache
        /// Computed in-process.
        case local
    }

    /// The body, as the server sends it.
    public var body: Data
    /// Its `Content-Type`.
    public var contentType: String
    /// Where it came from.
    public var source: Source
    /// Its `ETag`, when it came from the server.
    public var entityTag: String?
    /// Why the server's answer was not used, when this one was computed in-process because the server failed
    /// (``SheetdClient/Policy/serverFirst``), so that a caller can say so: an outage should not go unnoticed.
    public var fallback: SheetdError? = nil
}

/// A Boolean that several tasks may set.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
