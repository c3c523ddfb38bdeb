import AnimationCore
import LayoutCore
import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetWire

/// The animation encoders' bytes, beyond the values the endpoint tests compare.
struct AnimationResponseEncoderTests {
    /// The seed's `/layout` members (examples/seed.json) without its profile, without the braces.
    static let seedMembers = SeedSheet.members(profile: nil)

    /// The body of `format` for the `/animation` request `json`, as SheetWire writes it.
    static func body(_ json: String, format: AnimationFormat) throws -> [UInt8] {
        let request = try OptionsRequestDecoding.animationRequest(from: Array(json.utf8))
        let layout = try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(for: request.layout)
        let transition = SheetTransition(layout: layout, options: request.options)
        switch format {
        case .keyframes: return AnimationResponseEncoder.encode(transition)
        case .coreAnimation: return AnimationResponseEncoder.encodeCoreAnimation(transition)
        case .lottie:
            return LottieEncoder.encode(transition, layout: layout, style: request.layout.traits.userInterfaceStyle)
        case .css: return Array(CSSKeyframesStylesheet(transition: transition).text.utf8)
        }
    }

    /// Each JSON format's body, for presentations and dismissals at several frame rates, with and without the fade,
    /// is byte for byte the writer's serialization of its own values: numbers in their shortest round-trip form, as
    /// writing value by value printed them.
    @Test(arguments: [AnimationFormat.keyframes, .coreAnimation, .lottie])
    func bodyIsTheWritersSerializationOfItsValues(format: AnimationFormat) throws {
        for extra in [
            #""transition":"present""#, #""transition":"dismiss""#, #""transition":"dismiss","fps":240"#,
            #""transition":"present","fps":24"#, #""transition":"dismiss","customViewFade":false"#,
        ] {
            let body = try Self.body("{\(Self.seedMembers),\(extra)}", format: format)
            var writer = JSONWriter()
            writer.write(try JSONParser.parse(body))
            #expect(String(decoding: body, as: UTF8.self) == String(decoding: writer.bytes, as: UTF8.self), "\(extra)")
        }
    }
}
