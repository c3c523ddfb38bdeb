import LayoutCore
import Testing

@testable import AnimationCore

/// `PresentationTransition` takes a lone sheet's resting ends from the request's own layout (each detent's state)
/// instead of laying the sheet out again at each: that holds only if the engine's layout of the sheet selected at a
/// detent, without a drag, is that detent's state, whatever was selected or dragged in the request.
struct PresentationRestingStateTests {
    static func screen(
        _ width: Double, _ height: Double, scale: Double, safeArea: (Double, Double, Double, Double)
    ) -> ScreenDescription {
        ScreenDescription(
            width: width, height: height, scale: scale,
            safeAreaInsets: EdgeInsets(top: safeArea.0, left: safeArea.1, bottom: safeArea.2, right: safeArea.3))
    }

    static let screens: [(name: String, screen: ScreenDescription, idiom: Idiom)] = [
        ("iPhone 14", screen(390, 844, scale: 3, safeArea: (47, 0, 34, 0)), .phone),
        ("iPhone 8", screen(375, 667, scale: 2, safeArea: (20, 0, 0, 0)), .phone),
        ("iPhone 14 landscape", screen(844, 390, scale: 3, safeArea: (0, 47, 21, 47)), .phone),
        ("iPad", screen(1024, 1366, scale: 2, safeArea: (24, 0, 20, 0)), .pad),
    ]

    static let detentSets: [[Detent]] = [
        [.medium, .large],
        [.large],
        [.medium, .large, Detent(identifier: "peek", kind: .height(180))],
        [Detent(identifier: "third", kind: .fraction(0.33)), .large, Detent(identifier: "tall", kind: .height(4000))],
    ]

    /// Requests of every kind the transition meets: two profiles, phones upright and lying down (edge-attached or
    /// not), an iPad, each detent set, with and without grabber, undimmed detent, a drag and dark mode.
    static var requests: [(name: String, request: PresentationSheetRequest)] {
        var requests: [(String, PresentationSheetRequest)] = []
        for profile in ["ios17", "ios26"] {
            for (screenName, screen, idiom) in screens {
                for (setIndex, detents) in detentSets.enumerated() {
                    for variant in 0..<4 {
                        var sheet = PresentationSheetDescription(detents: detents)
                        sheet.selectedDetentIdentifier = detents[variant % detents.count].identifier
                        sheet.prefersGrabberVisible = variant % 2 == 0
                        sheet.largestUndimmedDetentIdentifier = variant >= 2 ? detents.first?.identifier : nil
                        sheet.prefersEdgeAttachedInCompactHeight = variant == 1
                        if variant == 3 { sheet.drag = SheetDrag(offset: (screen.height ?? 800) / 2) }
                        let traits = Traits(idiom: idiom, userInterfaceStyle: variant == 2 ? .dark : .light)
                        requests.append(
                            (
                                "\(profile) \(screenName) set \(setIndex) variant \(variant)",
                                PresentationSheetRequest(
                                    screen: screen, traits: traits, profileName: profile, sheet: sheet)
                            ))
                    }
                }
            }
        }
        return requests
    }

    @Test func aLoneSheetAtRestIsItsDetentsState() throws {
        let engine = PresentationSheetLayoutEngine()
        var compared = 0
        for (name, request) in Self.requests {
            let layout = try engine.layout(for: request)
            for detent in layout.detents {
                var resting = request
                resting.sheet.selectedDetentIdentifier = detent.identifier
                resting.sheet.drag = nil
                let restingLayout = try engine.layout(for: resting)
                #expect(restingLayout.current == detent.state, "\(name) at \(detent.identifier)")
                #expect(restingLayout.presentingSheet == nil)
                compared += 1
            }
        }
        #expect(compared > 200)
    }

    /// Each kind of transition of a lone sheet, made from those states, still starts and ends where the engine lays
    /// the sheet out.
    @Test(arguments: [PresentationTransitionKind.present, .dismiss, .detentChange])
    func transitionEndsAreTheEnginesLayouts(_ kind: PresentationTransitionKind) throws {
        let engine = PresentationSheetLayoutEngine()
        let (_, screen, _) = Self.screens[0]
        var sheet = PresentationSheetDescription(
            detents: [.medium, .large], selectedDetentIdentifier: "medium", largestUndimmedDetentIdentifier: "medium",
            prefersGrabberVisible: true)
        sheet.drag = SheetDrag(offset: 500)
        let request = PresentationSheetRequest(screen: screen, profileName: "ios26", sheet: sheet)
        let transition = try PresentationTransition(
            request: PresentationTransitionRequest(
                sheet: request, kind: kind, toDetentIdentifier: kind == .detentChange ? "large" : nil))
        func laidOut(at identifier: String) throws -> SheetState {
            var resting = request
            resting.sheet.selectedDetentIdentifier = identifier
            resting.sheet.drag = nil
            return try engine.layout(for: resting).current
        }
        switch kind {
        case .present: #expect(transition.to.sheet == (try laidOut(at: "medium")))
        case .dismiss: #expect(transition.from.sheet == (try laidOut(at: "medium")))
        default:
            #expect(transition.from.sheet == (try laidOut(at: "medium")))
            #expect(transition.to.sheet == (try laidOut(at: "large")))
        }
    }
}
