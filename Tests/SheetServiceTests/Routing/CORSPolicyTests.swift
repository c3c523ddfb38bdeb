import Testing

@testable import SheetService

/// `--cors-origins` read into a policy: origins as browsers serialise them, `*`, and refusals.
struct CORSPolicyTests {
    /// Entries are trimmed, lower-cased and stripped of a trailing `/`; empty entries are skipped.
    @Test func readsAList() throws {
        let policy = try CORSPolicy(origins: " https://Design.Example , http://127.0.0.1:8000/,,")
        #expect(policy.origins == ["https://design.example", "http://127.0.0.1:8000"])
        #expect(!policy.allowsAnyOrigin)
        #expect(policy.allowedOrigin(for: "https://design.example") == "https://design.example")
        #expect(policy.allowedOrigin(for: "http://127.0.0.1:8000") == "http://127.0.0.1:8000")
        #expect(policy.allowedOrigin(for: "http://127.0.0.1:8001") == nil)
        #expect(policy.allowedOrigin(for: "https://design.example.evil") == nil)
        #expect(policy.allowedOrigin(for: "null") == nil)
        #expect(policy.allowedOrigin(for: nil) == nil)
    }

    /// `*` allows every origin, and answers `*` even to a request without `Origin`; nothing is none.
    @Test func starAndNothing() throws {
        let any = try CORSPolicy(origins: "*")
        #expect(any.allowsAnyOrigin && any.isEnabled)
        #expect(any.allowedOrigin(for: "https://anywhere.example") == "*")
        #expect(any.allowedOrigin(for: nil) == "*")
        let none = try CORSPolicy(origins: "")
        #expect(none == .none && !none.isEnabled)
        #expect(none.allowedOrigin(for: "https://anywhere.example") == nil)
    }

    /// Entries that are not `http(s)://host[:port]` are refused, naming the entry.
    @Test(arguments: [
        "design.example", "ftp://design.example", "https://design.example/path", "https://", "https://a b",
        "https://user@design.example", "https://design.example?x", "https://:8080",
    ])
    func refusesWhatIsNotAnOrigin(entry: String) {
        #expect(throws: CORSPolicy.InvalidOrigin(entry: entry)) {
            try CORSPolicy(origins: "https://ok.example,\(entry)")
        }
    }
}
