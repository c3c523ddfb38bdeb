import Foundation
import Testing

/// The hand-written documents stay a short front door with links that lead somewhere (issue 38): the README is at
/// most 300 lines, its topics live in docs/, and every relative link of the README, CONTRIBUTING.md, CHANGELOG.md,
/// BENCHMARKS.md and docs/ names a file of the repository (and, with a `#fragment`, a heading of that document).
struct DocumentLinksTests {
    static let packageRoot = ModuleLayersTests.packageRoot

    /// The documents whose links are held, as paths from the package root.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "BENCHMARKS.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func readmeIsAtMostThreeHundredLines() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 300)
    }

    @Test func everyRelativeLinkResolves() throws {
        var checked = 0
        for document in try Self.documents() {
            let url = Self.packageRoot.appendingPathComponent(document)
            for link in Self.links(in: try String(contentsOf: url, encoding: .utf8)) where !Self.isAbsolute(link) {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: target.standardizedFileURL.path) else {
                    Issue.record("\(document): \(link) names no file")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let anchors = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    #expect(anchors.contains(String(parts[1])), "\(document): \(link) names no heading")
                }
            }
        }
        #expect(checked > 50, "the scanner found only \(checked) links")
    }

    /// A link to another site or a mail address, which this test does not follow.
    static func isAbsolute(_ link: String) -> Bool {
        link.range(of: "^[a-z]+:", options: .regularExpression) != nil
    }

    /// The targets of the Markdown links `[text](target)` and images outside fenced code blocks.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        for line in prose(of: text) {
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(where: { $0 == ")" || $0 == " " }) else { break }
                if after[close] == ")" { links.append(String(after[..<close])) }
                rest = after[close...]
            }
        }
        return links
    }

    /// The fragments GitHub gives a document's headings: lower case, only letters, digits, `-`, `_` and spaces
    /// kept, spaces as `-`, and `-1`, `-2` … after a repeated one.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in prose(of: text) where line.hasPrefix("#") {
            let heading = line.drop(while: { $0 == "#" })
            guard heading.first == " " else { continue }
            let kept = heading.lowercased().filter { $0.isLetter || $0.isNumber || "-_ ".contains($0) }
            let slug = String(kept.drop(while: { $0 == " " })).replacingOccurrences(of: " ", with: "-")
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The lines of `text` outside fenced code blocks, where a `#` starts a comment and `](` is code.
    static func prose(of text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }
}
