// The member a decoder expects next, in the spelling its clients write: `"title":` right after the
// `{` or the comma, without whitespace. One or two word comparisons read it, where a general name
// takes a scan, a mask and a dispatch; any other spelling, order or name reads nothing and is left
// to ``JSONScanner/nextMemberName(in:)``.

extension JSONScanner {
    /// Reads the next member's name and colon when they are exactly `spelling`, right after the comma
    /// (or the `{` of the first member).
    ///
    /// - Parameters:
    ///   - object: The progress that ``beginObject()`` gave.
    ///   - spelling: The expected name, as `"name":`.
    /// - Returns: Whether the member was read; `false` reads nothing, the comma included.
    @inlinable
    public mutating func nextMember(in object: inout JSONContainerProgress, spelled spelling: JSONMemberSpelling)
        -> Bool
    {
        let start = object.count == 0 ? index : index &+ 1
        guard start &+ max(spelling.count, 8) <= input.count, object.count < limits.maxObjectMembers,
            spelling.nameCount <= limits.maxStringBytes
        else { return false }
        let base = input.baseAddress.unsafelyUnwrapped  // The input is not empty.
        if object.count != 0, base[index] != UInt8(ascii: ",") { return false }
        let first = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        if spelling.count <= 8 {
            let mask: UInt64 = spelling.count == 8 ? ~0 : (1 &<< UInt64(spelling.count &* 8)) &- 1
            guard first & mask == spelling.first else { return false }
        } else {
            // The second word ends where the spelling ends, overlapping the first when it is shorter than 16.
            let lastStart = base + (start &+ spelling.count &- 8)
            let last = UInt64(littleEndian: UnsafeRawPointer(lastStart).loadUnaligned(as: UInt64.self))
            guard first == spelling.first, last == spelling.last else { return false }
        }
        object.count &+= 1
        index = start &+ spelling.count
        return true
    }
}
