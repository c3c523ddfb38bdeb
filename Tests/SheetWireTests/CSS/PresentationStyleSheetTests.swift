import AnimationCore
import LayoutCore
import Testing

@testable import SheetWire

/// A presentation sheet's style sheet: the top as `top`, the inset as `scale` and `translate` about the element's
/// centre, corners as border radii, the shadow as a registered custom property.
struct PresentationStyleSheetTests {
    static func transition(profile: String) throws -> PresentationTransition {
        let sheet = PresentationSheetDescription(detents: [.medium, .large], prefersGrabberVisible: true)
        return try PresentationTransition(
            request: PresentationTransitionRequest(
                sheet: PresentationSheetRequest(
                    screen: ScreenDescription(
                        width: 390, height: 844, scale: 3,
                        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
                    traits: Traits(), profileName: profile, sheet: sheet),
                kind: .present))
    }

    @Test func glassSheetMovesItsTopAndKeepsItsInset() throws {
        let text = CSSKeyframesStylesheet(presentation: try Self.transition(profile: "ios26")).text
        #expect(
            text.contains(
                "@keyframes sheetd-present-sheet-position-y {\n  from { top: 844px; }\n  to { top: 388.32px; }\n}"))
        #expect(text.contains("  from { scale: 0.959; }\n  to { scale: 0.959; }"))
        #expect(text.contains("border-top-left-radius: 38px; border-top-right-radius: 38px;"))
        #expect(text.contains("@property --sheetd-shadow-opacity { syntax: '<number>';"))
        // The sheet scales about its own centre, whatever its height.
        #expect(text.contains(".sheetd-present-sheet {\n  transform-origin: 50% 50%;"))
        #expect(text.contains("linear(0, "))
    }

    @Test func legacySheetHasNoInset() throws {
        let text = CSSKeyframesStylesheet(presentation: try Self.transition(profile: "ios17")).text
        #expect(text.contains("  from { scale: 1; }\n  to { scale: 1; }"))
        #expect(text.contains("border-top-left-radius: 10px;"))
    }
}
