import Foundation
import Testing

@testable import LayoutCore

/// docs/geometry.md stays in step with the profiles: the section between its two `generated` markers (each
/// profile's era and constant table, then the deprecated names) is generated from the typed values.
/// `make regen-docs` (`REGENERATE_GEOMETRY_DOC=1 swift test --filter GeometryDocumentTests`) rewrites it in place.
struct GeometryDocumentTests {
    static let documentURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/geometry.md")

    /// The line that opens the generated section.
    static let beginMarker = "<!-- generated from the profiles by `make regen-docs`: do not edit by hand -->"
    /// The line that closes it.
    static let endMarker = "<!-- end of the generated profiles -->"

    /// The Markdown table of a profile's constants, one row per constant in the profile's order.
    static func table(for profile: MetricsProfile) -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        let rows = profile.constants.map {
            "| `\($0.name)` | \(cell($0.value)) | \(cell($0.source)) | \($0.confidence.rawValue) |"
        }
        return (["| constant | value | source | confidence |", "|---|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// The generated section, markers included: per profile a heading, its era and its table, then the aliases.
    static func generatedSection() -> String {
        var parts = [beginMarker]
        for profile in MetricsProfile.all {
            let isDefault = profile.name == MetricsProfile.defaultName
            let aliases = MetricsProfile.deprecatedAliases.filter { $0.profileName == profile.name }.map(\.name)
            var heading = "## Constants: `\(profile.name)`"
            if isDefault { heading += " (default)" }
            if !aliases.isEmpty {
                heading += " (deprecated alias " + aliases.map { "`\($0)`" }.joined(separator: ", ") + ")"
            }
            parts += [heading, profile.era, table(for: profile)]
        }
        parts.append("## Deprecated profile names")
        parts.append(
            MetricsProfile.deprecatedAliases.map {
                "- `\($0.name)` is answered as `\($0.profileName)` with a `profileDeprecated` warning at `/profile`: "
                    + "\($0.reason)."
            }.joined(separator: "\n"))
        parts.append(endMarker)
        return parts.joined(separator: "\n\n")
    }

    /// The document with its generated section replaced by `generatedSection()`.
    static func regenerated(_ document: String) throws -> String {
        let begin = try #require(document.range(of: beginMarker))
        let end = try #require(document.range(of: endMarker, range: begin.upperBound..<document.endIndex))
        return document.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: generatedSection())
    }

    /// The document's generated section is exactly the one the profiles give: every constant of every profile with
    /// its value, source and confidence, each profile's era (what is unknown about iOS 11–12.1 among them) and the
    /// deprecated names.
    @Test func documentListsEveryConstant() throws {
        let document = try String(contentsOf: Self.documentURL, encoding: .utf8)
        if ProcessInfo.processInfo.environment["REGENERATE_GEOMETRY_DOC"] == "1" {
            try Self.regenerated(document).write(to: Self.documentURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            document.contains(Self.generatedSection()),
            "docs/geometry.md's generated section is stale; run make regen-docs")
    }

    /// The section names every constant and the unknown iOS 11–12.1, so a generator that dropped them would fail.
    @Test func sectionCoversTheProfiles() {
        let section = Self.generatedSection()
        for profile in MetricsProfile.all {
            for constant in profile.constants { #expect(section.contains("| `\(constant.name)` |")) }
        }
        #expect(section.contains("Unknown for iOS 11–12.1"))
        #expect(section.contains("- `ios12` is answered as `ios10`"))
    }
}
