import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The direct reader of `/animation` bodies gives the generic path's request for every body it accepts, declines
/// where it must, and leaves every refusal to the generic path, as the `/layout` reader does.
struct DirectAnimationDecoderTests {
    /// What `decode` makes of `body`: the layout request's bit-exact description and the options, or the whole
    /// error, from which the service's problem answer follows.
    static func outcome(_ body: [UInt8], _ decode: ([UInt8]) throws(WireError) -> AnimationRequest) -> String {
        do throws(WireError) {
            let request = try decode(body)
            return request.layout.bitExactDescription + " \(request.options)"
        } catch {
            return "\(error)"
        }
    }

    /// Checks that the service's decoding (direct first) and the generic path alone agree on `body`.
    /// - Returns: Whether the direct reader accepted the body.
    @discardableResult
    static func expectAgreement(_ body: [UInt8], _ name: String) -> Bool {
        let direct = OptionsRequestDecoding.directAnimationRequest(body)
        let served = outcome(body, OptionsRequestDecoding.animationRequest(from:))
        let genericOnly = outcome(body, OptionsRequestDecoding.genericAnimationRequest(from:))
        #expect(served == genericOnly, "\(name): \(String(decoding: body, as: UTF8.self).prefix(300))")
        if let direct {
            let read = outcome(body) { (_: [UInt8]) throws(WireError) -> AnimationRequest in direct }
            #expect(genericOnly == read, "\(name): the paths give different requests")
        }
        return direct != nil
    }

    /// `body` (a `/layout` body's text) with `members` added to its root.
    static func adding(_ members: String, to body: String) -> [UInt8] {
        Array((String(body.dropLast()) + "," + members + "}").utf8)
    }

    /// The options the direct reader takes, on every golden case: read directly, as the generic path reads them.
    @Test(arguments: [
        #""transition":"dismiss""#,
        #""transition":"present","fps":30"#,
        #""fps":240,"transition":"dismiss","customViewFade":false"#,
        #""transition":"dismiss","format":"coreAnimation","slide":"clearCustomView""#,
        #""format":"lottie","transition":"present","fps":1.0,"slide":"uiKit""#,
        #""transition":"dismiss","format":"css","fps":6e1"#,
    ])
    func goldenBodiesWithOptionsAreReadDirectly(_ members: String) {
        for (name, body) in LayoutBodies.golden where !name.hasSuffix("(pretty)") {
            let animation = Self.adding(members, to: String(decoding: body, as: UTF8.self))
            #expect(Self.expectAgreement(animation, name), "\(name) with \(members) was declined")
        }
    }

    /// The animation examples are read directly.
    @Test func animationExamplesAreReadDirectly() {
        let examples = LayoutBodies.examples.filter {
            String(decoding: $0.body, as: UTF8.self).contains("\"transition\"")
        }
        #expect(examples.count >= 3)
        for (name, body) in examples {
            #expect(Self.expectAgreement(body, name), "\(name) was declined")
        }
    }

    /// Mutated layout bodies with a transition (whitespace, escapes, duplicates, wrong types, cuts, …): both paths
    /// agree on each, and the direct reader both accepts and declines some.
    @Test func mutatedBodiesAgree() {
        var acceptedCount = 0
        let bodies = LayoutBodies.mutated(count: 1500, seed: 0xA11A7)
        for (index, body) in bodies.enumerated() {
            let text = String(decoding: body, as: UTF8.self)
            let members = [#""transition":"dismiss""#, #""transition":"present","fps":120"#][index % 2]
            if Self.expectAgreement(Self.adding(members, to: text), "mutation \(index)") {
                acceptedCount += 1
            }
        }
        #expect(acceptedCount > 100)
        #expect(acceptedCount < bodies.count - 300)
    }

    /// Bodies the direct reader must leave to the generic path, valid or not.
    @Test(arguments: [
        #"{"screen":{"width":390},"sheet":{}}"#,  // no transition
        #"{"screen":{"width":390},"sheet":{},"transition":null}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"slide"}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","transition":"present"}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","fps":0}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","fps":241}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","fps":59.5}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","fps":"60"}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","fps":null}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","customViewFade":true}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","customViewFade":{"duration":0.2}}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","format":"gif"}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","slide":null}"#,
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss","extra":1}"#,
        #"{"screen":{"width":390},"transition":"dismiss"}"#,  // no sheet
        #"{"screen":{"width":390},"sheet":{},"transition":"dismiss"} x"#,
    ])
    func unusualBodiesAreDeclined(_ json: String) {
        #expect(!Self.expectAgreement(Array(json.utf8), json))
    }
}
