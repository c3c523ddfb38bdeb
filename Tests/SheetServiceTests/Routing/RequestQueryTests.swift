import SheetAnswers
import Testing

@testable import SheetService

/// The query of a GET form: exactly one `request`, in base64url, percent-encoding allowed.
struct RequestQueryTests {
    /// The `request` value decodes to the body, padded or not, and percent-encoded or not.
    @Test(arguments: ["request=e30", "request=e30=", "request=e30%3D", "request=%65%33%30", "&request=e30&"])
    func readsTheBody(query: String) throws {
        #expect(try RequestQuery.body(from: query) == Array("{}".utf8))
    }

    /// A missing, repeated, unknown, empty or malformed parameter is a 400 `invalid-parameter` problem naming it.
    @Test(arguments: [
        (nil, "request", "is missing"), ("", "request", "is missing"), ("req=e30", "req", "is not a parameter"),
        ("request=e30&request=e30", "request", "more than once"), ("request=e30&v=2", "v", "is not a parameter"),
        ("request", "request", "is empty"), ("request=", "request", "is empty"),
        ("request=e3+", "request", "is not base64url"), ("request=e3%2", "request", "% not followed"),
        ("request=e3%zz", "request", "% not followed"), ("Request=e30", "Request", "is not a parameter"),
    ])
    func refusesABadQuery(query: String?, parameter: String, message: String) {
        #expect {
            try RequestQuery.body(from: query)
        } throws: { error in
            guard let problem = error as? Problem else { return false }
            return problem.status == 400 && problem.type == .invalidParameter
                && problem.parameter == parameter && problem.detail.contains(message)
        }
    }
}
