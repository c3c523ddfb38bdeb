import SheetAnswers

/// The GET form of a POST route: its JSON body carried in the query as `request=<base64url>`, so that the answer
/// has a URL an HTTP cache can key it by (docs/http-caching.md).
///
/// The query must hold exactly one `request` parameter and nothing else: one URL per request keeps a cache's hit
/// rate up, and a misspelt parameter is refused rather than ignored, as an unknown member of a body is. The value is
/// base64url (RFC 4648 §5: `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`), with or without its `=` padding (present, it must
/// be complete); it may be percent-encoded, as `URLSearchParams` writes `=` as `%3D`.
enum RequestQuery {
    /// The only parameter of the GET form.
    static let parameter = "request"

    /// The request body that `query` carries.
    ///
    /// ```swift
    /// try RequestQuery.body(from: "request=e30")  // Array("{}".utf8)
    /// ```
    /// - Throws: an `invalid-parameter` problem naming the parameter: missing, repeated, unknown, empty or not
    ///   base64url.
    static func body(from query: String?) throws(Problem) -> [UInt8] {
        var value: Substring?
        for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let name = pair.prefix { $0 != "=" }
            guard name == parameter else {
                throw .invalidParameter(
                    String(name), "is not a parameter of this route; send the request as the only parameter, request")
            }
            guard value == nil else { throw .invalidParameter(parameter, "is given more than once") }
            value = pair.dropFirst(name.count + 1)
        }
        guard let value else {
            throw .invalidParameter(parameter, "is missing; it carries the JSON request in base64url")
        }
        let text = try percentDecoded(value)
        guard !text.isEmpty else { throw .invalidParameter(parameter, "is empty; it carries the JSON request") }
        do {
            return try Base64URL.decode(text)
        } catch {
            throw .invalidParameter(parameter, "is not base64url: \(error.message)")
        }
    }

    /// `value` with its `%XX` escapes decoded; a `%` not followed by two hex digits is refused.
    static func percentDecoded(_ value: Substring) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        var iterator = value.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexadecimalDigits.value(of:)),
                let low = iterator.next().flatMap(hexadecimalDigits.value(of:))
            else {
                throw .invalidParameter(parameter, "has a % not followed by two hexadecimal digits")
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    /// The hexadecimal digits of a `%XX` escape (RFC 3986 §2.1: either case).
    private static let hexadecimalDigits = DigitAlphabet("0123456789abcdef", "0123456789ABCDEF")
}

extension Problem {
    /// 400: a query parameter is missing, repeated, unknown or malformed; `parameter` names it.
    static func invalidParameter(_ name: String, _ what: String) -> Problem {
        var problem = Problem(
            .invalidParameter, detail: "The query parameter \(quoted(name)) \(what).")
        problem.parameter = name
        return problem
    }
}
