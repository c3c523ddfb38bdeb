import Foundation
import Testing

/// No Swift test starts Python (or any other tool through `Process`): what needs Python runs in the Python suites
/// that `make test` runs, and a Swift test reads what they generate (e.g. `Generated/openapi-examples.json`).
struct SwiftTestsStartNoProcessTests {
    /// The Swift files of Tests/ that create a `Process` or name a Python interpreter, as `path: line`.
    static func offenders() throws -> [String] {
        let tests = ModuleLayersTests.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        let spawn = try Regex(#"(^|[^A-Za-z0-9_])Process\(\)|bin/python|"python3?""#)
        var found: [String] = []
        // This file spells the forms it looks for.
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("/SwiftTestsStartNoProcessTests.swift") {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(spawn) {
                found.append("\(file):\(number + 1)")
            }
        }
        return found
    }

    @Test func noSwiftTestStartsAProcess() throws {
        #expect(try Self.offenders() == [])
    }

    /// The pattern catches the forms it is meant to, and not a method whose name ends in "Process".
    @Test func patternCatchesSpawns() throws {
        let spawn = try Regex(#"(^|[^A-Za-z0-9_])Process\(\)|bin/python|"python3?""#)
        #expect("let process = Process()".contains(spawn))
        #expect(#"process.arguments = ["python3"]"#.contains(spawn))
        #expect(!"@Test func readsThisProcess() throws {".contains(spawn))
    }
}
