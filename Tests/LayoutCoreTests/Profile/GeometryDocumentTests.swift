import Foundation
import Testing

@testable import LayoutCore

/// docs/geometry.md stays in step with the profiles: its constant tables are generated from them.
/// `REGENERATE_GEOMETRY_DOC=1 swift test --filter GeometryDocumentTests` rewrites the tables in place.
struct GeometryDocumentTests {
    static let documentURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/geometry.md")

    /// The Markdown table of a profile's constants, one row per constant in the profile's order.
    static func table(for profile: MetricsProfile) -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        let rows = profile.constants.map {
            "| `\($0.name)` | \(cell($0.value)) | \(cell($0.source)) | \($0.confidence.rawValue) |"
        }
        return (["| constant | value | source | confidence |", "|---|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// The document with the table under each profile's `## Constants` heading replaced by the generated one.
    static func regenerated(_ document: String) throws -> String {
        var lines = document.components(separatedBy: "\n")
        for profile in MetricsProfile.all {
            let heading = try #require(lines.firstIndex { $0.hasPrefix("## Constants: `\(profile.name)`") })
            let start = try #require(lines[heading...].firstIndex { $0.hasPrefix("| constant |") })
            let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
            lines.replaceSubrange(start..<end, with: table(for: profile).components(separatedBy: "\n"))
        }
        return lines.joined(separator: "\n")
    }

    /// Every constant of every profile appears in the document with its value, source and confidence, in a table
    /// identical to the generated one.
    @Test func documentListsEveryConstant() throws {
        let document = try String(contentsOf: Self.documentURL, encoding: .utf8)
        if ProcessInfo.processInfo.environment["REGENERATE_GEOMETRY_DOC"] == "1" {
            try Self.regenerated(document).write(to: Self.documentURL, atomically: true, encoding: .utf8)
            return
        }
        for profile in MetricsProfile.all {
            let section = try #require(document.components(separatedBy: "## Constants: `\(profile.name)`").last)
            #expect(
                section.contains(Self.table(for: profile)),
                "the \(profile.name) table in docs/geometry.md is stale; run REGENERATE_GEOMETRY_DOC=1 swift test --filter GeometryDocumentTests"
            )
        }
    }
}
