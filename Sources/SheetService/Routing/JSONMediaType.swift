import ContentNegotiation
import SheetAnswers

/// The media types a POST route accepts; the body itself is the wire's to read (SheetWire).
enum JSONMediaType {
    /// Accepts `application/json` and `application/<anything>+json`, with no charset or UTF-8.
    static func check(_ contentType: String?) throws(Problem) {
        guard let contentType else { throw .unsupportedMediaType(nil) }
        // What nearly every client sends; the general parse below allocates several strings per request.
        if contentType == "application/json" { return }
        let parts = contentType.split(separator: ";").map { $0.trimmingSpaces().lowercased() }
        guard let mediaType = parts.first,
            mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
        else { throw .unsupportedMediaType(contentType) }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            if pair.first == "charset", pair.count == 2,
                !["utf-8", "\"utf-8\"", "utf8"].contains(pair[1])
            {
                throw .unsupportedMediaType(contentType)
            }
        }
    }
}
