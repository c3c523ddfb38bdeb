import Foundation
import Testing

@testable import SheetdKit

/// Warning codes and problem types decode whatever the server sends: a code or type this build does not know
/// (a newer sheetd's) still decodes, with no typed value, and a known one gives its typed case.
struct WireCodeTests {
    static func warning(code: String) throws -> Warning {
        try JSONDecoder().decode(Warning.self, from: Data(#"{"code":"\#(code)","message":"m"}"#.utf8))
    }

    /// Every code this build knows decodes to itself.
    @Test(arguments: KnownWarningCode.allCases) func knownCodeDecodes(code: KnownWarningCode) throws {
        let warning = try Self.warning(code: code.rawValue)
        #expect(warning.code.known == code)
        #expect(warning.code == code)
        #expect(warning.code == WarningCode(code))
    }

    /// A code added by a newer server decodes, keeps its name, and encodes back unchanged.
    @Test func unknownCodeDecodes() throws {
        let warning = try Self.warning(code: "someFutureCode")
        #expect(warning.code.rawValue == "someFutureCode")
        #expect(warning.code.known == nil)
        #expect(!(warning.code == .actionsScroll))
        let encoded = try JSONEncoder().encode(warning.code)
        #expect(String(decoding: encoded, as: UTF8.self) == #""someFutureCode""#)
    }

    /// A problem of a known type gives the type; an unknown one keeps its URI, with no typed value; the typed
    /// initialiser takes the type's title and status.
    @Test func problemTypes() throws {
        let known = try JSONDecoder().decode(
            ProblemDetails.self,
            from: Data(
                #"{"type":"urn:sheetd:problem:overloaded","title":"Service Unavailable","status":503,"detail":"d"}"#
                    .utf8))
        #expect(known.knownType == .overloaded)
        let unknown = try JSONDecoder().decode(
            ProblemDetails.self,
            from: Data(#"{"type":"about:blank","title":"Bad Gateway","status":502,"detail":"d"}"#.utf8))
        #expect(unknown.knownType == nil && unknown.type == "about:blank")
        let made = ProblemDetails(.invalidRequest, detail: "d")
        #expect(
            made.type == "urn:sheetd:problem:invalid-request" && made.title == "Invalid Request" && made.status == 422)
    }
}
