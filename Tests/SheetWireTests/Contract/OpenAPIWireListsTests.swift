import Foundation
import LayoutCore
import SheetWire
import Testing

/// openapi.yaml is generated whole from contract/openapi.source.yaml, ``LayoutWarning/Code``,
/// ``PresentationRule/Code`` and ``ProblemType``
/// (`OpenAPIWireLists`); `make regen` (`REGENERATE_OPENAPI=1 swift test --filter OpenAPIWireListsTests`) writes it,
/// and a document edited by hand, or left behind by its source or a new case, fails here.
struct OpenAPIWireListsTests {
    static func document() throws -> String {
        try String(contentsOf: OpenAPIWireLists.documentURL, encoding: .utf8)
    }

    static func source() throws -> String {
        try String(contentsOf: OpenAPIWireLists.sourceURL, encoding: .utf8)
    }

    /// The document is exactly what the generator writes from its source and the enumerations.
    @Test func documentIsGenerated() throws {
        let generated = try OpenAPIWireLists.generated(fromSource: try Self.source())
        if ProcessInfo.processInfo.environment["REGENERATE_OPENAPI"] == "1" {
            try generated.write(to: OpenAPIWireLists.documentURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            try Self.document() == generated,
            "openapi.yaml is stale or edited by hand: edit contract/openapi.source.yaml, then run make regen")
    }

    /// The source the documentation is read from declares exactly the compiled cases, each documented, so the list
    /// can neither miss a code nor name one that is gone.
    @Test func everyCodeIsReadWithItsDocumentation() throws {
        let warnings = OpenAPIWireLists.documentedCodes(in: try OpenAPIWireLists.warningCodes.source())
        #expect(warnings.map(\.name) == LayoutWarning.Code.allCases.map(\.rawValue))
        let rules = OpenAPIWireLists.documentedCodes(in: try OpenAPIWireLists.ruleCodes.source())
        #expect(rules.map(\.name) == PresentationRule.Code.allCases.map(\.rawValue))
        for code in warnings + rules { #expect(code.documentation.count > 20, "\(code.name) is not documented") }
    }

    /// Every problem type's status has its `*Problem` schema, and every such schema's status has a type: a type
    /// with a new status needs a schema written for it, which the generator cannot invent.
    @Test func everyStatusHasItsSchema() throws {
        let schemas = OpenAPIWireLists.problemSchemas(in: try Self.document().components(separatedBy: "\n"))
        let statuses = Set(schemas.compactMap(\.status))
        #expect(schemas.allSatisfy { $0.status != nil }, "a *Problem schema without a status const")
        #expect(statuses == Set(ProblemType.allCases.map(\.status)))
    }

    /// The generated lines name each code and each problem type, so a generator that dropped one would fail.
    @Test func generatedPartsNameEveryCase() throws {
        let document = try Self.document()
        for code in LayoutWarning.Code.allCases { #expect(document.contains("            - `\(code.rawValue)`: ")) }
        for code in PresentationRule.Code.allCases { #expect(document.contains("            - `\(code.rawValue)`: ")) }
        for type in ProblemType.allCases {
            #expect(document.contains("'\(type.rawValue)'"))
            #expect(OpenAPIWireLists.problemTypeLine(status: type.status)?.contains(type.rawValue) == true)
        }
        #expect(OpenAPIWireLists.problemTypeLine(status: 418) == nil)
    }

    /// The source holds neither list, so each code and each problem type has its one home in the Swift enumeration;
    /// the document names its generator and its sources on its first line.
    @Test func listsHaveTheirHomeInTheCode() throws {
        let source = try Self.source()
        for code in LayoutWarning.Code.allCases { #expect(!source.contains("- `\(code.rawValue)`: ")) }
        for code in PresentationRule.Code.allCases { #expect(!source.contains("- `\(code.rawValue)`: ")) }
        for type in ProblemType.allCases { #expect(!source.contains("'\(type.rawValue)'")) }
        for list in OpenAPIWireLists.codeLists {
            #expect(source.components(separatedBy: "\n").filter { $0 == list.directive }.count == 1)
        }
        let generated = try OpenAPIWireLists.generated(fromSource: source)
        #expect(generated.hasPrefix(OpenAPIWireLists.firstLine + "\n"))
    }
}
