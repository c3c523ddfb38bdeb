import Foundation
import LayoutCore
import SheetWire
import Testing

/// openapi.yaml's warning codes and problem types are written from ``LayoutWarning/Code`` and ``ProblemType``
/// (`OpenAPIWireLists`); `make regen-docs` (`REGENERATE_OPENAPI=1 swift test --filter OpenAPIWireListsTests`)
/// rewrites them in place, and a document edited by hand, or left behind by a new case, fails here.
struct OpenAPIWireListsTests {
    static func document() throws -> String {
        try String(contentsOf: OpenAPIWireLists.documentURL, encoding: .utf8)
    }

    static func codesSource() throws -> String {
        try String(contentsOf: OpenAPIWireLists.codesSourceURL, encoding: .utf8)
    }

    static func ruleCodesSource() throws -> String {
        try String(contentsOf: OpenAPIWireLists.ruleCodesSourceURL, encoding: .utf8)
    }

    static func regenerated(_ document: String) throws -> String {
        try OpenAPIWireLists.regenerated(
            document, codesSource: try codesSource(), ruleCodesSource: try ruleCodesSource())
    }

    /// The document is exactly what the generator writes from the enumerations.
    @Test func documentIsGenerated() throws {
        let document = try Self.document()
        let regenerated = try Self.regenerated(document)
        if ProcessInfo.processInfo.environment["REGENERATE_OPENAPI"] == "1" {
            try regenerated.write(to: OpenAPIWireLists.documentURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            document == regenerated,
            "openapi.yaml's warning or rule codes or problem types are stale; run make regen-docs")
    }

    /// The source the documentation is read from declares exactly the compiled cases, each documented, so the list
    /// can neither miss a code nor name one that is gone.
    @Test func everyCodeIsReadWithItsDocumentation() throws {
        let documented = OpenAPIWireLists.documentedCodes(in: try Self.codesSource())
        #expect(documented.map(\.name) == LayoutWarning.Code.allCases.map(\.rawValue))
        for code in documented { #expect(code.documentation.count > 20, "\(code.name) is not documented") }
        let rules = OpenAPIWireLists.documentedCodes(in: try Self.ruleCodesSource())
        #expect(rules.map(\.name) == PresentationRule.Code.allCases.map(\.rawValue))
        for code in rules { #expect(code.documentation.count > 20, "\(code.name) is not documented") }
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

    /// A document with a code or a problem type changed by hand is not what the generator writes.
    @Test func handEditIsCaught() throws {
        let document = try Self.document()
        let edited = document.replacingOccurrences(of: "            - `actionsScroll`: ", with: "            - `x`: ")
        #expect(edited != document)
        #expect(try Self.regenerated(edited) != edited)
        let rule = document.replacingOccurrences(of: "            - `liquidGlassInset`: ", with: "            - `y`: ")
        #expect(rule != document)
        #expect(try Self.regenerated(rule) == document)
        let retyped = document.replacingOccurrences(
            of: "const: '\(ProblemType.notFound.rawValue)'", with: "const: 'urn:sheetd:problem:missing'")
        #expect(retyped != document)
        #expect(try Self.regenerated(retyped) == document)
    }
}
