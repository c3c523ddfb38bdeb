import Foundation
import LayoutCore
import SheetTestSupport
import StrictJSON
import Testing
import TextShaping

/// Golden layouts measured with the default fonts through HarfBuzz and ICU: each case's request and expected
/// response live in one reviewed JSON file under `Generated/layout-harfbuzz/`. `make regen`
/// (REGENERATE_GOLDENS=1) rewrites them; a diff there is a change in shaping, fonts or line breaking.
struct RealMeasurerGoldenTests {
    static let fixture = GoldenFixture(
        folder: "layout-harfbuzz",
        generatedBy: "by make regen (RealMeasurerGoldenTests) from Tests/SheetTestSupport/GoldenCases*.swift"
            + " and the installed fonts; do not edit")

    /// One measurer for every case: the fonts load once.
    static let measurer = Result { () throws -> HarfBuzzTextMeasurer in try HarfBuzzTextMeasurer() }

    /// The /layout answer for each case, measured by HarfBuzz and ICU in the default fonts, equals its fixture.
    @Test(arguments: RealMeasurerGoldenCases.all)
    func matchesFixture(_ golden: GoldenCase) throws {
        let response = try JSONParser.parse(try WireLayout.body(of: golden.request, measurer: try Self.measurer.get()))
        try Self.fixture.check(golden, response: response)
    }

    /// The set covers what it promises (Latin, Japanese, mixed, right to left, every Dynamic Type size,
    /// truncation, long titles), and every fixture file belongs to a case (no stale goldens).
    @Test func fixturesMatchCases() throws {
        let names = Set(RealMeasurerGoldenCases.all.map(\.name))
        #expect(names.count == RealMeasurerGoldenCases.all.count, "case names must be unique")
        for required in ["latin", "japanese-seed", "mixed-scripts", "arabic", "hebrew", "latin-rtl", "long-title"] {
            #expect(names.contains(required), "\(required)")
        }
        #expect(names.filter { $0.hasPrefix("category-") && !$0.hasSuffix("-rtl") }.count == 12)
        #expect(names.contains { $0.contains("truncates") })
        try Self.fixture.expectFiles(named: names)
    }

    /// The fixtures were measured by the real measurer, not fixed metrics: every text names the family that
    /// set it, Inter (or Inter Display from 20 pt), with Noto behind it for what Inter lacks.
    @Test func fixturesNameTheDefaultFamilies() throws {
        guard !GoldenLayoutTests.isRegenerating else { return }
        var families: Set<String> = []
        for golden in RealMeasurerGoldenCases.all {
            let file = Self.fixture.directory.appendingPathComponent("\(golden.name).json")
            let stored = try JSONParser.parse(Array(try Data(contentsOf: file)))
            for element in stored["response"]?["elements"]?.arrayValue ?? [] {
                guard let font = element["text"]?["font"] else { continue }
                families.insert(font["family"]?.stringValue ?? "")
                for fallback in font["fallbackFamilies"]?.arrayValue ?? [] {
                    families.insert(fallback.stringValue ?? "")
                }
            }
        }
        #expect(
            families.isSuperset(of: [
                "Inter", "Inter Display", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew",
            ]))
        #expect(!families.contains(FixedMetricsMeasurer.family))
    }
}
