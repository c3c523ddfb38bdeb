import ContentNegotiation

/// Which web origins may read sheetd's answers from a browser (CORS, the Fetch standard; docs/http-caching.md).
///
/// None by default: a browser then refuses a page of another origin the answers. With a list, an answer to an
/// allowed `Origin` names that origin in `Access-Control-Allow-Origin`, and every answer says `Vary: Origin`, since
/// the headers depend on it. With `*` every answer allows any origin the same way, so nothing varies.
///
/// ```swift
/// let policy = try CORSPolicy(origins: "https://design.example, http://localhost:3000")
/// ```
public struct CORSPolicy: Sendable, Equatable {
    /// The allowed origins as browsers serialise them (`scheme://host[:port]`, lower case).
    public let origins: Set<String>
    /// Whether any origin may read the answers (`*`).
    public let allowsAnyOrigin: Bool

    /// No cross-origin reads: no answer carries CORS headers.
    public static let none = CORSPolicy(origins: [], allowsAnyOrigin: false)

    /// The request headers a page may send, named in a preflight's `Access-Control-Allow-Headers`: the JSON body's
    /// type, the preview's choice, revalidation, and the client's request id.
    static let allowedRequestHeaders = "Accept, Cache-Control, Content-Type, If-None-Match, X-Request-Id"
    /// The response headers a page may read beyond the CORS-safelisted ones: the tag to revalidate with, the id to
    /// quote in a report, when to retry, and what a 405 allows.
    static let exposedResponseHeaders = "ETag, X-Request-Id, Retry-After, Allow"
    /// Seconds a browser may reuse a preflight's answer; browsers cap it (Chromium at 2 hours).
    static let preflightMaxAge = "7200"

    private init(origins: Set<String>, allowsAnyOrigin: Bool) {
        self.origins = origins
        self.allowsAnyOrigin = allowsAnyOrigin
    }

    /// The policy of `--cors-origins`: origins separated by commas, `*` for any; empty for none.
    /// - Throws: `InvalidOrigin` for an entry that is not `http(s)://host[:port]` (no path, query or user).
    public init(origins list: String) throws(InvalidOrigin) {
        var origins: Set<String> = []
        var allowsAnyOrigin = false
        for entry in list.split(separator: ",").map({ $0.trimmingSpaces() }) where !entry.isEmpty {
            if entry == "*" {
                allowsAnyOrigin = true
                continue
            }
            origins.insert(try Self.serialised(entry))
        }
        self.init(origins: origins, allowsAnyOrigin: allowsAnyOrigin)
    }

    /// An origin in `--cors-origins` that is not one.
    public struct InvalidOrigin: Error, Equatable {
        /// The entry as given.
        public let entry: String
    }

    /// Whether any origin at all is allowed.
    var isEnabled: Bool { allowsAnyOrigin || !origins.isEmpty }

    /// The value of `Access-Control-Allow-Origin` for a request from `origin`, or `nil` when it may not read.
    func allowedOrigin(for origin: String?) -> String? {
        if allowsAnyOrigin { return "*" }
        guard let origin, origins.contains(origin.lowercased()) else { return nil }
        return origin
    }

    /// `entry` as a browser serialises an origin: scheme and host lower-cased, no trailing `/`.
    private static func serialised(_ entry: String) throws(InvalidOrigin) -> String {
        var text = entry.lowercased()
        if text.hasSuffix("/") { text.removeLast() }
        let parts = text.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "http" || parts[0] == "https", !parts[1].isEmpty,
            parts[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) }),
            !parts[1].hasPrefix(":")
        else { throw InvalidOrigin(entry: entry) }
        return text
    }
}
