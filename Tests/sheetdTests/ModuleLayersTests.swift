import Foundation
import Testing

/// The module graph of docs/architecture.md holds in the sources: each module imports only the modules below it
/// that the document allows, so no layer reaches up (the wire never into routing, the cores never into I/O).
struct ModuleLayersTests {
    /// The project's modules and what each may import, from docs/architecture.md ("Module graph").
    static let allowedImports: [String: Set<String>] = [
        "Locking": [],
        "StrictJSON": [],
        "LayoutCore": [],
        "AnimationCore": ["LayoutCore"],
        "CHarfBuzz": [],
        "CLineBreak": [],
        "TextShaping": ["LayoutCore", "CHarfBuzz", "CLineBreak", "Locking", "StrictJSON"],
        "SheetWire": ["LayoutCore", "AnimationCore", "StrictJSON"],
        "SheetPreview": ["LayoutCore", "AnimationCore", "StrictJSON", "SheetWire", "Locking"],
        "SheetContract": [],
        "CMicroHTTPD": [],
        "HTTPServer": ["CMicroHTTPD", "Locking"],
        "SheetAnswers": ["LayoutCore", "AnimationCore", "StrictJSON", "SheetWire", "SheetPreview"],
        "SheetService": [
            "LayoutCore", "AnimationCore", "StrictJSON", "SheetWire", "SheetPreview", "SheetAnswers", "SheetContract",
            "HTTPServer", "Locking",
        ],
        "sheetd": ["SheetService", "SheetPreview", "HTTPServer", "LayoutCore", "TextShaping", "Locking"],
        // The client: the answers' path without HTTP, and HarfBuzz + ICU where the platform has them.
        "SheetdClient": [
            "LayoutCore", "AnimationCore", "StrictJSON", "SheetWire", "SheetAnswers", "Locking", "TextShaping",
        ],
        "sheetctl": ["SheetdClient", "LayoutCore", "SheetContract"],
    ]

    /// Every module in Sources/ is in the table, and every `import` of a project module is allowed.
    @Test func noModuleImportsOneAboveIt() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(modules) == Set(Self.allowedImports.keys))
        for module in modules {
            let allowed = Self.allowedImports[module] ?? []
            let directory = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for imported in Self.imports(in: text) where Self.allowedImports[imported] != nil {
                    #expect(allowed.contains(imported), "\(module)/\(file) imports \(imported)")
                }
            }
        }
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, inside `#if` too).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.isEmpty && $0 != "@testable" }
            guard words.count >= 2, words[0] == "import" else { return nil }
            return String(words[1])
        }
    }
}
