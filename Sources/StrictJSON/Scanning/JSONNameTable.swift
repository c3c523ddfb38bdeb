/// A list of known names that a ``JSONName`` is looked up in by its bytes: the members a reader accepts in one
/// kind of object, kept in one list that every reader of that object uses.
///
/// ```swift
/// let table = JSONNameTable(["width", "height"])
/// table.index(of: name)  // 1 for a scanned `height`, nil for an unknown member
/// ```
public struct JSONNameTable: Sendable {
    /// The names, in the order given.
    public let names: [String]
    /// Each name's UTF-8 bytes.
    @usableFromInline let bytes: [[UInt8]]
    /// Each name's first eight bytes, packed as ``JSONName`` packs them.
    @usableFromInline let heads: [UInt64]

    /// Creates a table of `names`.
    ///
    /// - Parameter names: Distinct names in plain ASCII.
    public init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
        heads = bytes.map { name in name.withUnsafeBufferPointer { JSONName.head(of: $0.baseAddress!, count: $0.count) }
        }
    }

    /// The position of `name` in the table, or `nil` for a name it lacks.
    ///
    /// - Parameter name: A name the scanner read.
    /// - Returns: The index into ``names``.
    @inlinable
    public func index(of name: JSONName) -> Int? {
        for index in heads.indices where heads[index] == name.head && bytes[index].count == name.bytes.count {
            if bytes[index].count <= 8 || bytes[index].elementsEqual(name.bytes) {
                return index
            }
        }
        return nil
    }
}
