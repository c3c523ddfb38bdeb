import HTTPMessages
import Testing

@testable import HTTPServer

/// How a request target is split into path and query, without a socket.
@Suite struct RequestTargetTests {
    /// The first `?` ends the path; later ones belong to the query, and an empty query is kept.
    @Test(
        arguments: [
            ("/layout", "/layout", nil),
            ("/layout?", "/layout", ""),
            ("/layout?fps=60", "/layout", "fps=60"),
            ("/a?b?c", "/a", "b?c"),
            ("?x", "", "x"),
            ("", "", nil),
            ("/caf\u{E9}?q=\u{3042}", "/caf\u{E9}", "q=\u{3042}"),
            // A combining mark after `?` makes one Character of the two, which a Character search misses.
            ("/x?\u{301}y", "/x", "\u{301}y"),
        ] as [(String, String, String?)])
    func splitsAtTheFirstQuestionMark(target: String, path: String, query: String?) {
        let split = ServerCore.splitTarget(target)
        #expect(split.path == path)
        #expect(split.query == query)
    }

    /// Headers made with room for fields behave like any others.
    @Test func reservedHeadersStartEmpty() {
        var headers = HTTPHeaders(reservingCapacity: 8)
        #expect(headers.count == 0)
        headers.append(name: "Content-Type", value: "application/json")
        #expect(headers["content-type"] == "application/json")
        #expect(headers == ["Content-Type": "application/json"])
    }
}
