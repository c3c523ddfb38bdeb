import HTTPMessages

extension SheetService {
    /// The answer to `request` when it is already known, for `HTTPServer`'s `readyAnswer`: a
    /// response-cache hit of `/layout` or `/animation` (by `POST` or their GET form), with the same bytes, headers,
    /// metrics and access-log line that `respond(to:)` would give it. `nil` for everything else,
    /// which then goes to `respond(to:)` on a worker; a miss here is not counted, since that
    /// lookup counts it. On a miss the key's digest stays in `request.digest`, so the worker's
    /// lookup and store do not hash the body a second time.
    ///
    /// Runs on the network thread: a lookup costs a hash of the body and a dictionary probe, about
    /// what copying the body cost already, so the hand-off to a worker (suspend, two thread
    /// switches, resume) would cost more than the answer itself.
    public func readyAnswer(to request: inout HTTPRequest) -> HTTPResponse? {
        guard responseCache.isEnabled, let route = Route.match(request.path), route.isCacheable else { return nil }
        let asked: HTTPRequest
        switch request.method {
        case "POST": asked = request
        case "GET", "HEAD":
            // A query that is not a request is answered by the worker, with its problem.
            guard let post = try? bodyRequest(standingFor: request) else { return nil }
            asked = post
        default: return nil
        }
        let start = environment.monotonicNanoseconds()
        let key = responseCache.key(route: request.path, request: asked)
        guard let hit = responseCache.answer(for: key, countingMiss: false) else {
            request.digest = key.digest
            return nil
        }
        metrics.requestStarted()
        let id = RequestIDs.id(for: request)
        var response = hit.response
        finish(&response, request: request, id: id, entityTag: hit.entityTag, isQueryForm: route.hasQueryForm)
        let elapsed = seconds(since: start)
        metrics.requestFinished(route: request.path, method: request.method, status: response.status, seconds: elapsed)
        log(request, response, id: id, seconds: elapsed)
        return response
    }
}
