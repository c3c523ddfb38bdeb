import ContentNegotiation
import HTTPMessages

/// `If-None-Match` as RFC 9110 §13.1.2 defines it: `*`, or a comma-separated list of entity tags, each possibly
/// weak (`W/"…"`), compared with the weak comparison of §8.8.3.2 (the opaque tags are equal, whatever their `W/`).
enum EntityTagCondition {
    /// Whether the `If-None-Match` fields of `headers` name `tag` (a strong tag such as `"0123456789abcdef"`) or
    /// are `*`; `false` without such a field. Several fields count as one list (RFC 9110 §5.3). An element that is
    /// not an entity tag ends the reading of its field, so a malformed field never matches by accident.
    static func noneMatch(_ headers: HTTPHeaders, names tag: String) -> Bool {
        let opaque = tag.utf8.dropFirst().dropLast()
        for field in headers where field.name.utf8.count == 13 && field.name.lowercased() == "if-none-match" {
            if field.value.trimmingSpaces() == "*" { return true }
            if opaqueTags(in: field.value).contains(where: { $0.elementsEqual(opaque) }) { return true }
        }
        return false
    }

    /// The opaque tags (without quotes or `W/`) of a list of entity tags, up to the first element that is not one.
    /// Commas between quotes belong to the tag: `etagc` allows them.
    static func opaqueTags(in value: String) -> [Substring.UTF8View] {
        var tags: [Substring.UTF8View] = []
        let utf8 = Substring(value).utf8
        var index = utf8.startIndex
        func skip(_ bytes: Set<UInt8>) {
            while index < utf8.endIndex, bytes.contains(utf8[index]) { index = utf8.index(after: index) }
        }
        while true {
            skip([UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ",")])
            guard index < utf8.endIndex else { return tags }
            if utf8[index...].starts(with: "W/".utf8) { index = utf8.index(index, offsetBy: 2) }
            guard index < utf8.endIndex, utf8[index] == UInt8(ascii: "\"") else { return tags }
            let start = utf8.index(after: index)
            guard let end = utf8[start...].firstIndex(of: UInt8(ascii: "\"")) else { return tags }
            tags.append(utf8[start..<end])
            index = utf8.index(after: end)
            skip([UInt8(ascii: " "), UInt8(ascii: "\t")])
            guard index == utf8.endIndex || utf8[index] == UInt8(ascii: ",") else { return tags }
        }
    }
}
