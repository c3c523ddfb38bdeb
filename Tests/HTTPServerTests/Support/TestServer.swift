import HTTPMessages
import HTTPServer

/// Helpers to run a real server on `127.0.0.1` with an ephemeral port.
enum TestServer {
    /// A configuration bound to loopback on a free port.
    static func configuration(_ adjust: (inout HTTPServerConfiguration) -> Void = { _ in }) -> HTTPServerConfiguration {
        var configuration = HTTPServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        adjust(&configuration)
        return configuration
    }

    /// Answers every request with its own method, path, query and body, so mixed-up answers show.
    static let echo: @Sendable (HTTPRequest) -> HTTPResponse = { request in
        var headers: HTTPHeaders = ["Content-Type": "application/octet-stream"]
        headers.append(name: "X-Method", value: request.method)
        headers.append(name: "X-Path", value: request.path)
        headers.append(name: "X-Query", value: request.query ?? "(none)")
        if let id = request.headers["x-request-id"] {
            headers.append(name: "X-Request-Id", value: id)
        }
        return HTTPResponse(status: 200, headers: headers, body: request.body)
    }

    /// Answers rejections with the usual statuses and names the rejection in `X-Rejection`.
    static let rejections: @Sendable (HTTPRejection, HTTPRequest) -> HTTPResponse = { rejection, _ in
        let (status, name): (Int, String) =
            switch rejection {
            case .bodyTooLarge: (413, "bodyTooLarge")
            case .overloaded: (503, "overloaded")
            case .draining: (503, "draining")
            case .malformedRequest: (400, "malformedRequest")
            case .requestTargetTooLong: (414, "requestTargetTooLong")
            case .headerFieldsTooLarge: (431, "headerFieldsTooLarge")
            case .bodyTimeout: (408, "bodyTimeout")
            case .bodyTooSlow: (408, "bodyTooSlow")
            }
        return HTTPResponse(status: status, headers: ["X-Rejection": name], body: Array(name.utf8))
    }

    /// Starts a server and returns it with its port.
    static func start(
        _ configuration: HTTPServerConfiguration = configuration(),
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse = echo,
        readyAnswer: (@Sendable (inout HTTPRequest) -> HTTPResponse?)? = nil
    ) throws -> (server: HTTPServer, port: Int) {
        let server = HTTPServer(
            configuration: configuration, handler: handler, rejectionHandler: rejections, readyAnswer: readyAnswer)
        let port = try server.start()
        return (server, port)
    }
}
