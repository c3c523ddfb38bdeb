import Foundation
import SheetdKit
import Testing

@testable import SheetctlKit

/// sheetctl as a terminal runs it, in-process: exit statuses, the client its options describe, and the in-process
/// answers, previews included (sheetctl links SheetdKitPreviews).
struct SheetctlRunTests {
    /// A file of the temporary directory holding `text`.
    static func file(_ text: String, named name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The process's environment: `FONT_DIRS`, if it is set, as sheetctl reads it.
    static let environment: [String: String] = ProcessInfo.processInfo.environment

    /// Usage errors are status 2, `--version` and `--help` status 0.
    @Test(
        arguments: [
            ([], 2), (["--version"], 0), (["--help"], 0), (["frobnicate"], 2), (["layout", "--output", "xml"], 2),
            (["layout", "--server", "ftp://example.com"], 2), (["layout", "--timeout", "0"], 2),
            (["layout", "--retries", "21"], 2), (["layout", "--help"], 0),
        ] as [([String], Int32)])
    func statuses(words: [String], status: Int32) async {
        #expect(await Sheetctl.run(words, environment: [:]) == status)
    }

    /// The client follows `--server` (server only, or server first with `--fallback`), else `SHEETD_URL`, else
    /// computes in-process.
    @Test func clientFollowsTheOptions() throws {
        func client(_ words: [String], _ environment: [String: String] = [:]) throws -> SheetdClient {
            let arguments = try Arguments.parse(
                words, options: Context.commonOptions, flags: Context.commonFlags, maximumPositionals: 1)
            return try Context(arguments: arguments, environment: environment).client()
        }
        #expect(try client([]).configuration.policy == .localOnly)
        #expect(try client([]).baseURL == nil)
        #expect(try client(["--server", "http://127.0.0.1:1"]).configuration.policy == .serverOnly)
        #expect(try client(["--server", "http://127.0.0.1:1", "--fallback"]).configuration.policy == .serverFirst)
        let fromEnvironment = try client([], ["SHEETD_URL": "http://127.0.0.1:2"])
        #expect(fromEnvironment.baseURL?.absoluteString == "http://127.0.0.1:2")
        #expect(try client(["--retries", "0", "--deadline", "1"]).configuration.timeout == 1)
    }

    /// An invalid request is status 1 and writes no output file.
    @Test func invalidRequestIsStatusOne() async throws {
        let input = try Self.file(#"{"screen":{"width":-1},"sheet":{}}"#, named: "bad.json")
        let output = input.deletingPathExtension().appendingPathExtension("out.json")
        #expect(await Sheetctl.run(["layout", input.path, "-o", output.path], environment: Self.environment) == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// In-process, `layout` writes `/layout`'s JSON and `preview` an SVG: the opt-in previews are wired into
    /// sheetctl's client.
    @Test func computesLayoutsAndPreviewsInProcess() async throws {
        let input = try Self.file(
            #"{"screen":{"width":390},"sheet":{"title":"Delete?","actions":[{"title":"Delete","style":"destructive"},{"title":"Cancel","style":"cancel"}]}}"#,
            named: "sheet.json")
        let json = input.deletingPathExtension().appendingPathExtension("layout.json")
        #expect(await Sheetctl.run(["layout", input.path, "-o", json.path], environment: Self.environment) == 0)
        #expect(String(decoding: try Data(contentsOf: json), as: UTF8.self).contains("\"elements\""))
        let svg = input.deletingPathExtension().appendingPathExtension("svg")
        #expect(await Sheetctl.run(["preview", input.path, "-o", svg.path], environment: Self.environment) == 0)
        #expect(String(decoding: try Data(contentsOf: svg), as: UTF8.self).contains("<svg"))
    }
}
