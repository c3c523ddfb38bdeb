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
    package static var names: [String] { allCases.map(\.rawValue) }

    /// The member's position in ``names``, as `SeenMembers` records it.
    package var index: Int { Self.table.index(of: self) }
}

/// The cases of an enumeration named on the wire by `rawValue` (an object's members, or the values of a choice),
/// with the table of their names, so a scanned name is found by its bytes.
///
/// Made once per enumeration (a `static let`) and never freed, like `JSONNameTable`: a copy has nothing to retain.
package struct NameTable<Member: RawRepresentable & CaseIterable & Equatable & Sendable>: @unchecked Sendable
where Member.RawValue == String {
    /// The names, for looking a scanned name up.
    package let names: JSONNameTable
    /// The cases, in the order of `names`.
    private let members: UnsafeBufferPointer<Member>

    /// The table of `Member`'s cases.
    package init() {
        let cases = Array(Member.allCases)
        let members = UnsafeMutableBufferPointer<Member>.allocate(capacity: cases.count)
        _ = members.initialize(from: cases)
        self.members = UnsafeBufferPointer(members)
        names = JSONNameTable(cases.map(\.rawValue))
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
