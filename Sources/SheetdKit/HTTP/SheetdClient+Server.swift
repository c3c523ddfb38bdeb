import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension SheetdClient {
    /// The server's answer, through the cache: a fresh cached answer without a request, a stale one revalidated with
    /// `If-None-Match`, anything else asked (with `GET ?request=` where it fits, else `POST`) and kept with its `ETag`.
    func serverAnswer(_ route: SheetRoute, body: Data, accept: String?, baseURL: URL) async throws(SheetdError)
        -> RawAnswer
    {
        let key = AnswerCache.Key(path: route.rawValue, body: body, accept: accept ?? "")
        let cached = cache.entry(for: key)
        if let cached, configuration.revalidation == .whenStale, environment.now() < cached.freshUntil {
            return RawAnswer(
                body: cached.body, contentType: cached.contentType, source: .cache, entityTag: cached.entityTag)
        }
        var request = self.request(route, body: body, accept: accept, baseURL: baseURL)
        if let cached, request.method == "GET" { request.headers["If-None-Match"] = cached.entityTag }
        var response = try await sendWithRetries(request)
        if [405, 414].contains(response.status), request.method == "GET", route != .profiles {
            // 405: a sheetd from before the GET form, so POST from now on; 414: a server with a shorter
            // MAX_URL_BYTES than the client's maximumURLBytes, so this request goes as a POST.
            if response.status == 405 { serverLacksGET.set() }
            request = self.request(route, body: body, accept: accept, baseURL: baseURL, allowsGET: false)
            response = try await sendWithRetries(request)
        }
        let freshUntil = environment.now() + (maxAge(of: response.headers["cache-control"]) ?? 0)
        switch response.status {
        case 200:
            let contentType = response.headers["content-type"] ?? "application/octet-stream"
            if let tag = response.headers["etag"] {
                cache.store(
                    AnswerCache.Entry(
                        entityTag: tag, body: response.body, contentType: contentType, freshUntil: freshUntil),
                    for: key)
            }
            return RawAnswer(
                body: response.body, contentType: contentType, source: .server, entityTag: response.headers["etag"])
        case 304:
            guard var cached else {
                throw .unexpectedAnswer(status: 304, detail: "304 Not Modified to a request without If-None-Match")
            }
            cached.freshUntil = freshUntil
            cache.store(cached, for: key)
            return RawAnswer(
                body: cached.body, contentType: cached.contentType, source: .revalidated, entityTag: cached.entityTag)
        default:
            throw Self.refusal(response)
        }
    }

    /// The request for `route`: `GET /profiles`; `GET <route>?request=<base64url>` when enabled and short enough;
    /// otherwise `POST` with the JSON body.
    func request(_ route: SheetRoute, body: Data, accept: String?, baseURL: URL, allowsGET: Bool = true)
        -> TransportRequest
    {
        var headers: [String: String] = [:]
        if let accept { headers["Accept"] = accept }
        let base =
            baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        if route == .profiles {
            return TransportRequest(
                method: "GET", url: URL(string: base + route.rawValue)!, headers: headers, body: Data(),
                timeout: configuration.timeout)
        }
        if allowsGET, configuration.usesGET, !serverLacksGET.isSet {
            let url = base + route.rawValue + "?request=" + Self.base64URL(body)
            if url.utf8.count <= configuration.maximumURLBytes, let url = URL(string: url) {
                return TransportRequest(
                    method: "GET", url: url, headers: headers, body: Data(), timeout: configuration.timeout)
            }
        }
        headers["Content-Type"] = "application/json"
        return TransportRequest(
            method: "POST", url: URL(string: base + route.rawValue)!, headers: headers, body: body,
            timeout: configuration.timeout)
    }

    /// A duration for a message: `9.2 s`, `30 s`, `0.25 s` (one decimal from a second up, two below, never
    /// `9.247640483000001 s`).
    static func seconds(_ value: Double) -> String {
        var text = String(format: value >= 1 ? "%.1f" : "%.2f", value)
        while text.hasSuffix("0"), text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + " s"
    }

    /// Base64url without padding (RFC 4648 §5), as `?request=` takes the body.
    static func base64URL(_ data: Data) -> String {
        var text = data.base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// The error of a status that is not an answer: the problem it carries, or what it is instead.
    static func refusal(_ response: TransportResponse) -> SheetdError {
        if let problem = try? JSONDecoder().decode(ProblemDetails.self, from: response.body) {
            return .problem(problem)
        }
        let text = String(decoding: response.body.prefix(200), as: UTF8.self)
        return .unexpectedAnswer(status: response.status, detail: text)
    }

    /// Sends `request`, again after a connection failure, a timeout or a 502/503/504, as the retry policy says.
    func sendWithRetries(_ request: TransportRequest) async throws(SheetdError) -> TransportResponse {
        let policy = configuration.retry
        let start = environment.now()
        var attempts = 0
        var reason = ""
        var lastProblem: ProblemDetails?
        while true {
            if Task.isCancelled { throw .cancelled }
            attempts += 1
            var attempt = request
            let remaining = policy.deadline - (environment.now() - start)
            attempt.timeout = max(0.001, min(request.timeout, remaining))
            var retryAfter: Double?
            do throws(TransportError) {
                let response = try await transport.send(attempt)
                guard [502, 503, 504].contains(response.status) else { return response }
                reason = "HTTP \(response.status)"
                lastProblem = try? JSONDecoder().decode(ProblemDetails.self, from: response.body)
                retryAfter = retryAfterSeconds(response.headers["retry-after"])
            } catch {
                switch error {
                case .cancelled: throw .cancelled
                case .timedOut: reason = "timed out after \(Self.seconds(attempt.timeout))"
                case .connectionFailed(let message): reason = message
                }
            }
            guard attempts < policy.maximumAttempts else {
                throw .unavailable(attempts: attempts, reason: reason, lastProblem: lastProblem)
            }
            let wait = policy.delay(beforeRetry: attempts - 1, retryAfter: retryAfter, random: environment.random)
            guard environment.now() - start + wait < policy.deadline else {
                let deadline = "; deadline of \(Self.seconds(policy.deadline)) reached"
                throw .unavailable(attempts: attempts, reason: reason + deadline, lastProblem: lastProblem)
            }
            do {
                try await environment.sleep(wait)
            } catch {
                throw .cancelled
            }
        }
    }
}
