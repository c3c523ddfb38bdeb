import HTTPMessages

extension SheetService {
    /// The route's answer and, when it came from or went into the response cache, its entity tag.
    ///
    /// The cache is consulted before the body is decoded; a miss runs the route and stores a `200`
    /// answer with its tag, so a later hit skips decoding, layout, encoding and hashing the body.
    func cachedAnswer(_ route: Route, _ request: HTTPRequest) -> (HTTPResponse, entityTag: String?) {
        guard responseCache.isEnabled, route.isCacheable else {
            return (route.handler(self, request), nil)
        }
        let key = responseCache.key(route: route.path, request: request)
        if let hit = responseCache.answer(for: key) {
            return (hit.response, hit.entityTag)
        }
        let response = route.handler(self, request)
        guard response.status == 200 else { return (response, nil) }
        let answer = ResponseCache.Answer(response: response, entityTag: EntityTag.value(for: response.body))
        responseCache.store(answer, for: key)
        return (response, answer.entityTag)
    }
}
