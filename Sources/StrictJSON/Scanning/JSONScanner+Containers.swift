// Objects and arrays, with the parser's depth, member and element limits. The closures read one
// member's value or one element; they are inlined into the decoder that passes them.

extension JSONScanner {
    /// Reads an object, handing each member's name to `readMember`, which must read its value.
    ///
    /// The name arrives as its bytes, without quotes; ``name(_:is:)`` compares it with a known
    /// name. `readMember` must return `false` for a name it does not know and for one it has
    /// seen already in this object (the parser refuses duplicates).
    ///
    /// - Parameter readMember: Reads the value of the member it is given; `false` declines.
    /// - Returns: Whether the whole object was read (`false` declines).
    @inlinable
    public mutating func readObject(
        _ readMember: (inout JSONScanner, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        guard depth < limits.maxDepth, read(UInt8(ascii: "{")) else { return false }
        depth &+= 1
        if !read(UInt8(ascii: "}")) {
            var memberCount = 0
            repeat {
                guard memberCount < limits.maxObjectMembers, let name = readMemberName(), readMember(&self, name)
                else { return false }
                memberCount &+= 1
            } while read(UInt8(ascii: ","))
            guard read(UInt8(ascii: "}")) else { return false }
        }
        depth &-= 1
        return true
    }

    /// Reads an array, calling `readElement` to read each element.
    ///
    /// - Parameter readElement: Reads the element that starts at the scanner; `false` declines.
    /// - Returns: Whether the whole array was read (`false` declines).
    @inlinable
    public mutating func readArray(_ readElement: (inout JSONScanner) -> Bool) -> Bool {
        guard depth < limits.maxDepth, read(UInt8(ascii: "[")) else { return false }
        depth &+= 1
        if !read(UInt8(ascii: "]")) {
            var elementCount = 0
            repeat {
                guard elementCount < limits.maxArrayCount, readElement(&self) else { return false }
                elementCount &+= 1
            } while read(UInt8(ascii: ","))
            guard read(UInt8(ascii: "]")) else { return false }
        }
        depth &-= 1
        return true
    }

    /// Whether a member name read by ``readObject(_:)``, or a string read by ``readASCIIString()``,
    /// is `key`.
    ///
    /// - Parameters:
    ///   - name: The name's or the string's bytes.
    ///   - key: A name known when compiling, in ASCII.
    /// - Returns: Whether the bytes are the same.
    @inlinable
    public static func name(_ name: UnsafeBufferPointer<UInt8>, is key: StaticString) -> Bool {
        guard name.count == key.utf8CodeUnitCount else { return false }
        let keyBytes = key.utf8Start
        for offset in 0..<name.count where name[offset] != keyBytes[offset] {
            return false
        }
        return true
    }
}
