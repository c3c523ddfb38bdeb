import SheetAnswers
import SheetWire
import StrictJSON
import Testing

/// A problem's body carries its type's URI, title and status, for every type: no constructor can pair a URI
/// with another title or status.
struct ProblemBodyTests {
    @Test(arguments: ProblemType.allCases) func bodyCarriesTheType(type: ProblemType) throws {
        let problem = Problem(type, detail: "what happened")
        let body = try JSONParser.parse(problem.body())
        #expect(body["type"]?.stringValue == type.rawValue)
        #expect(body["title"]?.stringValue == type.title)
        #expect(body["status"]?.numberValue == Double(type.status))
        #expect(body["detail"]?.stringValue == "what happened")
        #expect(problem.status == type.status && problem.title == type.title)
    }
}
