import Foundation
import Testing

@testable import LayoutCore

/// docs/geometry.md stays in step with the profiles.
struct GeometryDocumentTests {
    /// Every constant of every profile appears in the document with its value and confidence.
    @Test func documentListsEveryConstant() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/geometry.md"), encoding: .utf8)
        for profile in MetricsProfile.all {
            let section = try #require(document.components(separatedBy: "## Constants: `\(profile.name)`").last)
            for constant in profile.constants {
                #expect(
                    section.contains("| `\(constant.name)` | \(constant.value) |") && section.contains(constant.confidence.rawValue),
                    "\(profile.name).\(constant.name) is missing or stale in docs/geometry.md")
            }
        }
    }
}
