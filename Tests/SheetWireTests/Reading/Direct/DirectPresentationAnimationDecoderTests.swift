import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetWire

/// The direct reader of a presentation sheet's `/animation` body gives the generic path's request for every body
/// it reads, declines what only the generic path can settle, and leaves every refusal to it.
struct DirectPresentationAnimationDecoderTests {
    /// What `decode` makes of `body`: the request spelled out, or the whole error, from which the service's problem
    /// answer follows.
    static func outcome(_ body: [UInt8], _ decode: ([UInt8]) throws(WireError) -> PresentationAnimationRequest)
        -> String
    {
        do throws(WireError) {
            let request = try decode(body)
            return "\(request.transition) \(request.format)"
        } catch {
            return "\(error)"
        }
    }

    /// The service's decoding (both direct readers first) of `body`, as `outcome` spells it; an alert controller's
    /// request is a failure here.
    static func served(_ body: [UInt8]) -> String {
        outcome(body) { (body: [UInt8]) throws(WireError) -> PresentationAnimationRequest in
            guard case .presentationSheet(let request) = try OptionsRequestDecoding.animationBodyRequest(from: body)
            else { throw WireError.invalid([]) }
            return request
        }
    }

    /// Checks that the service's decoding and the generic path alone agree on `body`.
    /// - Returns: Whether the direct reader read the body.
    @discardableResult
    static func expectAgreement(_ body: [UInt8], _ name: String) -> Bool {
        let genericOnly = outcome(body, OptionsRequestDecoding.genericPresentationAnimationRequest(from:))
        #expect(served(body) == genericOnly, "\(name): \(String(decoding: body, as: UTF8.self).prefix(300))")
        guard let direct = OptionsRequestDecoding.directPresentationAnimationRequest(body) else { return false }
        let read = outcome(body) { (_: [UInt8]) throws(WireError) -> PresentationAnimationRequest in direct }
        #expect(read == genericOnly, "\(name): the paths give different requests")
        return true
    }

    /// Every golden presentation sheet's body with `members` added to its root.
    static func goldenBodies(adding members: String) -> [(name: String, body: [UInt8])] {
        PresentationGoldenCases.all.map { golden in
            var writer = JSONWriter()
            writer.write(golden.request)
            let text = String(decoding: writer.bytes, as: UTF8.self)
            return (golden.name, Array((String(text.dropLast()) + "," + members + "}").utf8))
        }
    }

    /// The options the direct reader takes, on every golden case: read directly, as the generic path reads them.
    @Test(arguments: [
        #""transition":"present""#,
        #""transition":"dismiss","fps":30,"format":"coreAnimation""#,
        #""fps":120.0,"transition":"detentChange","toDetentIdentifier":"large","fromDetentIdentifier":"medium""#,
        #""transition":"release","format":"lottie","fps":6e1"#,
        #""format":"css","transition":"detentChange","toDetentIdentifier":"nowhere""#,
    ])
    func goldenBodiesWithOptionsAreReadDirectly(_ members: String) {
        for (name, body) in Self.goldenBodies(adding: members) {
            #expect(Self.expectAgreement(body, name), "\(name) with \(members) was declined")
        }
    }

    /// Options the generic path settles (null, a fraction or out-of-range rate, an unknown name, a missing
    /// transition, an unknown member) are declined, and the service answers as the generic path does.
    @Test(arguments: [
        #""transition":null"#,
        #""transition":"present","fps":59.5"#,
        #""transition":"present","fps":0"#,
        #""transition":"present","fps":100000"#,
        #""transition":"slide""#,
        #""transition":"present","format":"gif""#,
        #""transition":"present","fromDetentIdentifier":null"#,
        #""transition":"present","toDetentIdentifier":7"#,
        #""fps":60"#,
        #""transition":"present","customViewFade":false"#,
        #""transition":"present","transition":"dismiss""#,
    ])
    func declinesWhatTheGenericPathSettles(_ members: String) {
        for (name, body) in Self.goldenBodies(adding: members) {
            #expect(!Self.expectAgreement(body, name), "\(name) with \(members) was read directly")
        }
    }

    /// Cut, respaced, retyped and duplicated variants of golden bodies with a detent change: both paths agree on
    /// each, and the direct reader both reads and declines some.
    @Test func mutatedBodiesAgree() {
        let substitutions: [(String, String)] = [
            (#""detents":["#, #""detents":[{"identifier":"large"},"#), (#":true"#, #":1"#),
            (#""height""#, #""fraction""#),
            (#""fps":60"#, #""fps":"60""#), (",", " , "), (#""screen":{"#, #""screen":{"width":-1,"#),
            (#""identifier":"medium""#, #""identifier":"medium","height":10"#), ("{", "{ "),
            (#""large""#, #""larg\u0065""#),
        ]
        var read = 0
        var declined = 0
        for (index, golden) in Self.goldenBodies(
            adding: #""transition":"detentChange","fps":60,"toDetentIdentifier":"large""#
        )
        .enumerated() {
            var variants = [golden.body]
            for (find, replacement) in substitutions {
                let text = String(decoding: golden.body, as: UTF8.self)
                if let range = text.range(of: find) {
                    variants.append(Array(text.replacingCharacters(in: range, with: replacement).utf8))
                }
            }
            for cut in stride(from: 1, to: golden.body.count, by: max(1, golden.body.count / 7)) {
                variants.append(Array(golden.body.prefix(cut)))
            }
            for (variant, body) in variants.enumerated() {
                if Self.expectAgreement(body, "\(golden.name) variant \(variant) (\(index))") {
                    read += 1
                } else {
                    declined += 1
                }
            }
        }
        #expect(read > 20 && declined > 100, "read \(read), declined \(declined)")
    }

    /// An alert controller's `/animation` body is still read by its own direct reader, never by this one.
    @Test func alertControllerBodiesAreNotTaken() {
        let body = Array(#"{"screen":{"width":390},"sheet":{"title":"T"},"transition":"present"}"#.utf8)
        #expect(OptionsRequestDecoding.directPresentationAnimationRequest(body) == nil)
        #expect(OptionsRequestDecoding.directAnimationRequest(body) != nil)
    }
}
