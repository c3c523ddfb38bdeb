import LayoutCore
import Testing

@testable import AnimationCore

/// What every in-place present shares, the alert's and the iOS 26 card's (the card is the alert presentation): the
/// sheet and its custom view scale from 1.2 about the sheet's centre while fading in, the dimming comes up to 0.2,
/// all on the critically damped 0.404 s spring, and nothing slides or is left behind.
enum InPlacePresentExpectations {
    /// Records an issue for each of those that `transition` (presenting `layout`) breaks.
    static func expectScalesInPlace(_ transition: SheetTransition, layout: SheetLayout) throws {
        #expect(!transition.slides && transition.leftBehind == nil)
        #expect(
            transition.tracks.map { "\($0.target) \($0.property.rawValue)" } == [
                "sheet transform.scale", "sheet opacity", "customView transform.scale", "customView opacity",
                "dimming opacity",
            ])
        let scale = try #require(transition.track("sheet", .scale))
        #expect(scale.from == 1.2 && scale.to == 1)
        #expect(scale.origin == Point(x: layout.sheetFrame.midX, y: layout.sheetFrame.midY))
        #expect(transition.track("customView", .scale)?.origin == scale.origin)
        guard case .spring(let spring, let duration) = scale.curve else {
            Issue.record("the present curve is a spring")
            return
        }
        #expect(duration == 0.404 && abs(spring.stiffness - 522.35) < 0.01 && abs(spring.damping - 45.71) < 0.01)
        #expect(transition.track("sheet", .opacity).map { [$0.from, $0.to] } == [0, 1])
        #expect(transition.track("dimming", .opacity).map { [$0.from, $0.to] } == [0, 0.2])
        #expect(transition.track("sheet", .positionY) == nil)
    }
}
