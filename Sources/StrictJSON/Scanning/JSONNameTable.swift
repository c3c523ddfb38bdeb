/// A list of known names that a ``JSONName`` is looked up in by its bytes: the members a reader accepts in one
/// kind of object, kept in one list that every reader of that object uses.
///
/// A table is made once and kept for the life of the program (a `static let`): its bytes are never freed, so
/// that a copy of the table is a few words with nothing to retain, and a lookup touches no reference count.
///
/// ```swift
/// static let members = JSONNameTable(["width", "height"])
/// members.index(of: name)  // 1 for a scanned `height`, nil for an unknown member
/// ```
public struct JSONNameTable: @unchecked Sendable {
    /// One name: its packed head as ``JSONName`` packs it, its length, and where its bytes are.
    @usableFromInline struct Entry {
        @usableFromInline let head: UInt64
        @usableFromInline let count: Int
        @usableFromInline let bytes: UnsafePointer<UInt8>
    }

    /// The names, in the order given; written once and never freed.
    @usableFromInline let entries: UnsafeBufferPointer<Entry>

    /// Creates a table of `names`.
    ///
    /// - Parameter names: Distinct names in plain ASCII.
    public init(_ names: [String]) {
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: names.count)
        for (index, name) in names.enumerated() {
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(name.utf8.count, 1))
            _ = bytes.initialize(from: name.utf8)
            let start = UnsafePointer(bytes.baseAddress!)
            entries.initializeElement(
                at: index,
                to: Entry(head: JSONName.head(of: start, count: name.utf8.count), count: name.utf8.count, bytes: start))
        }
        self.entries = UnsafeBufferPointer(entries)
    }

    /// How many names the table has.
    public var count: Int { entries.count }

    /// The position of `name` in the table, or `nil` for a name it lacks.
    ///
    /// - Parameter name: A name the scanner read.
    /// - Returns: The index of the name, in the order the table was made with.
    @inlinable
    public func index(of name: JSONName) -> Int? {
        let count = name.bytes.count
        for index in entries.indices where entries[index].head == name.head && entries[index].count == count {
            if count <= 8 || UnsafeBufferPointer(start: entries[index].bytes, count: count).elementsEqual(name.bytes) {
                return index
            }
        }
        return nil
    }
}
