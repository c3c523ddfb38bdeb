import AnimationCore
import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// Reading a presentation sheet's `/animation` body: the `/layout` members plus `transition`, `fps`, `format` and
/// the detents of a change, every issue of both together.
struct PresentationAnimationDecodingTests {
    static let sheet =
        #""screen":{"width":390,"height":844},"sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}]}"#

    static func request(_ members: String) throws(WireError) -> AnimationBodyRequest {
        try OptionsRequestDecoding.animationBodyRequest(from: Array("{\(sheet),\(members)}".utf8))
    }

    static func pointers(_ members: String) -> [String] {
        invalidPointers { () throws(WireError) in try request(members) }
    }

    @Test func aDetentChangeIsRead() throws {
        let decoded = try Self.request(
            #""transition":"detentChange","fromDetentIdentifier":"medium","toDetentIdentifier":"large","fps":30,"format":"css""#
        )
        guard case .presentationSheet(let request) = decoded else {
            Issue.record("read as an alert controller's")
            return
        }
        #expect(request.transition.kind == .detentChange)
        #expect(request.transition.fromDetentIdentifier == "medium")
        #expect(request.transition.toDetentIdentifier == "large")
        #expect(request.transition.fps == 30)
        #expect(request.format == .css)
        #expect(request.transition.sheet.sheet.detents.count == 2)
    }

    /// UIKit's identifiers of the system detents name them in a change as they do in `sheetPresentation`, on the
    /// direct reader and on the generic path (a body with an alias goes there).
    @Test(arguments: ["", #","presentationCornerRadius":12"#])
    func uiKitsIdentifiersNameTheSystemDetents(extra: String) throws {
        let body = """
            {"screen":{"width":390,"height":844},"sheetPresentation":{"detents":[{"identifier":"medium"},\
            {"identifier":"large"}]\(extra)},"transition":"detentChange","fromDetentIdentifier":"com.apple.UIKit.medium",\
            "toDetentIdentifier":"com.apple.UIKit.large"}
            """
        guard
            case .presentationSheet(let request) = try OptionsRequestDecoding.animationBodyRequest(
                from: Array(body.utf8))
        else {
            Issue.record("read as an alert controller's")
            return
        }
        #expect(request.transition.fromDetentIdentifier == "medium")
        #expect(request.transition.toDetentIdentifier == "large")
        #expect((OptionsRequestDecoding.directPresentationAnimationRequest(Array(body.utf8)) == nil) == !extra.isEmpty)
    }

    @Test func defaultsAreSixtyFramesAndKeyframes() throws {
        guard case .presentationSheet(let request) = try Self.request(#""transition":"present""#) else {
            Issue.record("read as an alert controller's")
            return
        }
        #expect(request.transition.fps == 60 && request.format == .keyframes)
        #expect(request.transition.toDetentIdentifier == nil)
    }

    @Test func everyIssueIsReportedTogether() {
        #expect(
            Self.pointers(#""transition":"wobble","fps":500,"toDetentIdentifier":7,"customViewFade":false"#).sorted()
                == ["/customViewFade", "/fps", "/toDetentIdentifier", "/transition"])
        #expect(Self.pointers(#""fps":60"#) == ["/transition"])
    }

    /// A detent change refused for another member also says which of its identifiers name no listed detent (the
    /// transition would say it only once the sheet is laid out); identifiers of listed detents, inactive or not, are
    /// left to the transition.
    @Test func aRefusedDetentChangeNamesItsUnknownDetents() {
        #expect(
            Self.pointers(
                #""transition":"detentChange","fps":"a","fromDetentIdentifier":"x","toDetentIdentifier":"large""#
            )
            .sorted() == ["/fps", "/fromDetentIdentifier"])
        let body = """
            {"screen":{"width":390,"height":844},"sheetPresentation":{"presentationDetents":[{"height":200},\
            {"fraction":0.5},{"identifier":"com.apple.UIKit.large"}],"prefersGrabberVisible":1},\
            "transition":"detentChange","fromDetentIdentifier":"height-200","toDetentIdentifier":"tall"}
            """
        let issues = invalidIssues { () throws(WireError) in
            try OptionsRequestDecoding.animationBodyRequest(from: Array(body.utf8))
        }
        #expect(issues.map(\.pointer).sorted() == ["/sheetPresentation/prefersGrabberVisible", "/toDetentIdentifier"])
        #expect(
            issues.last?.detail == #"names no detent: "tall" is not among "height-200", "fraction-0.5", "large""#)
        // Without a detent change, or with a detent whose identifier cannot be told, nothing is added.
        #expect(Self.pointers(#""transition":"present","fps":"a","toDetentIdentifier":"x""#) == ["/fps"])
    }

    @Test func anAlertControllersBodyIsStillOne() throws {
        let body = #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]},"transition":"present"}"#
        guard case .alertController = try OptionsRequestDecoding.animationBodyRequest(from: Array(body.utf8)) else {
            Issue.record("read as a presentation sheet's")
            return
        }
    }
}
