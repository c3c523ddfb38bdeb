import SheetAnswers

/// Problems for a request over the server's own limits (`HTTPRejection`): a head too large, or
/// a body too slow, answered before any route runs.
extension Problem {
    /// 414: the request target (path and query) is over `maxRequestTargetBytes`.
    /// - Parameter queryFormPath: the path when the request is the GET form of a POST route, whose `request`
    ///   parameter is then named as the culprit, with the way out.
    static func requestTargetTooLong(limit: Int, queryFormPath: String? = nil) -> Problem {
        var problem = Problem(
            .uriTooLong, detail: "The request target (path and query) exceeds the limit of \(limit) bytes.")
        if let queryFormPath {
            problem.parameter = RequestQuery.parameter
            problem.detail += " Send a request this long as the JSON body of POST \(queryFormPath)."
        }
        return problem
    }

    /// 431: the header fields add up to more than `maxHeaderBytes`.
    static func headerFieldsTooLarge(limit: Int) -> Problem {
        Problem(
            .headerFieldsTooLarge,
            detail:
                "The request header fields exceed the limit of \(limit) bytes (each field counted as name, value and 4 bytes for \": \" and CRLF)."
        )
    }

    /// 408: the body was not complete within `bodyTimeout` seconds of the head.
    static func bodyTimeout(seconds: Int) -> Problem {
        Problem(
            .requestTimeout, detail: "The request body was not complete within \(seconds) s of the request head.")
    }

    /// 408: the body arrived slower than `minBodyRate` bytes per second.
    static func bodyTooSlow(minimumBytesPerSecond rate: Int) -> Problem {
        Problem(
            .requestTimeout, detail: "The request body arrived slower than the minimum of \(rate) bytes per second.")
    }
}
