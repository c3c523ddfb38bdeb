import LayoutCore
import SheetTestSupport
import Testing

@testable import AnimationCore

/// Present and dismiss of the seed's sheet: where every track starts and ends, the fade, the sampling and the
/// left-behind report.
struct SheetTransitionTests {
    let layout: SheetLayout
    let height = 844.0

    init() throws {
        layout = try SeedSheet.layout()
    }

    func restY(_ id: String) throws -> Double { try #require(layout.element(id)).screenFrame.y }

    /// On present with UIKit's slide (the default) the sheet starts with its top on the screen's bottom (844)
    /// and ends at 568.333; the cancel group and the custom view move by the same 275.667 pt, so the custom view
    /// starts at 728, on screen.
    @Test func presentStartsWithTheSheetTopOnTheScreenBottom() throws {
        let transition = SheetTransition(layout: layout, kind: .present)
        let sheet = try #require(transition.track("sheet", .positionY))
        let cancel = try #require(transition.track("cancelGroup", .positionY))
        let custom = try #require(transition.track("customView", .positionY))
        #expect(sheet.keyframes.first == Keyframe(time: 0, value: height))
        #expect(abs(sheet.to - 568.333) < 1e-3 && sheet.to == layout.sheetFrame.y)
        let distance = height - layout.sheetFrame.y
        #expect(transition.offset.slide == .uiKit && transition.offset.distance == distance)
        #expect(abs(distance - 275.667) < 1e-3)
        #expect(abs(cancel.from - cancel.to - distance) < 1e-9 && abs(custom.from - custom.to - distance) < 1e-9)
        let customRest = try restY("customView")
        #expect(abs(custom.from - 728) < 1e-9 && custom.to == customRest)
        #expect(transition.track("dimming", .opacity)?.keyframes.first?.value == 0)
    }

    /// On present every position track ends exactly on the layout's frame, and the sheet track on `sheetFrame`.
    @Test func presentEndsExactlyAtTheLayout() throws {
        let transition = SheetTransition(layout: layout, kind: .present)
        #expect(transition.track("sheet", .positionY)?.keyframes.last?.value == layout.sheetFrame.y)
        #expect(transition.track("cancelGroup", .positionY)?.keyframes.last?.value == (try restY("cancelGroup")))
        #expect(transition.track("customView", .positionY)?.keyframes.last?.value == (try restY("customView")))
        for track in transition.tracks {
            #expect(track.keyframes.last?.time == Spring.actionSheetDuration, "\(track.target) \(track.property)")
        }
    }

    /// Dismiss is the reverse: it starts exactly at the layout and ends with the sheet's top on the screen's
    /// bottom, every position moved by the same offset.
    @Test(arguments: TransitionSlide.allCases)
    func dismissIsTheReverse(slide: TransitionSlide) throws {
        let present = SheetTransition(layout: layout, kind: .present, slide: slide)
        let dismiss = SheetTransition(layout: layout, kind: .dismiss, slide: slide)
        #expect(try #require(dismiss.track("sheet", .positionY)).to >= height)
        for target in ["sheet", "cancelGroup", "customView"] {
            let forward = try #require(present.track(target, .positionY))
            let backward = try #require(dismiss.track(target, .positionY))
            #expect(backward.keyframes.first?.value == forward.keyframes.last?.value, "\(target)")
            #expect(backward.keyframes.last?.value == forward.keyframes.first?.value, "\(target)")
            #expect(abs(backward.to - backward.from - dismiss.offset.distance) < 1e-9, "\(target)")
            // Mirror images: the distance still to go on present is the distance gone on dismiss.
            for (a, b) in zip(forward.keyframes, backward.keyframes) {
                #expect(abs((a.value - forward.to) - (backward.to - b.value)) < 1e-9, "\(target) at \(a.time)")
            }
        }
    }

    /// The dimming view fades in to 0.2 (light) or 0.48 (dark) and back out to 0 on dismiss.
    @Test(arguments: [(UserInterfaceStyle.light, 0.2), (.dark, 0.48)])
    func dimmingAlpha(style: UserInterfaceStyle, alpha: Double) throws {
        let layout = try SeedSheet.layout(style: style)
        let present = try #require(SheetTransition(layout: layout, kind: .present).track("dimming", .opacity))
        #expect(present.keyframes.first?.value == 0)
        #expect(present.keyframes.last?.value == alpha)
        let dismiss = try #require(SheetTransition(layout: layout, kind: .dismiss).track("dimming", .opacity))
        #expect(dismiss.keyframes.first?.value == alpha)
        #expect(dismiss.keyframes.last?.value == 0)
    }

    /// The seed's fade: the custom view's opacity is 1 at 0 s, 0.5 halfway (ease-in-ease-out is symmetric) and
    /// 0 at 0.1 s, and stays 0 afterwards.
    @Test func customViewFadesOutInATenthOfASecond() throws {
        let transition = SheetTransition(layout: layout, kind: .dismiss)
        let fade = try #require(transition.track("customView", .opacity))
        #expect(fade.keyframes.first == Keyframe(time: 0, value: 1))
        #expect(fade.keyframes.last == Keyframe(time: 0.1, value: 0))
        #expect(abs(fade.value(at: 0.05) - 0.5) < 1e-9)
        #expect(fade.value(at: 0.3) == 0)
        #expect(fade.keyframes.count == 7, "0, 1/60 … 5/60, 0.1")
        #expect(transition.duration == Spring.actionSheetDuration)
        #expect(transition.leftBehind == nil)
    }

    /// A fade longer than the slide makes the transition as long as the fade; present ignores the fade.
    @Test func longFadeAndPresent() throws {
        let fade = CustomViewFade(duration: 0.7, curve: .linear)
        let dismiss = SheetTransition(layout: layout, kind: .dismiss, customViewFade: fade)
        #expect(dismiss.duration == 0.7)
        #expect(dismiss.track("customView", .opacity)?.keyframes.last == Keyframe(time: 0.7, value: 0))
        let present = SheetTransition(layout: layout, kind: .present, customViewFade: fade)
        let opacity = try #require(present.track("customView", .opacity))
        #expect(opacity.keyframes.allSatisfy { $0.value == 1 })
        #expect(present.customViewFade == nil)
        #expect(present.duration == Spring.actionSheetDuration)
    }

    /// Without the fade and with sheetd's clearCustomView slide, the report says how long the custom view stays on
    /// screen after the sheet's top passes the bottom, matching a computation from the spring's closed form
    /// written out here.
    @Test func leftBehindWithoutTheFade() throws {
        let transition = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil, slide: .clearCustomView)
        let report = try #require(transition.leftBehind)
        let sheetY = layout.sheetFrame.y
        let custom = try #require(layout.element("customView")).screenFrame
        let distance = height - custom.y
        let end = Spring.actionSheetDuration
        // The played curve snaps to 1 at the end: treat t = end as progress 1.
        func played(_ t: Double) -> Double { t >= end ? 1 : referenceSheetProgress(at: t) }
        let sheetGone = try #require(referenceFirstTime(upTo: end) { sheetY + distance * played($0) >= height })
        let customGone = try #require(
            referenceFirstTime(upTo: end) { custom.y + distance * played($0) >= height - 1.0 / 3 })
        let expected = customGone - sheetGone
        #expect(expected > 0.25, "the custom view lingers for most of the slide")
        #expect(abs(report.sheetGoneAt - sheetGone) < 1e-6)
        #expect(abs(report.customViewGoneAt - customGone) < 1e-6)
        #expect(abs(report.visibleDuration - expected) < 1e-6)
        // When the sheet has gone, the custom view is still fully on screen, 116 pt (100 + 16) above the bottom.
        #expect(abs(report.customViewFrameWhenSheetGone.y - (height - 116)) < 1e-6)
        #expect(abs(report.visibleHeightWhenSheetGone - 100) < 1e-6)
        #expect(report.visibleHeightAtEnd == 0 && !report.disappearsAtEnd)
        #expect(report.isFixedBySeedFade)
        #expect(transition.track("customView", .opacity)?.keyframes.allSatisfy { $0.value == 1 } == true)
    }

    /// UIKit's own slide (H − the sheet's top) would leave the seed's custom view fully visible off-screen.
    @Test func uiKitSlideLeavesTheCustomViewVisible() throws {
        let offset = SheetTransition(layout: layout, kind: .present).offset
        #expect(abs(offset.uiKitDistance - (height - layout.sheetFrame.y)) < 1e-9)
        #expect(offset.isCustomViewVisibleWithUIKitDistance)
        #expect(abs(offset.customViewVisibleHeightWithUIKitDistance - 100) < 1e-9)
        #expect(abs((offset.customViewFrameWithUIKitDistance?.y ?? 0) - (height - 116)) < 1e-9)
    }

    /// Without a custom view: no custom view tracks, no report, and Δ is UIKit's own slide.
    @Test func withoutCustomView() throws {
        let layout = try SeedSheet.layout(customView: false)
        let transition = SheetTransition(layout: layout, kind: .dismiss, customViewFade: nil)
        #expect(transition.tracks.map(\.target) == ["sheet", "cancelGroup", "dimming"])
        #expect(transition.leftBehind == nil)
        #expect(transition.customViewFade == nil)
        #expect(transition.offset.distance == transition.offset.uiKitDistance)
    }

    /// Keyframes are sampled every 1/fps s and always include the first and the last instant: 26 at 60 fps
    /// (⌈0.404·60⌉ + 1) and 98 at 240 fps, strictly increasing in time.
    @Test(arguments: [(60, 26), (240, 98), (1, 2)])
    func keyframeCounts(fps: Int, count: Int) throws {
        let transition = SheetTransition(layout: layout, kind: .present, fps: fps)
        for track in transition.tracks {
            #expect(track.keyframes.count == count, "\(track.target) \(track.property)")
            #expect(track.keyframes.first?.time == 0)
            #expect(track.keyframes.last?.time == Spring.actionSheetDuration)
            #expect(zip(track.keyframes, track.keyframes.dropFirst()).allSatisfy { $0.time < $1.time })
            if count > 2 {
                #expect(abs(track.keyframes[1].time - 1 / Double(fps)) < 1e-12)
            }
        }
    }

    /// The reference vector (docs/reference.md §7.1): at 0.101 s the sheet has covered 0.6711 of Δ, so
    /// y = y_final + (1 − 0.6711)·Δ. The table rounds p to 4 decimals, i.e. to ±0.00005·Δ (±0.02 pt here); the
    /// exact progress is 0.67107, 0.013 pt away, so the tolerance is the table's rounding, not 0.01 pt.
    @Test func seedValueAtATenthOfASecond() throws {
        let transition = SheetTransition(layout: layout, kind: .present)
        let sheet = try #require(transition.track("sheet", .positionY))
        let distance = transition.offset.distance
        let expected = layout.sheetFrame.y + (1 - 0.6711) * distance
        #expect(abs(sheet.value(at: 0.101) - expected) <= 0.000_05 * distance)
        let progress = 1 - (sheet.value(at: 0.101) - layout.sheetFrame.y) / distance
        #expect((progress * 10_000).rounded() / 10_000 == 0.6711)
        #expect(abs(progress - referenceSheetProgress(at: 0.101)) < 1e-9)
    }

    /// `firstTime(reachingProgress:)` inverts the sheet spring: 0.6711 is reached at ≈ 0.101 s and 1 only at the
    /// snapped end.
    @Test func crossingTimes() {
        let curve = TimingCurve.actionSheet
        #expect(abs((curve.firstTime(reachingProgress: 0.6711) ?? 0) - 0.101) < 1e-4)
        #expect(curve.firstTime(reachingProgress: 1) == Spring.actionSheetDuration)
        #expect(curve.firstTime(reachingProgress: 0) == 0)
        #expect(curve.firstTime(reachingProgress: 1.5) == nil)
        #expect(
            abs((TimingCurve.cubicBezier(.easeInEaseOut, duration: 2).firstTime(reachingProgress: 0.5) ?? 0) - 1) < 1e-9
        )
    }

    /// The same layout always gives the same transition.
    @Test func deterministic() throws {
        #expect(
            SheetTransition(layout: layout, kind: .dismiss)
                == SheetTransition(layout: try SeedSheet.layout(), kind: .dismiss))
    }
}
