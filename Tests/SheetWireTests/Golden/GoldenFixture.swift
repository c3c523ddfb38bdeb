import Foundation
import SheetTestSupport
import StrictJSON
import Testing

/// The reviewed fixture files of a golden set: one JSON file per case holding its request and expected response.
/// Shared by the fixed-metrics goldens and the HarfBuzz goldens, which differ only in their measurer and folder.
struct GoldenFixture {
    /// The folder holding the set's files.
    let directory: URL
    /// What writes the files and from what, the value of each file's first member `generated` (its first line, as
    /// every generated file's first line names its generator and source; JSON has no comments).
    let generatedBy: String

    /// Expects `response` (the /layout answer to `golden.request`) to equal the case's fixture, or rewrites the fixture
    /// under `REGENERATE_GOLDENS=1`.
    func check(_ golden: GoldenCase, response: JSONValue) throws {
        let file = directory.appendingPathComponent("\(golden.name).json")
        let document: JSONValue = ["generated": .string(generatedBy), "request": golden.request, "response": response]
        if GoldenLayoutTests.isRegenerating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let text = prettyJSON(document).replacingOccurrences(of: "{\n  \"generated\"", with: "{\"generated\"")
            try Data((text + "\n").utf8).write(to: file)
            return
        }
        let stored = try JSONParser.parse(Array(try Data(contentsOf: file)))
        #expect(stored["generated"] == .string(generatedBy), "\(golden.name): the fixture names another generator")
        #expect(stored["request"] == golden.request, "\(golden.name): the fixture's request differs from the case")
        #expect(
            stored["response"] == response,
            "\(golden.name): layout differs from the fixture; run make regen and review the diff")
    }

    /// The set in `Generated/<folder>/` of SheetWireTests, whose files name `generatedBy` as what wrote them.
    init(folder: String, generatedBy: String) {
        directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Generated").appendingPathComponent(folder)
        self.generatedBy = generatedBy
    }

    /// Expects every fixture file to belong to one of `names` and every name to have its file (no stale goldens);
    /// skipped while regenerating.
    func expectFiles(named names: Set<String>) throws {
        guard !GoldenLayoutTests.isRegenerating else { return }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(files) == names)
    }
}
