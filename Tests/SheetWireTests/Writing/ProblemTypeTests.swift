import Testing

@testable import SheetWire

/// The problem types are well-formed URNs, unique, each with an error status and a title.
struct ProblemTypeTests {
    @Test func typesAreDistinctURNs() {
        let names = ProblemType.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.wholeMatch(of: /urn:sheetd:problem:[a-z]+(-[a-z]+)*/) != nil, "\(name)")
        }
    }

    @Test func statusesAreErrorsWithTitles() {
        for type in ProblemType.allCases {
            #expect((400...599).contains(type.status), "\(type)")
            #expect(!type.title.isEmpty)
        }
        #expect(ProblemType.invalidRequest.status == 422 && ProblemType.notFound.title == "Not Found")
    }
}
