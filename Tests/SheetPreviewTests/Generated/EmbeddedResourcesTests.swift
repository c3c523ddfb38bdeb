import Foundation
import Testing

@testable import SheetPreview

/// The Swift sources in `Generated/` against the resources they embed, so that a stale one fails `swift test`
/// rather than shipping an old page.
struct EmbeddedResourcesTests {
    /// The package's root: this file is `Tests/SheetPreviewTests/Generated/EmbeddedResourcesTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each playground resource is compiled in byte for byte as its file now reads.
    @Test(arguments: [
        ("playground.html", PlaygroundHTML.text),
        ("playground.css", PlaygroundCSS.text),
        ("playground.js", PlaygroundScript.text),
    ])
    func playgroundResourceMatchesItsFile(name: String, embedded: String) throws {
        let file = Self.root.appendingPathComponent("Sources/SheetPreview/Playground/\(name)")
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let isCurrent = embedded == text  // not in #expect, which would print both texts whole
        #expect(isCurrent, "Sources/SheetPreview/Generated/ is stale for \(name); run `make embed-resources`")
    }

    /// `scripts/embed-resources.sh --check` finds every generated source (OpenAPI document included) up to date.
    @Test func everyGeneratedSourceIsUpToDate() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent("scripts/embed-resources.sh").path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
