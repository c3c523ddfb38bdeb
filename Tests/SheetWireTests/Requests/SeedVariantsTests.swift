import Foundation
import SheetTestSupport
import StrictJSON
import Testing

/// The files that must be the seed with animation members added (examples/seed-*.json, which people post as they
/// are, and the benchmarks' /animation body) hold examples/seed.json's members unchanged: the seed has one home.
struct SeedVariantsTests {
    /// Members a variant may add to the seed: those of an `/animation` request.
    static let animationMembers: Set<String> = ["transition", "customViewFade", "fps", "slide", "format"]

    static let variants = [
        "examples/seed-present.json", "examples/seed-dismiss.json", "examples/seed-dismiss-no-fade.json",
        "Benchmarks/requests/animation-seed.json",
    ]

    @Test(arguments: variants)
    func variantIsTheSeedWithAnimationMembers(path: String) throws {
        let url = SeedSheet.url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path)
        let data = try #require(FileManager.default.contents(atPath: url.path), "cannot read \(path)")
        guard case .object(let variant) = try JSONParser.parse(Array(data)),
            case .object(let seed) = SeedSheet.value
        else {
            Issue.record("\(path) or examples/seed.json is not a JSON object")
            return
        }
        let added = Set(variant.keys).subtracting(seed.keys)
        #expect(!added.isEmpty && added.isSubset(of: Self.animationMembers), "\(path) adds \(added.sorted())")
        for (key, value) in seed.members {
            #expect(variant[key] == value, "\(path)'s \(key) differs from examples/seed.json's")
        }
    }
}
