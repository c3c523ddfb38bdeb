import StrictJSON
import Testing

@testable import SheetService

/// `POST /layout` and `/animation` with `sheet.preferredStyle` `alert`: the alert's members over HTTP, UIKit's
/// refusal of text fields on an action sheet as a problem, and the alert's animation.
struct AlertRequestTests {
    let harness = ServiceHarness()

    static func body(_ sheetMembers: String, extra: String = "") -> String {
        #"{"screen":{"width":390,"height":844},\#(extra)"sheet":{"title":"Delete?","actions":[{"title":"Cancel","style":"cancel"},{"title":"OK"}]\#(sheetMembers)}}"#
    }

    /// Text fields on an action sheet: 422 problem+json at /sheet/textFields quoting UIKit's reason.
    @Test func textFieldsOnAnActionSheetAre422() throws {
        let response = harness.post("/layout", json: Self.body(#","textFields":[{"placeholder":"Name"}]"#))
        #expect(response.status == 422)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let problem = try response.json()
        let error = try #require(problem["errors"]?.arrayValue?.first)
        #expect(error["pointer"] == "/sheet/textFields")
        #expect(
            error["detail"]?.stringValue?.contains(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") == true)
    }

    /// Bad alert members point at themselves: an unknown style, a text field that is not an object, a fractional
    /// or out-of-range preferred action, an unknown text-field member.
    @Test(arguments: [
        (#","preferredStyle":"popup""#, "/sheet/preferredStyle"),
        (#","preferredStyle":"alert","textFields":[3]"#, "/sheet/textFields/0"),
        (#","preferredStyle":"alert","textFields":[{"hint":"x"}]"#, "/sheet/textFields/0/hint"),
        (#","preferredAction":1.5"#, "/sheet/preferredAction"),
        (#","preferredAction":2"#, "/sheet/preferredAction"),
    ])
    func badAlertMembersPointAtThemselves(members: String, pointer: String) throws {
        let response = harness.post("/layout", json: Self.body(members))
        #expect(response.status == 422, "\(members) → \(response.text.prefix(300))")
        let pointers = try response.json()["errors"]?.arrayValue?.compactMap { $0["pointer"]?.stringValue }
        #expect(pointers == [pointer])
    }

    /// An alert with text fields answers `presentation: alert` and a `textField.N` element per field, whichever
    /// reader (the direct one or the generic one, for an unusual member order) took the body.
    @Test func alertWithTextFieldsIsLaidOut() throws {
        for members in [
            #","preferredStyle":"alert","textFields":[{"placeholder":"Name"},{"text":"x"}],"preferredAction":1"#,
            #","preferredAction":1,"textFields":[{"text":"x","placeholder":"Name"},{}],"preferredStyle":"alert""#,
        ] {
            let json = try harness.post("/layout", json: Self.body(members, extra: #""profile":"ios17","#)).json()
            #expect(json["presentation"] == "alert")
            let ids = json["elements"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
            #expect(ids.contains("textField.0") && ids.contains("textField.1"))
            #expect(json["sheet"]?["screenFrame"]?["width"] == 270)
        }
    }

    /// `/animation` of an alert: present scales 1.2 → 1 and fades 0 → 1 on the 0.404 s spring; dismiss only fades.
    @Test func alertAnimation() throws {
        let present = try harness.post(
            "/animation", json: Self.body(#","preferredStyle":"alert""#, extra: #""transition":"present","#)
        ).json()
        let tracks = try #require(present["tracks"]?.arrayValue)
        let scale = try #require(tracks.first { $0["target"] == "sheet" && $0["property"] == "transform.scale" })
        #expect(scale["from"] == 1.2 && scale["to"] == 1 && scale["timing"]?["duration"] == 0.404)
        let opacity = try #require(tracks.first { $0["target"] == "sheet" && $0["property"] == "opacity" })
        #expect(opacity["from"] == 0 && opacity["to"] == 1)
        let dismiss = try harness.post(
            "/animation", json: Self.body(#","preferredStyle":"alert""#, extra: #""transition":"dismiss","#)
        ).json()
        let properties = dismiss["tracks"]?.arrayValue?.filter { $0["target"] == "sheet" }.compactMap {
            $0["property"]?.stringValue
        }
        #expect(properties == ["opacity"])
    }
}
