import Foundation
import Testing

@testable import SheetPreview

/// The playground page as served: its three files put together into one self-contained document.
struct PlaygroundPageTests {
    /// The style sheet and the script stand inline where the HTML file links them, and nothing is left to load.
    @Test func styleSheetAndScriptAreInline() throws {
        let html = PlaygroundPage.html
        #expect(PlaygroundPage.markup.contains(PlaygroundPage.styleSheetLink))
        #expect(PlaygroundPage.markup.contains(PlaygroundPage.scriptElement))
        #expect(!html.contains(PlaygroundPage.styleSheetLink) && !html.contains(PlaygroundPage.scriptElement))
        #expect(html.contains("<style>\n\(PlaygroundPage.styleSheet)</style>\n"))
        let served = try Self.script(in: html).split(separator: "\n", omittingEmptySubsequences: false)
        let file = PlaygroundPage.script.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(served.count == file.count)
        let differing = zip(served, file).filter { $0 != $1 }.map(\.1)
        #expect(
            differing == [
                "  const DEVICES = /*DEVICES*/[];", "  const CATEGORIES = /*CATEGORIES*/[];",
                "  const PROFILES = /*PROFILES*/[];", "  const DEFAULT_PROFILE = /*DEFAULT_PROFILE*/'';",
            ], "only the placeholders' lines differ")
        #expect(html.contains("const DEFAULT_PROFILE = 'ios26';"))
    }

    /// The placeholders are filled from LayoutCore with JSON that cannot close the script element early.
    @Test func placeholdersAreFilled() throws {
        let script = try Self.script(in: PlaygroundPage.html)
        #expect(
            !script.contains("/*DEVICES*/") && !script.contains("/*CATEGORIES*/") && !script.contains("/*PROFILES*/"))
        #expect(script.contains(#"  const PROFILES = ["ios17","ios10","ios26"];"#))
        #expect(script.contains(#"  const DEVICES = [{"name":"#))
        #expect(PlaygroundPage.html.components(separatedBy: "</script>").count == 2)
    }

    /// Every element the script looks up by a literal id (`$('…')`) is in the page, the presentation sheet's
    /// controls among them, so no control is wired to nothing.
    @Test func everyElementTheScriptNamesExists() throws {
        let ids = Set(PlaygroundPage.script.matches(of: /\$\('([a-z0-9-]+)'\)/).map { String($0.output.1) })
        #expect(ids.isSuperset(of: ["kind", "detent-medium", "selected-detent", "undimmed-detent", "layout-json"]))
        for id in ids.sorted() {
            #expect(PlaygroundPage.markup.contains("id=\"\(id)\""), "\(id)")
        }
    }

    /// The text between `<script>` and `</script>`.
    private static func script(in html: String) throws -> Substring {
        let start = try #require(html.firstRange(of: "<script>\n")).upperBound
        let end = try #require(html.firstRange(of: "</script>\n")).lowerBound
        return html[start..<end]
    }
}

/// The three files are compiled in as they are on disk: an edit to one reaches the page with the next build.
struct PlaygroundFilesTests {
    /// Each embedded text is its file, byte for byte.
    @Test func embeddedTextsAreTheFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Sources/SheetPreview/Playground")
        for (name, text) in [
            ("playground.html", PlaygroundPage.markup), ("playground.css", PlaygroundPage.styleSheet),
            ("playground.js", PlaygroundPage.script),
        ] {
            let file = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(Array(text.utf8) == Array(file), "\(name)")
        }
    }
}
