import StrictJSON

/// The members of one kind of object in a request body. Both readers take them from here: the generic reader
/// to read each member and to list them when it refuses an unknown one, the direct reader to find a member by its
/// bytes. The cases are in the order the problem text lists them.
package protocol RequestMember: RawRepresentable, CaseIterable, Equatable, Sendable where RawValue == String {
    /// The cases and their names, made once.
    static var table: NameTable<Self> { get }
}

extension RequestMember {
    /// Every member's name, in order.
    package static var names: [String] { table.names.names }

    /// The member's position in ``names``, as `SeenMembers` records it.
    package var index: Int { Self.table.index(of: self) }
}

/// The cases of an enumeration named on the wire by `rawValue` (an object's members, or the values of a choice),
/// with the table of their names, so a scanned name is found by its bytes.
package struct NameTable<Member: RawRepresentable & CaseIterable & Equatable & Sendable>: Sendable
where Member.RawValue == String {
    /// The names, for looking a scanned name up.
    package let names: JSONNameTable
    /// The cases, in the order of `names`.
    private let members: [Member]

    /// The table of `Member`'s cases.
    package init() {
        members = Array(Member.allCases)
        names = JSONNameTable(members.map(\.rawValue))
    }

    /// The member named `name` and its index (for `SeenMembers`), or `nil` for an unknown member.
    @inline(__always)
    package func member(named name: JSONName) -> (index: Int, member: Member)? {
        names.index(of: name).map { ($0, members[$0]) }
    }

    /// The index of `member`.
    package func index(of member: Member) -> Int {
        members.firstIndex(of: member)!
    }
}
