import HTTPMessages

extension SheetService {
    /// `OPTIONS` on a route: `204` with `Allow`; for a CORS preflight (`Origin` and `Access-Control-Request-Method`)
    /// from an allowed origin, also the route's methods and the request headers a page may send, for
    /// `CORSPolicy.preflightMaxAge` seconds. A refused origin gets no CORS fields, so its browser refuses.
    func options(_ route: Route, _ request: HTTPRequest) -> HTTPResponse {
        var response = HTTPResponse(status: 204, headers: ["Allow": route.methods.joined(separator: ", ")])
        let isPreflight = request.headers["Origin"] != nil && request.headers["Access-Control-Request-Method"] != nil
        if isPreflight, cors.allowedOrigin(for: request.headers["Origin"]) != nil {
            response.headers.append(name: "Access-Control-Allow-Methods", value: route.methods.joined(separator: ", "))
            response.headers.append(name: "Access-Control-Allow-Headers", value: CORSPolicy.allowedRequestHeaders)
            response.headers.append(name: "Access-Control-Max-Age", value: CORSPolicy.preflightMaxAge)
        }
        return response
    }

    /// Adds the CORS fields of `response` to a request from `request`'s `Origin`: `Access-Control-Allow-Origin` and
    /// `Access-Control-Expose-Headers` when the origin may read, and `Origin` in `Vary` whenever the answer depends
    /// on it (a list of origins), merged into an existing `Vary` so that caches see one field.
    func addCORSFields(to response: inout HTTPResponse, for request: HTTPRequest) {
        guard cors.isEnabled else { return }
        if !cors.allowsAnyOrigin { Self.addVary("Origin", to: &response) }
        guard let allowed = cors.allowedOrigin(for: request.headers["Origin"]) else { return }
        response.headers.append(name: "Access-Control-Allow-Origin", value: allowed)
        if response.status != 204 {
            response.headers.append(name: "Access-Control-Expose-Headers", value: CORSPolicy.exposedResponseHeaders)
        }
    }

    /// Adds `name` to the response's `Vary` field, or adds the field.
    static func addVary(_ name: String, to response: inout HTTPResponse) {
        guard let existing = response.headers["Vary"] else {
            response.headers.append(name: "Vary", value: name)
            return
        }
        var headers = HTTPHeaders(reservingCapacity: response.headers.count)
        for field in response.headers where field.name.lowercased() != "vary" {
            headers.append(name: field.name, value: field.value)
        }
        headers.append(name: "Vary", value: existing + ", " + name)
        response.headers = headers
    }
}
