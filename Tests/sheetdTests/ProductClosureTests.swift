import Foundation
import Testing

/// What each library product links, from `Generated/module-graph.json` (Package.swift's graph and SwiftPM's own
/// product memberships, kept fresh by `scripts/regen-module-graph.py --check`): an app that depends on SheetdKit
/// alone links no server and no preview drawing (docs/architecture.md, "A client that carries no server").
/// SwiftPM's import check (`make test` builds with `--explicit-target-dependency-import-check error`) holds each
/// module's imports to its declared dependencies, so the built modules import no more than this graph.
struct ProductClosureTests {
    /// The modules `product` links: its targets and everything they depend on, transitively.
    static func closure(ofProduct product: String) throws -> Set<String> {
        let url = ModuleLayersTests.packageRoot.appendingPathComponent("Generated/module-graph.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let products = try #require(json["products"] as? [String: [String]])
        let modules = try ModuleLayersTests.modules()
        var linked: Set<String> = []
        var pending = try #require(products[product], "no product \(product)")
        while let name = pending.popLast() {
            guard linked.insert(name).inserted else { continue }
            pending += try #require(modules[name], "no module \(name)").dependencies
        }
        return linked
    }

    /// The targets SwiftPM links into `product` (`swift package describe`'s product memberships).
    static func linkedBySwiftPM(_ product: String) throws -> Set<String> {
        let url = ModuleLayersTests.packageRoot.appendingPathComponent("Generated/module-graph.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let linked = try #require(json["linked"] as? [String: [String]])
        return Set(try #require(linked[product], "SwiftPM links nothing into \(product)"))
    }

    static let server: Set<String> = ["HTTPServer", "CMicroHTTPD", "SheetService", "SheetContract", "sheetd"]
    static let pictures: Set<String> = ["SheetPreview", "SheetPreviewAnswers", "ContentNegotiation"]

    /// SheetdKit links the core, the codecs, the answers and a measurer: no server, no pictures, no negotiation.
    @Test func clientCarriesNoServerAndNoPictures() throws {
        let linked = try Self.closure(ofProduct: "SheetdKit")
        #expect(linked.isDisjoint(with: Self.server), "\(linked.intersection(Self.server).sorted())")
        #expect(linked.isDisjoint(with: Self.pictures), "\(linked.intersection(Self.pictures).sorted())")
        #expect(linked.isSuperset(of: ["SheetdKit", "SheetAnswers", "SheetWire", "LayoutCore", "TextShaping"]))
    }

    /// The closure of the declared dependencies is what SwiftPM itself links into each library and executable, so
    /// the checks above hold for the products as built.
    @Test(arguments: ["SheetdKit", "SheetdKitPreviews", "LayoutCore", "AnimationCore", "sheetd", "sheetctl"])
    func closureIsWhatSwiftPMLinks(product: String) throws {
        #expect(try Self.closure(ofProduct: product) == (try Self.linkedBySwiftPM(product)))
    }

    /// The opt-in previews add the pictures, and still no server.
    @Test func clientPreviewsAddPicturesOnly() throws {
        let linked = try Self.closure(ofProduct: "SheetdKitPreviews")
        #expect(linked.isDisjoint(with: Self.server), "\(linked.intersection(Self.server).sorted())")
        #expect(linked.isSuperset(of: Self.pictures.union(["SheetdKit"])))
    }

    /// The daemon links both, so the check above is about the graph and not a name that vanished from it.
    @Test func daemonLinksServerAndPictures() throws {
        let linked = try Self.closure(ofProduct: "sheetd")
        #expect(linked.isSuperset(of: ["HTTPServer", "SheetService", "SheetPreview", "SheetPreviewAnswers"]))
    }
}
