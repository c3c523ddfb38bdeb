/// A JSON object that keeps its members in order and looks them up by key.
///
/// The order is the input order for parsed objects and the order given for built ones; the
/// writer emits members in that order, so output is byte-for-byte deterministic. The parser
/// never produces duplicate keys; an object built by hand may hold them, and then lookups
/// find the first. Keys are compared by their UTF-8 code units (RFC 8259 §8.3).
///
/// Lookups scan the members: objects on the wire are small (a handful of members), where a
/// scan beats hashing, and the parser caps their size (``JSONParser/Limits/maxObjectMembers``).
///
/// ```swift
/// var frame: JSONObject = ["x": 0, "y": 568.333]
/// frame["width"] = 374
/// frame.keys  // ["x", "y", "width"]
/// ```
public struct JSONObject: Sendable {
    /// The members in order.
    public var members: [(key: String, value: JSONValue)]

    /// Creates an object with the given members, in the given order.
    ///
    /// - Parameter members: The members; duplicates are kept as given.
    public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
    }

    /// The keys in order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// The number of members.
    public var count: Int {
        members.count
    }

    /// Whether the object has no members.
    public var isEmpty: Bool {
        members.isEmpty
    }

    /// The value of the first member named `key`.
    ///
    /// Setting a value replaces that member's value in place, or appends a new member when there
    /// is none; setting `nil` removes every member named `key`.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let index = index(of: key) else { return nil }
            return members[index].value
        }
        set {
            if let newValue {
                if let index = index(of: key) {
                    members[index].value = newValue
                } else {
                    members.append((key: key, value: newValue))
                }
            } else {
                members.removeAll { hasSameCodeUnits($0.key, key) }
            }
        }
    }

    /// The value of the first member named `name`: `self[name]` for a name known when compiling, compared with
    /// each member's key byte for byte without making a `String` of it.
    ///
    /// ```swift
    /// let frame: JSONObject = ["x": 0, "width": 374]
    /// frame.value(named: "width")  // 374
    /// ```
    /// - Parameter name: The member name.
    /// - Returns: The member's value, or `nil` when the object has no member of that name.
    public func value(named name: StaticString) -> JSONValue? {
        guard name.hasPointerRepresentation else { return self[name.description] }
        let bytes = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        for index in members.indices where hasCodeUnits(members[index].key, bytes) {
            return members[index].value
        }
        return nil
    }

    private func index(of key: String) -> Int? {
        members.firstIndex { hasSameCodeUnits($0.key, key) }
    }
}

extension JSONObject: Sequence {
    /// Returns an iterator over the members in order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        members.makeIterator()
    }

    /// The number of members, for `Sequence` algorithms that reserve capacity.
    public var underestimatedCount: Int {
        members.count
    }
}

extension JSONObject: Equatable {
    /// Whether two objects hold the same members in the same order.
    ///
    /// Order counts because it decides the bytes written.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (left, right) in zip(lhs.members, rhs.members) {
            guard hasSameCodeUnits(left.key, right.key), left.value == right.value else { return false }
        }
        return true
    }
}
