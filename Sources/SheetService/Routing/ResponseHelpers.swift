import HTTPServer

/// Builders for the responses every route shares.
enum Responses {
    static func json(_ body: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    static func text(_ text: String, contentType: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    static func problem(_ problem: Problem) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "application/problem+json"]
        for (name, value) in problem.headers { headers.append(name: name, value: value) }
        return HTTPResponse(status: problem.status, headers: headers, body: problem.body())
    }
}

/// A strong entity tag for a body: 64-bit FNV-1a of its bytes, so equal bodies get equal tags.
func entityTag(for body: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in body {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
}

/// The client's `X-Request-Id` when it is a sane token, otherwise a new random one.
func requestID(from request: HTTPRequest) -> String {
    if let given = request.headers["X-Request-Id"], (1...128).contains(given.utf8.count),
        given.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
    {
        return given
    }
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() as UInt64
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
