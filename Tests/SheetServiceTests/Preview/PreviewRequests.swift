import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Request bodies and helpers for `POST /preview`.
enum PreviewRequests {
    /// The seed's `/layout` request with `extra` members (JSON text) added at the root.
    static func seed(_ extra: String = "") -> String { AnimationRequests.seed(extra) }

    /// A request for `sheet` (JSON text of the `sheet` member) on the seed's screen, with `extra` root members.
    static func sheet(_ sheet: String, _ extra: String = "") -> String {
        let screen =
            #""screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}}"#
        return "{\(screen),\"sheet\":\(sheet)\(extra.isEmpty ? "" : "," + extra)}"
    }

    /// Whether `text` is well-formed XML, with the parser's error when it is not.
    static func xmlError(_ text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse() ? nil : String(describing: parser.parserError)
    }

    /// The values of `attribute` in every start tag of `element` in `text`, in order.
    static func attributes(_ attribute: String, of element: String, in text: String) -> [String] {
        let tag = try! Regex("<\(element)\\s[^>]*>")
        let value = try! Regex("\\s\(attribute)=\"([^\"]*)\"")
        return text.matches(of: tag).compactMap { match in
            text[match.range].firstMatch(of: value).flatMap { $0.output[1].substring.map(String.init) }
        }
    }
}
