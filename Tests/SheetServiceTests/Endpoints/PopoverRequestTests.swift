import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetService

/// The iPad, right-to-left and appearance members of `/layout` over the wire, their 422s, `/animation`'s refusal
/// of popovers and the new constants in `/profiles`.
struct PopoverRequestTests {
    let harness = ServiceHarness()

    static let padScreen = #"{"width":834,"height":1194,"scale":2,"safeAreaInsets":{"top":24,"bottom":20}}"#
    /// The seed's sheet (examples/seed.json) without its custom view, members without the braces.
    static let seedSheet = SeedSheet.sheetMembers(customView: false)

    static func pad(
        _ sheetExtra: String = #","sourceRect":{"x":776,"y":24,"width":44,"height":50}"#,
        traits: String = #"{"idiom":"pad"}"#
    ) -> String {
        #"{"profile":"ios17","screen":\#(padScreen),"traits":\#(traits),"sheet":{\#(seedSheet)\#(sheetExtra)}}"#
    }

    func problem(_ json: String, path: String = "/layout") throws -> JSONValue {
        let response = harness.post(path, json: json)
        #expect(response.status == 422, "\(response.text.prefix(400))")
        #expect(response.headers["Content-Type"] == "application/problem+json")
        return try response.json()
    }

    func pointers(_ problem: JSONValue) -> [String] {
        (problem["errors"]?.arrayValue ?? []).compactMap { $0["pointer"]?.stringValue }
    }

    /// An iPad request without `sheet.sourceRect` is a 422 at /sheet/sourceRect whose message mirrors UIKit's
    /// NSGenericException text, in a regular and in a compact window.
    @Test(arguments: [#"{"idiom":"pad"}"#, #"{"idiom":"pad","horizontalSizeClass":"compact"}"#])
    func missingSourceRectIs422(traits: String) throws {
        let problem = try problem(Self.pad("", traits: traits))
        #expect(pointers(problem) == ["/sheet/sourceRect"])
        let detail = problem["errors"]?[0]?["detail"]?.stringValue ?? ""
        #expect(detail.contains("UIModalPresentationPopover"))
        #expect(detail.contains("You must provide either a sourceView and sourceRect or a barButtonItem"))
    }

    /// A source rectangle outside the screen, with a negative or missing member, or leaving no room for the
    /// popover, is a 422 pointing at it.
    @Test(arguments: [
        (#","sourceRect":{"x":800,"y":24,"width":44,"height":50}"#, "/sheet/sourceRect"),
        (#","sourceRect":{"x":0,"y":1190,"width":10,"height":10}"#, "/sheet/sourceRect"),
        (#","sourceRect":{"x":-4,"y":24,"width":44,"height":50}"#, "/sheet/sourceRect/x"),
        (#","sourceRect":{"x":4,"y":24,"width":44}"#, "/sheet/sourceRect/height"),
        (#","sourceRect":{"x":0,"y":0,"width":834,"height":1194}"#, "/sheet/sourceRect"),
        (#","sourceRect":[1,2]"#, "/sheet/sourceRect"),
    ])
    func badSourceRectIs422(extra: String, pointer: String) throws {
        #expect(pointers(try problem(Self.pad(extra))) == [pointer])
    }

    /// Unknown arrow directions, repeated ones, size classes and layout directions are refused by name.
    @Test(arguments: [
        (
            Self.pad(#","sourceRect":{"x":4,"y":24,"width":44,"height":50},"permittedArrowDirections":["any"]"#),
            "/sheet/permittedArrowDirections/0"
        ),
        (
            Self.pad(#","sourceRect":{"x":4,"y":24,"width":44,"height":50},"permittedArrowDirections":["up","up"]"#),
            "/sheet/permittedArrowDirections/1"
        ),
        (Self.pad(traits: #"{"idiom":"pad","horizontalSizeClass":"wide"}"#), "/traits/horizontalSizeClass"),
        (Self.pad(traits: #"{"idiom":"pad","layoutDirection":"rightToLeft"}"#), "/traits/layoutDirection"),
    ])
    func badEnumerationsAre422(json: String, pointer: String) throws {
        #expect(pointers(try problem(json)) == [pointer])
    }

    /// The iPad answer: `presentation` popover, the `popover` member with its arrow, no cancel element.
    @Test func popoverOverTheWire() throws {
        let response = harness.post("/layout", json: Self.pad())
        #expect(response.status == 200)
        let body = try response.json()
        #expect(body["presentation"] == "popover")
        #expect(body["layoutDirection"] == "ltr")
        #expect(body["popover"]?["arrow"]?["direction"] == "up")
        #expect(body["popover"]?["permittedArrowDirections"] == ["up", "down", "left", "right"])
        let ids = (body["elements"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
        #expect(!ids.contains("cancel") && !ids.contains("cancelGroup"))
    }

    /// `/animation` refuses a popover with a clear 422 (popovers fade in; it models the sheet's slide) and
    /// animates a compact iPad window's sheet.
    @Test func animationRefusesPopovers() throws {
        let json =
            #"{"profile":"ios17","screen":\#(Self.padScreen),"traits":{"idiom":"pad"},"sheet":{\#(Self.seedSheet),"sourceRect":{"x":776,"y":24,"width":44,"height":50}},"transition":"present"}"#
        let problem = try problem(json, path: "/animation")
        #expect(pointers(problem) == ["/traits/idiom"])
        #expect(
            problem["errors"]?[0]?["detail"]?.stringValue?.hasPrefix(
                "popover presentations fade in; /animation models the iPhone sheet") == true)
        let compact = json.replacingOccurrences(
            of: #"{"idiom":"pad"}"#, with: #"{"idiom":"pad","horizontalSizeClass":"compact"}"#)
        #expect(harness.post("/animation", json: compact).status == 200)
    }

    /// An animated `/preview` of a popover gets the same 422 as `/animation`, while its still picture is drawn.
    @Test func animatedPreviewRefusesPopovers() throws {
        let still =
            #"{"profile":"ios17","screen":\#(Self.padScreen),"traits":{"idiom":"pad"},"sheet":{\#(Self.seedSheet),"sourceRect":{"x":776,"y":24,"width":44,"height":50}}}"#
        #expect(harness.post("/preview", json: still).status == 200)
        let animated = String(still.dropLast()) + #","transition":"dismiss"}"#
        #expect(pointers(try problem(animated, path: "/preview")) == ["/traits/idiom"])
    }

    /// The seed's sheet in dark mode carries the dark colours on the wire, as `#RRGGBBAA`.
    @Test func darkColoursOverTheWire() throws {
        let json =
            #"{"profile":"ios17","screen":{"width":390},"traits":{"userInterfaceStyle":"dark"},"sheet":{\#(Self.seedSheet)}}"#
        let elements = try harness.post("/layout", json: json).json()["elements"]?.arrayValue ?? []
        func appearance(_ id: String) -> JSONValue? { elements.first { $0["id"] == .string(id) }?["appearance"] }
        #expect(appearance("mainGroup")?["backgroundColor"] == "#292929BE")
        #expect(appearance("mainGroup")?["material"] == "systemMaterial")
        #expect(appearance("cancelGroup")?["backgroundColor"] == "#2C2C2CFF")
        #expect(appearance("action.1")?["textColor"] == "#FF453AFF")
        #expect(appearance("cancel")?["font"]?["weight"] == "semibold")
        #expect(appearance("title")?["textAlignment"] == "center")
    }

    /// `GET /profiles` lists the new constants with their value, source and confidence.
    @Test func profilesListTheNewConstants() throws {
        let profiles = try harness.get("/profiles").json()["profiles"]?.arrayValue ?? []
        #expect(profiles.count == 3)
        for profile in profiles {
            let constants = profile["constants"]?.arrayValue ?? []
            func constant(_ name: String) -> JSONValue? { constants.first { $0["name"] == .string(name) } }
            #expect(constant("popoverWidth")?["value"] == 304)
            #expect(constant("popoverWidth")?["confidence"] == "inferred")
            #expect(constant("popoverLayoutMargin")?["confidence"] == "documented")
            #expect(constant("separatorColor")?["source"]?.stringValue?.isEmpty == false)
            #expect(constant("regularWidthMinimum")?["value"] == 678)
        }
        let ios17 = profiles.first { $0["name"] == "ios17" }?["constants"]?.arrayValue ?? []
        #expect(ios17.first { $0["name"] == "groupBackgroundColor" }?["value"] == "light #FCFCFCC8, dark #292929BE")
    }
}
