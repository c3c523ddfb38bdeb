import AnimationCore
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

    /// The root of an `/animation` body: an object whose members are either a request's (`Root`) or an option of
    /// the animation (`Option`), each read by its own closure, then nothing after it.
    /// - Returns: The members of each kind that were read, or nil to decline (a member of neither kind, one
    ///   repeated, one not read, or text after the object).
    @inline(__always)
    static func rootAndOptions<Root: RequestMember, Option: RequestMember>(
        of scanner: inout JSONScanner, _: Root.Type, _ readRoot: (Root, inout JSONScanner) -> Bool, _: Option.Type,
        _ readOption: (Option, inout JSONScanner) -> Bool
    ) -> (root: SeenMembers, options: SeenMembers)? {
        guard var object = scanner.beginObject() else { return nil }
        var seenRoot = SeenMembers()
        var seenOptions = SeenMembers()
        while let name = scanner.nextMemberName(in: &object) {
            if let found = Root.table.member(named: name) {
                guard seenRoot.insertFirst(found.index), readRoot(found.member, &scanner) else { return nil }
            } else if let found = Option.table.member(named: name) {
                guard seenOptions.insertFirst(found.index), readOption(found.member, &scanner) else { return nil }
            } else {
                return nil
            }
        }
        guard object.isClosed, scanner.readEnd() else { return nil }
        return (seenRoot, seenOptions)
    }

    /// An `fps` as the wire decoder takes it: an integer number within `SheetTransition.frameRates`; nil declines
    /// (a fraction, a rate out of range or not a number), which the generic path reports.
    static func frameRate(_ scanner: inout JSONScanner) -> Int? {
        guard let value = number(&scanner), value.rounded() == value,
            value >= Double(SheetTransition.frameRates.lowerBound),
            value <= Double(SheetTransition.frameRates.upperBound)
        else { return nil }
        return Int(value)
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
