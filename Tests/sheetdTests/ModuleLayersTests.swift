import Foundation
import Testing

/// Every project module that Package.swift declares for a module is imported by it, read from
/// `Generated/module-graph.json` (written from Package.swift by scripts/regen-module-graph.py, whose `--check` in
/// `make test` fails when it is stale), and every folder is a target, so no module escapes the checks.
///
/// The other half, no import without a declared dependency (an upward one, or one that leans on a transitive
/// dependency), is SwiftPM's own: `make test` builds with `--explicit-target-dependency-import-check error`.
/// SwiftPM does not report a declared dependency nobody imports, which only this test finds.
struct ModuleLayersTests {
    /// One target of the generated graph.
    struct Module {
        let name: String
        let kind: String
        let path: String
        let dependencies: Set<String>
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The targets of `Generated/module-graph.json`, by name.
    static func modules() throws -> [String: Module] {
        let url = packageRoot.appendingPathComponent("Generated/module-graph.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let entries = try #require(json?["modules"] as? [String: [String: Any]])
        var modules: [String: Module] = [:]
        for (name, entry) in entries {
            modules[name] = Module(
                name: name, kind: try #require(entry["kind"] as? String), path: try #require(entry["path"] as? String),
                dependencies: Set(try #require(entry["dependencies"] as? [String])))
        }
        return modules
    }

    /// Every folder of Sources/ and Tests/ is a target of the graph, so no module escapes the check below.
    @Test func everyFolderIsATargetOfThePackage() throws {
        let paths = Set(try Self.modules().values.map(\.path))
        for folder in ["Sources", "Tests"] {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Self.packageRoot.appendingPathComponent(folder).path
            ).filter { !$0.hasPrefix(".") }
            for name in names {
                #expect(paths.contains("\(folder)/\(name)"), "\(folder)/\(name) is not a target in Package.swift")
            }
        }
    }

    /// Each module imports every project module it declares.
    @Test func everyDeclaredDependencyIsImported() throws {
        let modules = try Self.modules()
        for module in modules.values where module.kind != "system" {
            let imported = try Self.projectImports(of: module, among: Set(modules.keys))
            let unused = module.dependencies.subtracting(imported)
            #expect(unused.isEmpty, "\(module.name) declares \(unused.sorted()) but never imports it")
        }
    }

    /// The scanner sees plain, `@testable` and conditional imports, and nothing that merely mentions a module.
    @Test func importScannerReadsEveryFormOfImport() {
        let text = """
            import Foundation
            @testable import LayoutCore
            #if canImport(TextShaping)
                import TextShaping
            #endif
            // import SheetService is only a comment
            let x = "import HTTPServer"
            """
        #expect(Self.imports(in: text) == ["Foundation", "LayoutCore", "TextShaping"])
    }

    /// The project modules imported by any Swift file of `module`'s folder.
    static func projectImports(of module: Module, among names: Set<String>) throws -> Set<String> {
        let directory = packageRoot.appendingPathComponent(module.path)
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        var imported: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            imported.formUnion(imports(in: text).filter(names.contains))
        }
        return imported
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
