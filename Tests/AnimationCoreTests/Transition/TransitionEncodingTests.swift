import AnimationCore
import LayoutCore
import Testing

/// The encodings that need no JSON: Core Animation key times and values, and the CSS style sheet.
struct TransitionEncodingTests {
    let layout: SheetLayout

    init() throws {
        layout = try SeedSheet.layout()
    }

    /// Core Animation key times run from exactly 0 to exactly 1, increasing, one value per key time and one
    /// timing function per segment; positions are layer centres (anchor point 0.5).
    @Test func coreAnimationKeyTimes() throws {
        let transition = SheetTransition(layout: layout, kind: .dismiss)
        for track in transition.tracks {
            let animation = CoreAnimationTrack(track: track)
            #expect(animation.keyTimes.first == 0)
            #expect(animation.keyTimes.last == 1)
            #expect(zip(animation.keyTimes, animation.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
            #expect(animation.values.count == animation.keyTimes.count)
            #expect(animation.timingFunctions.count == animation.values.count - 1)
            #expect(animation.keyPath == track.property.rawValue)
        }
        let sheet = CoreAnimationTrack(track: try #require(transition.track("sheet", .positionY)))
        #expect(sheet.spring == Spring.actionSheet)
        #expect(sheet.values.count == 26)
        #expect(sheet.fromValue == layout.sheetFrame.y + layout.sheetFrame.height / 2)
        #expect(sheet.values.first == sheet.fromValue)
        #expect(sheet.values.last == sheet.toValue)
        #expect(sheet.timingFunctions.allSatisfy { $0 == .linear })
        let fade = CoreAnimationTrack(track: try #require(transition.track("customView", .opacity)))
        #expect(fade.spring == nil)
        #expect(fade.keyTimes == [0, 1])
        #expect(fade.values == [1, 0])
        #expect(fade.timingFunctions == [.easeInEaseOut])
        #expect(fade.duration == 0.1)
    }

    /// The CSS has one `@keyframes` rule per track and one class per element; springs use `linear()`, the fade
    /// its exact `cubic-bezier()`; translateY is the offset from the rest frame (Δ on the way in, 0 at rest).
    @Test func cssStyleSheet() throws {
        let dismiss = CSSKeyframesStylesheet(transition: SheetTransition(layout: layout, kind: .dismiss)).text
        for name in [
            "sheetd-dismiss-sheet-position-y", "sheetd-dismiss-cancelGroup-position-y",
            "sheetd-dismiss-customView-position-y", "sheetd-dismiss-customView-opacity",
            "sheetd-dismiss-dimming-opacity",
        ] {
            #expect(dismiss.contains("@keyframes \(name) {"), "\(name)")
        }
        for name in ["sheet", "cancelGroup", "customView", "dimming"] {
            #expect(dismiss.contains(".sheetd-dismiss-\(name) {"), "\(name)")
        }
        #expect(
            dismiss.contains("sheetd-dismiss-customView-opacity 0.1s cubic-bezier(0.42, 0, 0.58, 1) 0s 1 normal both"))
        #expect(dismiss.contains("sheetd-dismiss-sheet-position-y 0.404s linear(0, "))
        #expect(dismiss.contains("to { transform: translateY(391.667px); }"))
        #expect(dismiss.contains("from { opacity: 0.2; }"))
        let present = CSSKeyframesStylesheet(transition: SheetTransition(layout: layout, kind: .present)).text
        #expect(present.contains("from { transform: translateY(391.667px); }"))
        #expect(present.contains("to { transform: translateY(0px); }"))
        #expect(present == CSSKeyframesStylesheet(transition: SheetTransition(layout: layout, kind: .present)).text)
    }
}
