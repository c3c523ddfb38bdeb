/// Which routes a listening socket serves: all of them on the daemon's one port, or, when the operators' routes
/// have a port of their own (`--admin-port`), the clients' routes on the main port and the operators' on the
/// admin port, so that `/metrics` can be kept off the network clients reach.
///
/// ```swift
/// service.respond(to: HTTPRequest(method: "GET", path: "/metrics"), on: .main).status  // 404
/// service.respond(to: HTTPRequest(method: "GET", path: "/metrics"), on: .admin).status  // 200
/// ```
public enum Listener: Sendable, CaseIterable {
    /// The daemon's only listener (no admin port): every route.
    case only
    /// The main listener beside an admin one: every route but the operators-only `/metrics`.
    case main
    /// The admin listener: `/metrics`, and `/healthz` and `/readyz` so that it can be probed itself.
    case admin
}

extension Route {
    /// Which listeners serve a route when there is an admin listener.
    enum Exposure: Sendable {
        /// The main listener only: what clients call.
        case main
        /// The admin listener only: operators' data that clients need not see.
        case admin
        /// Both. Probes stay on the main port, which they check (a readiness probe on the admin port would
        /// call a pod ready whose main listener does not serve), and the admin port answers them too.
        case both
    }

    /// Whether `listener` serves this route.
    func isServed(on listener: Listener) -> Bool {
        switch listener {
        case .only: true
        case .main: exposure != .admin
        case .admin: exposure != .main
        }
    }
}
