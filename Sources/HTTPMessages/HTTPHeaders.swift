/// The header fields of a request or response: ordered `(name, value)` pairs.
///
/// Order and repeated names are kept as received or appended. Lookup by name ignores ASCII
/// case, as HTTP field names do.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "application/json"]
/// headers.append(name: "Cache-Control", value: "no-store")
/// headers["content-type"]  // "application/json"
/// ```
public struct HTTPHeaders: Sendable, Sequence, Equatable, ExpressibleByDictionaryLiteral {
    /// One header field.
    public typealias Element = (name: String, value: String)

    private var fields: [Element]

    /// Creates headers from `(name, value)` pairs, keeping their order.
    /// - Parameter fields: the pairs; repeated names are allowed.
    public init(_ fields: [Element] = []) {
        self.fields = fields
    }

    /// Creates empty headers with room for `capacity` fields, so that appending that many
    /// allocates once.
    /// - Parameter capacity: the number of fields expected.
    public init(reservingCapacity capacity: Int) {
        self.fields = []
        fields.reserveCapacity(capacity)
    }

    /// Creates headers from a literal such as `["Content-Type": "application/json"]`, keeping
    /// the literal's order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The value of the first field named `name` (compared without regard to ASCII case), or
    /// `nil` when there is none.
    public subscript(name: String) -> String? {
        // Through a pointer, reading names in place: `first(where:)` copies every field it passes (a retain of each
        // string), and every request looks up a few names.
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices where Self.fieldName(fields[index].name, matches: name) {
                return fields[index].value
            }
            return nil
        }
    }

    /// The number of fields, repeated names counted once each.
    public var count: Int { fields.count }

    /// Adds a field after the existing ones, even if a field of that name exists already.
    /// - Parameters:
    ///   - name: the field name, such as `Content-Type`.
    ///   - value: the field value.
    public mutating func append(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Makes room for `capacity` fields in all, so that appending up to that many allocates at most once.
    public mutating func reserveCapacity(_ capacity: Int) {
        fields.reserveCapacity(capacity)
    }

    /// Whether a field named `name` is present (compared without regard to ASCII case).
    public func contains(name: String) -> Bool {
        self[name] != nil
    }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Element]> {
        fields.makeIterator()
    }

    /// Whether both hold the same fields in the same order; names compare without regard to
    /// ASCII case, values exactly.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { fieldName($0.name, matches: $1.name) && $0.value == $1.value }
    }

    /// Whether two field names are equal without regard to ASCII case. Compares bytes without
    /// allocating lowercased copies: HTTP field names are ASCII tokens, and this runs for every
    /// lookup.
    package static func fieldName(_ lhs: String, matches rhs: String) -> Bool {
        // Lengths first: most names compared are other names, and the length of a native string is stored, while
        // `==` on two unequal strings goes through the standard library's general comparison. Names usually arrive
        // spelled as looked up, and `==` on equal ASCII strings is a byte compare.
        lhs.utf8.count == rhs.utf8.count
            && (lhs == rhs || lhs.utf8.elementsEqual(rhs.utf8) { asciiLowercased($0) == asciiLowercased($1) })
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
