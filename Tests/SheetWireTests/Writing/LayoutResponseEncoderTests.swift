import Foundation
import SheetTestSupport
import StrictJSON
import Testing

/// The layout encoder's bytes, beyond the values the golden tests compare.
struct LayoutResponseEncoderTests {
    /// For every golden case, the /layout body is byte for byte the writer's serialization of the fixture's reviewed
    /// response: members in order, strings escaped and numbers printed as `JSONWriter` does (shortest round trip),
    /// with no byte more or less; the memoized, reserved-once encoding writes what writing value by value would.
    @Test(arguments: GoldenCases.all)
    func bodyIsTheWritersSerializationOfTheFixture(_ golden: GoldenCase) throws {
        let body = try WireLayout.body(of: golden.request)
        let file = GoldenLayoutTests.fixture.directory.appendingPathComponent("\(golden.name).json")
        let stored = try JSONParser.parse(Array(try Data(contentsOf: file)))
        let expected = try #require(stored["response"])
        var writer = JSONWriter()
        writer.write(expected)
        #expect(
            String(decoding: body, as: UTF8.self) == String(decoding: writer.bytes, as: UTF8.self), "\(golden.name)")
    }
}
