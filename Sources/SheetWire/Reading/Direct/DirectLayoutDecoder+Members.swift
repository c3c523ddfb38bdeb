import StrictJSON

extension DirectLayoutDecoder {
    /// Reads the object at the scanner member by member through `read`, each member at most once.
    ///
    /// - Parameters:
    ///   - scanner: The scanner, before the object.
    ///   - type: The object's members; any other name declines.
    ///   - read: Reads the value of one member; `false` declines.
    /// - Returns: The members read, or nil when the object declines (not an object, an unknown or repeated
    ///   member, a value `read` declines).
    @inline(__always)
    static func members<Member: RequestMember>(
        of scanner: inout JSONScanner, as type: Member.Type, _ read: (Member, inout JSONScanner) -> Bool
    ) -> SeenMembers? {
        var seen = SeenMembers()
        guard var object = scanner.beginObject(),
            members(of: &scanner, in: &object, seen: &seen, as: type, read)
        else { return nil }
        return seen
    }

    /// The loop of ``members(of:as:_:)`` over an object already begun, adding to `seen`.
    /// - Returns: Whether the object was read to its end (`false` declines).
    @inline(__always)
    static func members<Member: RequestMember>(
        of scanner: inout JSONScanner, in object: inout JSONContainerProgress, seen: inout SeenMembers,
        as type: Member.Type, _ read: (Member, inout JSONScanner) -> Bool
    ) -> Bool {
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = Member.table.member(named: name), seen.insertFirst(found.index),
                read(found.member, &scanner)
            else { return false }
        }
        return object.isClosed
    }

    /// Stores `value` in `target`.
    /// - Returns: Whether there was a value (`false` declines).
    @inline(__always)
    static func read<Value>(_ value: Value?, into target: inout Value) -> Bool {
        guard let value else { return false }
        target = value
        return true
    }

    /// Stores `value` in an optional `target`.
    /// - Returns: Whether there was a value (`false` declines).
    @inline(__always)
    static func read<Value>(_ value: Value?, into target: inout Value?) -> Bool {
        guard let value else { return false }
        target = value
        return true
    }

    /// A number as the wire decoder reads it: `-0` is 0.
    static func number(_ scanner: inout JSONScanner) -> Double? {
        guard let number = scanner.readNumber() else { return nil }
        return number == 0 ? 0 : number
    }

    /// One of an enumeration's raw values, compared as the wire decoder compares them.
    static func choice<Choice: RawRepresentable>(_ scanner: inout JSONScanner) -> Choice?
    where Choice.RawValue == String {
        scanner.readString().flatMap(Choice.init(rawValue:))
    }
}
