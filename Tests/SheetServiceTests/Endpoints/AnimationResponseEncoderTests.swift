import StrictJSON
import Testing

@testable import SheetService

/// The animation encoders' bytes, beyond the values the endpoint tests compare.
struct AnimationResponseEncoderTests {
    /// Each JSON format's body, for presentations and dismissals at several frame rates, with and without the fade,
    /// is byte for byte the writer's serialization of its own values: numbers in their shortest round-trip form, as
    /// writing value by value printed them.
    @Test(arguments: ["keyframes", "coreAnimation", "lottie"])
    func bodyIsTheWritersSerializationOfItsValues(format: String) throws {
        let harness = ServiceHarness()
        for extra in [
            #""transition":"present""#, #""transition":"dismiss""#, #""transition":"dismiss","fps":240"#,
            #""transition":"present","fps":24"#, #""transition":"dismiss","customViewFade":false"#,
        ] {
            let response = harness.post("/animation", json: AnimationRequests.seed(#"\#(extra),"format":"\#(format)""#))
            #expect(response.status == 200, "\(extra)")
            var writer = JSONWriter()
            writer.write(try JSONParser.parse(response.body))
            #expect(String(decoding: response.body, as: UTF8.self) == String(decoding: writer.bytes, as: UTF8.self))
        }
    }
}
