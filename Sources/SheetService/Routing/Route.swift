/// The service's routes: a path and the methods it accepts.
struct Route: Sendable {
    let path: String
    let methods: [String]

    static let all: [Route] = [
        Route(path: "/layout", methods: ["POST"]),
        Route(path: "/animation", methods: ["POST"]),
        Route(path: "/preview", methods: ["POST"]),
        Route(path: "/", methods: ["GET", "HEAD"]),
        Route(path: "/playground", methods: ["GET", "HEAD"]),
        Route(path: "/profiles", methods: ["GET", "HEAD"]),
        Route(path: "/healthz", methods: ["GET", "HEAD"]),
        Route(path: "/readyz", methods: ["GET", "HEAD"]),
        Route(path: "/metrics", methods: ["GET", "HEAD"]),
        Route(path: "/openapi.yaml", methods: ["GET", "HEAD"]),
    ]

    /// The route for an exact path (no normalisation: `/layout/` and `/../layout` are not found).
    static func match(_ path: String) -> Route? {
        all.first { $0.path == path }
    }
}
