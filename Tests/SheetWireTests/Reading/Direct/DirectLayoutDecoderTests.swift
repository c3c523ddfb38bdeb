import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The direct reader gives the generic path's request for every body it accepts, declines where it must,
/// and leaves every refusal (status, type, title, detail, pointers) to the generic path.
struct DirectLayoutDecoderTests {
    /// What `decode` makes of `body`: the request's bit-exact description, or the whole error (every issue's
    /// pointer and detail, or the parse error), from which the service's problem answer follows.
    static func outcome(_ body: [UInt8], _ decode: ([UInt8]) throws(WireError) -> LayoutRequest) -> String {
        do throws(WireError) {
            return try decode(body).bitExactDescription
        } catch {
            return "\(error)"
        }
    }

    /// Checks that the service's decoding (direct first) and the generic path alone agree on `body`.
    /// - Returns: Whether the direct reader accepted the body.
    @discardableResult
    static func expectAgreement(_ body: [UInt8], _ name: String) -> Bool {
        let direct = LayoutRequestDecoding.direct(body)
        let generic = LayoutRequestDecoding.generic(body)
        if let direct {
            #expect(
                generic?.bitExactDescription == direct.bitExactDescription, "\(name): the paths give different requests"
            )
        }
        let served = outcome(body, LayoutRequestDecoding.layoutRequest(from:))
        let genericOnly = outcome(body, LayoutRequestDecoding.genericLayoutRequest(from:))
        #expect(served == genericOnly, "\(name): \(String(decoding: body, as: UTF8.self).prefix(300))")
        return direct != nil
    }

    /// Every golden case, compact and pretty-printed, is read directly, as the generic path reads it.
    @Test func goldenBodiesAreReadDirectly() {
        let bodies = LayoutBodies.golden
        #expect(bodies.count > 100)
        for (name, body) in bodies {
            #expect(Self.expectAgreement(body, name), "\(name) was declined")
        }
    }

    /// The layout examples are read directly; the animation examples, with members a layout has not, are declined.
    @Test func examplesAgree() {
        let examples = LayoutBodies.examples
        #expect(examples.count >= 5)
        for (name, body) in examples {
            let isAnimation = String(decoding: body, as: UTF8.self).contains("\"transition\"")
            #expect(Self.expectAgreement(body, name) == !isAnimation, "\(name)")
        }
    }

    /// Varied bodies, like the benchmark's load plus traits, profiles, custom views and popovers, are read directly.
    @Test func variedBodiesAreReadDirectly() {
        for counter in 1...600 {
            let body = Array(LayoutBodies.varied(counter).utf8)
            #expect(Self.expectAgreement(body, "varied \(counter)"), "varied \(counter) was declined")
        }
    }

    /// Thousands of mutated bodies (whitespace, escapes, Unicode, odd numbers, duplicates, unknown members,
    /// wrong types, nulls, cuts): both paths agree on each, and the direct reader both accepts and declines some.
    @Test func mutatedBodiesAgree() {
        var acceptedCount = 0
        let bodies = LayoutBodies.mutated(count: 4000, seed: 0xD1EC7)
        for (index, body) in bodies.enumerated() where Self.expectAgreement(body, "mutation \(index)") {
            acceptedCount += 1
        }
        #expect(acceptedCount > 300)
        #expect(acceptedCount < bodies.count - 1000)
    }

    /// Bodies the direct reader must leave to the generic path, valid or not.
    @Test(arguments: [
        #"{"screen":{"width":390},"sheet":{"title":null}}"#,  // null reads as absent
        #"{"screen":{"width":390},"sheet":{},"sheet":{}}"#,  // a duplicate member
        #"{"screen":{"width":390},"sheet":{"title":"A","title":"B"}}"#,
        #"{"screen":{"width":390},"sheet":{},"extra":1}"#,  // an unknown member
        #"{"screen":{"width":"390"},"sheet":{}}"#,  // a wrong type
        #"{"screen":{"width":1e400},"sheet":{}}"#,  // out of range
        #"{"screen":{"width":390.000000000000000001},"sheet":{}}"#,  // needs correct rounding
        #"{"screen":{"width":390},"sheet":{"title":"\u0041"}}"#,  // an escape
        #"{"sc\u0072een":{"width":390},"sheet":{}}"#,
        #"{"screen":{"width":390},"sheet":{"actions":[{"style":"cancel"}]}}"#,  // a missing title
        #"{"screen":{"width":390},"sheet":{"actions":[{"title":"A","style":"bold"}]}}"#,  // not a style
        #"{"screen":{"width":390},"sheet":{"permittedArrowDirections":["up","up"]}}"#,
        #"{"screen":{"width":390},"sheet":{"sourceRect":{"x":1,"height":2}}}"#,
        #"{"screen":{"width":390},"sheet":{"customView":{"width":2}}}"#,
        #"{"screen":{"width":390}}"#,  // no sheet
        #"{"screen":{"width":390},"sheet":{}} x"#,  // trailing data
        "\u{FEFF}{\"screen\":{\"width\":390},\"sheet\":{}}",  // a byte order mark
        #"[{"screen":{"width":390},"sheet":{}}]"#,
        "",
    ])
    func unusualBodiesAreDeclined(_ json: String) {
        #expect(!Self.expectAgreement(Array(json.utf8), json))
    }

    /// Numbers in every spelling the direct reader takes become the generic path's numbers, and `-0` is 0.
    @Test(arguments: ["390", "390.0", "3.9e2", "3.9E+2", "39000e-2", "-0", "-0.0", "0.1", "1e2", "0"])
    func numberSpellingsAgree(_ width: String) throws {
        let body = Array(#"{"screen":{"width":\#(width),"scale":3},"sheet":{"actions":[]}}"#.utf8)
        #expect(Self.expectAgreement(body, width))
        let request = try #require(LayoutRequestDecoding.direct(body))
        #expect(request.screen.width.bitPattern == (Double(width)! == 0 ? 0 : Double(width)!).bitPattern)
    }

    /// Raw non-ASCII text is read directly; invalid UTF-8 is left to the generic path's syntax error.
    @Test func rawUnicodeIsReadAndInvalidUTF8Declined() throws {
        let text = #"{"screen":{"width":390},"sheet":{"title":"ほげ 👋🏽 é","actions":[]}}"#
        let request = try #require(LayoutRequestDecoding.direct(Array(text.utf8)))
        #expect(Array(request.sheet.title!.utf8) == Array("ほげ 👋🏽 é".utf8))
        var invalid = Array(text.utf8)
        invalid[invalid.firstIndex(of: 0xE3)!] = 0xFF
        #expect(!Self.expectAgreement(invalid, "invalid UTF-8"))
        #expect(Self.outcome(invalid, LayoutRequestDecoding.layoutRequest(from:)).hasPrefix("malformedJSON("))
    }
}
