import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// Reading a presentation sheet's `/layout` body: UIKit's names, SwiftUI's aliases, and the refusals with their
/// pointers.
struct PresentationRequestDecodingTests {
    static func request(_ json: String) throws(WireError) -> SheetRequest {
        try PresentationRequestDecoding.sheetRequest(from: Array(json.utf8))
    }

    /// The issues of `json`: the reader's, or, for a request read whole, the validation's (which the layout engine
    /// runs, as the daemon's `/layout` does).
    static func issues(_ json: String) -> [ValidationIssue] {
        let read: SheetRequest
        do {
            read = try request(json)
        } catch {
            guard case .invalid(let issues) = error else { return [] }
            return issues
        }
        guard case .presentationSheet(let request) = read else { return [] }
        do {
            try request.validate()
            return []
        } catch {
            return error.issues
        }
    }

    static let screen = #""screen":{"width":390,"height":844,"scale":3,"displayCornerRadius":47.33}"#

    @Test func readsUIKitsNames() throws {
        let json = """
            {\(Self.screen),"profile":"ios17","sheetPresentation":{"modalPresentationStyle":"formSheet",
            "detents":[{"identifier":"com.apple.UIKit.medium"},{"identifier":"large"},{"identifier":"peek","height":120},
            {"fraction":0.3}],"selectedDetentIdentifier":"peek","largestUndimmedDetentIdentifier":"medium",
            "prefersGrabberVisible":true,"preferredCornerRadius":16,"prefersEdgeAttachedInCompactHeight":true,
            "widthFollowsPreferredContentSizeWhenEdgeAttached":true,"preferredContentSize":{"width":300,"height":0},
            "isModalInPresentation":true,"drag":{"offset":300,"velocity":-1200}}}
            """
        guard case .presentationSheet(let request) = try Self.request(json) else {
            Issue.record("expected a presentation sheet")
            return
        }
        let sheet = request.sheet
        #expect(request.screen.displayCornerRadius == 47.33)
        #expect(sheet.modalPresentationStyle == .formSheet)
        #expect(
            sheet.detents == [
                .medium, .large, Detent(identifier: "peek", kind: .height(120)),
                Detent(identifier: "fraction-0.3", kind: .fraction(0.3)),
            ])
        #expect(sheet.selectedDetentIdentifier == "peek" && sheet.largestUndimmedDetentIdentifier == "medium")
        #expect(sheet.prefersGrabberVisible && sheet.prefersEdgeAttachedInCompactHeight)
        #expect(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached && sheet.isModalInPresentation)
        #expect(sheet.preferredCornerRadius == 16 && sheet.preferredContentSize == Size(width: 300, height: 0))
        #expect(sheet.drag == SheetDrag(offset: 300, velocity: -1200))
    }

    @Test func readsSwiftUIsAliases() throws {
        let json = """
            {\(Self.screen),"sheetPresentation":{"presentationDetents":[{"identifier":"medium"},{"height":200}],
            "selection":"medium","presentationDragIndicator":"automatic","presentationCornerRadius":24,
            "presentationBackgroundInteraction":{"enabledUpThrough":"medium"}}}
            """
        guard case .presentationSheet(let request) = try Self.request(json) else {
            Issue.record("expected a presentation sheet")
            return
        }
        let sheet = request.sheet
        #expect(sheet.detents == [.medium, Detent(identifier: "height-200", kind: .height(200))])
        #expect(sheet.selectedDetentIdentifier == "medium" && sheet.largestUndimmedDetentIdentifier == "medium")
        // SwiftUI's automatic indicator shows for more than one detent.
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.preferredCornerRadius == 24)
    }

    @Test func readsSwiftUIsSizingAndDismissalNames() throws {
        for (sizing, style) in [
            ("form", ModalPresentationStyle.formSheet), ("page", .pageSheet), ("automatic", .pageSheet),
        ] {
            let json = """
                {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"large"}],"presentationSizing":"\(sizing)",
                "interactiveDismissDisabled":true,"presentingSheet":{"detents":[{"identifier":"large"}],
                "presentationSizing":"\(sizing)","interactiveDismissDisabled":true}}}
                """
            guard case .presentationSheet(let request) = try Self.request(json) else {
                Issue.record("expected a presentation sheet")
                return
            }
            #expect(request.sheet.modalPresentationStyle == style && request.sheet.isModalInPresentation)
            #expect(
                request.presentingSheet?.modalPresentationStyle == style
                    && request.presentingSheet?.isModalInPresentation == true)
        }
    }

    @Test func fittedSizingIsRefusedWithTheWayToSayIt() {
        let json = """
            {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"large"}],"presentationSizing":"fitted"}}
            """
        let issues = Self.issues(json)
        #expect(issues.map(\.pointer) == ["/sheetPresentation/presentationSizing"])
        #expect(issues.first?.detail.contains("preferredContentSize") == true)
        let unknown = Self.issues(
            #"{\#(Self.screen),"sheetPresentation":{"detents":[{"identifier":"large"}],"presentationSizing":"huge"}}"#)
        #expect(unknown.map(\.pointer) == ["/sheetPresentation/presentationSizing"])
        #expect(unknown.first?.detail.contains("form") == true)
    }

    @Test func aSwiftUINameBesideItsUIKitMemberIsRefused() {
        let json = """
            {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"large"}],"presentationSizing":"form",
            "modalPresentationStyle":"formSheet","interactiveDismissDisabled":true,"isModalInPresentation":true}}
            """
        #expect(
            Set(Self.issues(json).map(\.pointer)) == [
                "/sheetPresentation/presentationSizing", "/sheetPresentation/interactiveDismissDisabled",
            ])
    }

    @Test func alertControllerBodiesStayAlertControllers() throws {
        let json = #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]}}"#
        guard case .alertController(let request) = try Self.request(json) else {
            Issue.record("expected an alert controller")
            return
        }
        #expect(request.sheet.actions.count == 1)
    }

    @Test func refusalsCarryPointers() {
        let json = """
            {\(Self.screen),"sheet":{},"sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"medium"},
            {"identifier":"x","height":-3},{"identifier":"tall"},{"identifier":"y","height":1,"fraction":0.5}],
            "selectedDetentIdentifier":"nowhere","selection":"medium","colour":1}}
            """
        let pointers = Set(Self.issues(json).map(\.pointer))
        #expect(pointers.contains("/sheet"))
        #expect(pointers.contains("/sheetPresentation/colour"))
        #expect(pointers.contains("/sheetPresentation/selection"))
        #expect(pointers.contains("/sheetPresentation/detents/3"))
        #expect(pointers.contains("/sheetPresentation/detents/4/fraction"))
    }

    @Test func validationReportsDuplicatesAndUnknownIdentifiers() {
        let json = """
            {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"medium"},
            {"identifier":"x","height":-3}],"largestUndimmedDetentIdentifier":"nowhere"}}
            """
        let pointers = Set(Self.issues(json).map(\.pointer))
        #expect(
            pointers == [
                "/sheetPresentation/detents/1/identifier", "/sheetPresentation/detents/2/height",
                "/sheetPresentation/largestUndimmedDetentIdentifier",
            ])
    }

    @Test func anUnreadableDetentStillLetsTheOtherMembersBeChecked() {
        // Before, the reader stopped at the first detent it could not read, and a client fixing that one met the
        // next refusal only on its next request.
        let json = """
            {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"large"},{"identifier":"tall"}],
            "prefersGrabberVisible":3,"preferredCornerRadius":"round","drag":{"velocity":10}}}
            """
        let pointers = Self.issues(json).map(\.pointer)
        #expect(
            pointers == [
                "/sheetPresentation/detents/1", "/sheetPresentation/prefersGrabberVisible",
                "/sheetPresentation/preferredCornerRadius", "/sheetPresentation/drag/offset",
            ])
    }

    @Test func anUnreadableDetentKeepsTheOthersValidatedAtTheirIndices() {
        // Detent 1 cannot be read (no height); detent 2's negative height, the unknown selected detent and the
        // undimmed one naming detent 1 by its identifier are the validation's, read around it.
        let json = """
            {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"tall"},
            {"identifier":"x","height":-3},7],"selectedDetentIdentifier":"zz","largestUndimmedDetentIdentifier":"tall"}}
            """
        let issues = Self.issues(json)
        #expect(
            issues.map(\.pointer) == [
                "/sheetPresentation/detents/1", "/sheetPresentation/detents/3",
                "/sheetPresentation/detents/2/height", "/sheetPresentation/selectedDetentIdentifier",
            ])
        // The element that is not an object has no identifier to list, and no "must not be empty" of its own.
        #expect(issues.last?.detail == #"names no detent: "zz" is not among "medium", "tall", "x""#)
    }

    @Test func anUnknownIdentifierListsEachDetentOnce() {
        let json = """
            {\(Self.screen),"sheetPresentation":{"detents":[{"identifier":"a","height":100},
            {"identifier":"a","height":200},{"identifier":"large"}],"selectedDetentIdentifier":"zz"}}
            """
        let issue = Self.issues(json).first { $0.pointer == "/sheetPresentation/selectedDetentIdentifier" }
        #expect(issue?.detail == #"names no detent: "zz" is not among "a", "large""#)
    }

    @Test func noDetentIsRefused() {
        let pointers = Self.issues(#"{\#(Self.screen),"sheetPresentation":{"detents":[]}}"#).map(\.pointer)
        #expect(pointers == ["/sheetPresentation/detents"])
        let missing = Self.issues(#"{\#(Self.screen),"sheetPresentation":{}}"#).map(\.pointer)
        #expect(missing == ["/sheetPresentation/detents"])
    }

    @Test func ios10IsRefusedAtTheProfile() {
        let json = #"{\#(Self.screen),"profile":"ios10","sheetPresentation":{"detents":[{"identifier":"large"}]}}"#
        let issues = Self.issues(json)
        #expect(issues.map(\.pointer) == ["/profile"])
        #expect(issues.first?.detail.contains("iOS 15") == true)
    }
}
