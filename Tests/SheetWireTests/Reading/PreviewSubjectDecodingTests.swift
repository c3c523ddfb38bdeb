import AnimationCore
import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// Reading a `/preview` body: the alert controller's request unless `sheetPresentation` is there; a presentation
/// sheet still, or playing the transition `/animation` would compute for the same members.
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

    /// A presentation sheet's `transition` (with `fps` and the detents of a change) asks for its animated preview:
    /// the request `/animation` takes for the same members, `fps` 60 when absent.
    @Test func transitionIsThePresentationTransition() throws {
        let subject = try Self.subject(
            #"{\#(Self.screen),\#(Self.sheet),"transition":"detentChange","fps":30,"#
                + #""fromDetentIdentifier":"medium","toDetentIdentifier":"large"}"#)
        guard case .presentationTransition(let request) = subject else {
            Issue.record("not a presentation transition: \(subject)")
            return
        }
        #expect(subject.isAnimated)
        #expect(request.kind == .detentChange)
        #expect(request.fps == 30)
        #expect(request.fromDetentIdentifier == "medium" && request.toDetentIdentifier == "large")
        #expect(request.sheet.sheet.detents == [.medium, .large])
        guard
            case .presentationTransition(let present) = try Self.subject(
                "{\(Self.screen),\(Self.sheet),\"transition\":\"present\"}")
        else {
            Issue.record("present is not a presentation transition")
            return
        }
        #expect(present.kind == .present && present.fps == 60 && present.toDetentIdentifier == nil)
    }

    /// A wrong transition, fps or detent identifier is refused with every other issue, with or without a
    /// transition (as an alert controller's `fps` is); `format` belongs to `/animation`, not here (the media type is
    /// `Accept`'s).
    @Test func wrongMembersAreRefusedTogether() {
        let pointers = Self.pointers(
            #"{\#(Self.screen),\#(Self.sheet),"transition":"sideways","fps":0,"toDetentIdentifier":3,"profile":7}"#)
        #expect(Set(pointers) == ["/transition", "/fps", "/toDetentIdentifier", "/profile"])
        #expect(Self.pointers(#"{\#(Self.screen),\#(Self.sheet),"fps":1000}"#) == ["/fps"])
        #expect(
            Self.pointers(#"{\#(Self.screen),\#(Self.sheet),"transition":"present","format":"css"}"#) == ["/format"])
    }
}
