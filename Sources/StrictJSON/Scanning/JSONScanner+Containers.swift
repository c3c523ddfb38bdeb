// Objects and arrays, with the parser's depth, member and element limits. A decoder reads them in
// a loop of its own rather than through closures, so that what it fills in stays in its locals:
//
//     guard var object = scanner.beginObject() else { return nil }
//     while let name = scanner.nextMemberName(in: &object) { /* read the value, or return nil */ }
//     guard object.isClosed else { return nil }

extension JSONScanner {
    /// Reads the `{` that opens an object.
    ///
    /// - Returns: The object's progress for ``nextMemberName(in:)``, or nil (declined), also when
    ///   the object would be nested deeper than the parser allows.
    @inlinable @inline(__always)
    public mutating func beginObject() -> JSONContainerProgress? {
        begin(openedBy: UInt8(ascii: "{"))
    }

    /// Reads up to the next member's value: the comma before it, its name and the colon.
    ///
    /// The decoder must then read the value, and must decline a name it does not know or has seen
    /// already in this object (the parser refuses duplicates; the scanner does not remember names).
    ///
    /// - Parameter object: The progress that ``beginObject()`` gave.
    /// - Returns: The name, or nil at the object's `}` (then `object.isClosed`) or when declining.
    @inlinable @inline(__always)
    public mutating func nextMemberName(in object: inout JSONContainerProgress) -> JSONName? {
        guard hasNextItem(in: &object, closedBy: UInt8(ascii: "}"), limit: limits.maxObjectMembers) else {
            return nil
        }
        return readMemberName()
    }

    /// Reads the `[` that opens an array.
    ///
    /// - Returns: The array's progress for ``hasNextElement(in:)``, or nil (declined), also when
    ///   the array would be nested deeper than the parser allows.
    @inlinable @inline(__always)
    public mutating func beginArray() -> JSONContainerProgress? {
        begin(openedBy: UInt8(ascii: "["))
    }

    /// Reads up to the next element: the comma before it, if it is not the first.
    ///
    /// - Parameter array: The progress that ``beginArray()`` gave.
    /// - Returns: Whether an element follows, which the decoder must then read; `false` at the
    ///   array's `]` (then `array.isClosed`) or when declining.
    @inlinable @inline(__always)
    public mutating func hasNextElement(in array: inout JSONContainerProgress) -> Bool {
        hasNextItem(in: &array, closedBy: UInt8(ascii: "]"), limit: limits.maxArrayCount)
    }

    /// Reads the bracket that opens an object or an array, unless the container would be nested deeper than the
    /// parser allows.
    @inlinable @inline(__always)
    mutating func begin(openedBy openingBracket: UInt8) -> JSONContainerProgress? {
        guard depth < limits.maxDepth, read(openingBracket) else { return nil }
        depth &+= 1
        return JSONContainerProgress()
    }

    /// Reads the comma before the next member or element, or the closing bracket.
    ///
    /// - Returns: Whether another item follows, within `limit` items.
    @inlinable @inline(__always)
    mutating func hasNextItem(
        in container: inout JSONContainerProgress, closedBy closingBracket: UInt8, limit: Int
    ) -> Bool {
        if container.count == 0 {
            if read(closingBracket) {
                close(&container)
                return false
            }
        } else if !read(UInt8(ascii: ",")) {
            // After an item only a comma or the closing bracket may follow.
            if read(closingBracket) {
                close(&container)
            }
            return false
        }
        guard container.count < limit else { return false }
        container.count &+= 1
        return true
    }

    /// Records that `container`'s closing bracket was read.
    @inlinable @inline(__always)
    mutating func close(_ container: inout JSONContainerProgress) {
        container.hasReadClosingBracket = true
        depth &-= 1
    }
}
