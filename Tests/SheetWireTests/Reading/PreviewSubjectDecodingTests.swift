import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// Reading a `/preview` body: the alert controller's request unless `sheetPresentation` is there, and a presentation
/// sheet's `transition` refused with the other issues.
struct PreviewSubjectDecodingTests {
    static let screen = #""screen":{"width":390,"height":844,"scale":3}"#
    static let sheet = #""sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}]}"#

    static func subject(_ json: String) throws(WireError) -> PreviewSubject {
        try OptionsRequestDecoding.previewSubject(from: Array(json.utf8))
    }

    static func pointers(_ json: String) -> [String] {
        invalidPointers { () throws(WireError) in try subject(json) }
    }

    /// A body with `sheet` is the alert controller's, with its transition; one with `sheetPresentation` is a still
    /// presentation sheet (a `null` transition is no transition).
    @Test func kindFollowsTheMember() throws {
        let alert = try Self.subject(#"{\#(Self.screen),"sheet":{"title":"A"},"transition":"present"}"#)
        guard case .alertController(let preview) = alert else {
            Issue.record("not the alert controller's: \(alert)")
            return
        }
        #expect(preview.animation?.transition == .present)
        #expect(alert.isAnimated)
        for extra in ["", #","transition":null"#] {
            let presentation = try Self.subject("{\(Self.screen),\(Self.sheet)\(extra)}")
            guard case .presentationSheet(let request) = presentation else {
                Issue.record("not a presentation sheet: \(presentation)")
                continue
            }
            #expect(request.sheet.detents == [.medium, .large])
            #expect(!presentation.isAnimated)
        }
    }

    /// A presentation sheet's transition is refused at `/transition` ("not yet"), together with every other issue;
    /// members of `/animation` other than `transition` are unknown there.
    @Test func transitionIsRefusedWithTheOtherIssues() {
        let pointers = Self.pointers(
            #"{\#(Self.screen),\#(Self.sheet),"transition":"present","fps":30,"profile":7}"#)
        #expect(pointers.first == "/transition")
        #expect(Set(pointers) == ["/transition", "/fps", "/profile"])
        do {
            _ = try Self.subject("{\(Self.screen),\(Self.sheet),\"transition\":\"dismiss\"}")
            Issue.record("a transition was accepted")
        } catch {
            guard case .invalid(let issues) = error else { return }
            #expect(issues.first?.detail.hasPrefix("not yet") == true)
        }
    }
}
