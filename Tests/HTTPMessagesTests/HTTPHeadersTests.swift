import HTTPMessages
import Testing

/// The header value type, without a socket.
@Suite struct HTTPHeadersTests {
    /// Lookup ignores ASCII case and returns the first of repeated fields.
    @Test func lookupIgnoresCaseAndFindsTheFirstField() {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        headers.append(name: "Set-Cookie", value: "a=1")
        headers.append(name: "set-cookie", value: "b=2")

        #expect(headers["content-type"] == "application/json")
        #expect(headers["CONTENT-TYPE"] == "application/json")
        #expect(headers["Set-Cookie"] == "a=1")
        #expect(headers["Accept"] == nil)
        #expect(headers.contains(name: "SET-COOKIE"))
    }

    /// Iteration keeps the order of appending, repeated names included.
    /// A name matches only a name of its own length: not a prefix, not a longer name that starts with it, not
    /// another name of the same length.
    @Test func lookupComparesWholeNames() {
        let headers: HTTPHeaders = ["Content-Type": "application/json", "Content-Length": "2", "X-Request-Id": "a"]
        #expect(headers["CONTENT-LENGTH"] == "2")
        #expect(headers["content-type"] == "application/json")
        #expect(headers["Content-Typ"] == nil)
        #expect(headers["Content-Types"] == nil)
        #expect(headers["X-Request-Ib"] == nil)
        #expect(headers["x-request-id"] == "a")
    }

    @Test func iterationKeepsOrderAndRepeats() {
        var headers = HTTPHeaders()
        headers.append(name: "B", value: "1")
        headers.append(name: "A", value: "2")
        headers.append(name: "B", value: "3")

        #expect(headers.map(\.name) == ["B", "A", "B"])
        #expect(headers.map(\.value) == ["1", "2", "3"])
        #expect(headers.count == 3)
    }

    /// Equality compares names without case, values exactly, and order.
    @Test func equalityIgnoresNameCaseOnly() {
        let headers: HTTPHeaders = ["Content-Type": "text/plain", "X-A": "1"]
        #expect(headers == ["content-type": "text/plain", "x-a": "1"])
        #expect(headers != ["Content-Type": "TEXT/PLAIN", "X-A": "1"])
        #expect(headers != ["X-A": "1", "Content-Type": "text/plain"])
    }

    /// Non-ASCII bytes are compared exactly, not folded.
    @Test func nonASCIINamesAreNotFolded() {
        let headers: HTTPHeaders = ["X-Ä": "1"]
        #expect(headers["x-ä"] == nil)
        #expect(headers["x-Ä"] == "1")
    }
}
