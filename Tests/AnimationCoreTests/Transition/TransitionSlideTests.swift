import LayoutCore
import SheetTestSupport
import Testing

@testable import AnimationCore

/// The two slides: UIKit's own (the default) and sheetd's clearCustomView, and what UIKit's leaves on screen.
struct TransitionSlideTests {
    let layout: SheetLayout
    let height = 844.0

    init() throws {
        layout = try SeedSheet.layout()
    }

    /// `clearCustomView` keeps today's longer slide: nothing is on screen at t = 0, the custom view (the highest)
    /// starts exactly on the screen's bottom and the sheet at 960.
    @Test func clearCustomViewStartsEverythingOffScreen() throws {
        let transition = SheetTransition(layout: layout, kind: .present, slide: .clearCustomView)
        let sheet = try #require(transition.track("sheet", .positionY)?.keyframes.first)
        let cancel = try #require(transition.track("cancelGroup", .positionY)?.keyframes.first)
        let custom = try #require(transition.track("customView", .positionY)?.keyframes.first)
        #expect(sheet.time == 0 && cancel.time == 0 && custom.time == 0)
        #expect(abs(sheet.value - 960) < 1e-9)
        #expect(cancel.value >= height)
        #expect(abs(custom.value - height) < 1e-9, "Δ = H − the custom view's top, no more")
        let customTop = try #require(layout.element("customView")).screenFrame.y
        #expect(abs(transition.offset.distance - (height - customTop)) < 1e-9)
        #expect(transition.offset.distance == transition.offset.clearCustomViewDistance)
        #expect(abs(transition.offset.distance - 391.667) < 1e-3)
    }

    /// Both slides share the curve, the duration and the dimming track; only the travelled distance differs.
    @Test func slidesDifferOnlyInDistance() throws {
        let uiKit = SheetTransition(layout: layout, kind: .dismiss)
        let clear = SheetTransition(layout: layout, kind: .dismiss, slide: .clearCustomView)
        #expect(uiKit.offset.uiKitDistance == clear.offset.uiKitDistance)
        #expect(uiKit.offset.clearCustomViewDistance == clear.offset.clearCustomViewDistance)
        #expect(uiKit.duration == clear.duration)
        #expect(uiKit.track("dimming", .opacity) == clear.track("dimming", .opacity))
        #expect(uiKit.track("customView", .opacity) == clear.track("customView", .opacity))
        #expect(try #require(uiKit.track("sheet", .positionY)).to == height)
        #expect(abs(try #require(clear.track("sheet", .positionY)).to - 960) < 1e-9)
    }

    /// Without the fade and with UIKit's slide, the report describes UIKit's own motion: the sheet's top reaches
    /// the screen's bottom only as the transition ends (0.404 s), when the custom view is at y = 728 with all its
    /// 100 pt visible, and it disappears at once as the transition completes.
    @Test func uiKitLeavesTheCustomViewUntilTheEnd() throws {
        let transition = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
        let report = try #require(transition.leftBehind)
        #expect(report.sheetGoneAt == Spring.actionSheetDuration)
        #expect(report.transitionEndsAt == Spring.actionSheetDuration)
        #expect(abs(report.customViewFrameWhenSheetGone.y - 728) < 1e-9)
        #expect(abs(report.visibleHeightWhenSheetGone - 100) < 1e-9)
        #expect(report.customViewFrameAtEnd == report.customViewFrameWhenSheetGone)
        #expect(abs(report.visibleHeightAtEnd - 100) < 1e-9 && report.disappearsAtEnd)
        #expect(report.visibleDuration == 0)
        #expect(report.message.contains("as the transition ends at 0.404 s: it is then at y = 728 with 100 pt"))
        #expect(report.message.contains("disappears at once"))
        let custom = try #require(transition.track("customView", .positionY))
        #expect(abs(custom.to - 728) < 1e-9)
    }

    /// A custom view that the slide carries wholly below the screen's bottom is not reported as vanishing at the
    /// end: nothing of it is left to disappear.
    @Test func reportAtTheEndFollowsTheFrame() {
        let custom = Rect(x: 8, y: 900, width: 374, height: 10)
        let report = LeftBehindReport(
            sheetTop: 568, customViewFrame: custom, curve: .actionSheet, distance: 276,
            screen: layout.screen)
        #expect(report.visibleHeightAtEnd == 0 && !report.disappearsAtEnd)
        #expect(report.customViewFrameAtEnd.y == 1176)
    }
}
