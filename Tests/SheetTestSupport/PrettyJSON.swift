import StrictJSON

/// A JSON value as indented text with members in their order, for reviewable golden files.
package func prettyJSON(_ value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .array(let elements):
        if elements.isEmpty { return "[]" }
        if elements.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
            return "[" + elements.map { prettyJSON($0) }.joined(separator: ", ") + "]"
        }
        return "[\n" + elements.map { inner + prettyJSON($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let object):
        if object.isEmpty { return "{}" }
        let isRect = object.keys == ["x", "y", "width", "height"]
        if isRect {
            return "{" + object.members.map { "\"\($0.key)\": " + prettyJSON($0.value) }.joined(separator: ", ") + "}"
        }
        return "{\n"
            + object.members.map { inner + scalarText(.string($0.key)) + ": " + prettyJSON($0.value, indent: inner) }
            .joined(separator: ",\n") + "\n\(indent)}"
    default:
        return scalarText(value)
    }
}

private func scalarText(_ value: JSONValue) -> String {
    var writer = JSONWriter(capacity: 64)
    writer.write(value)
    return String(decoding: writer.bytes, as: UTF8.self)
}
