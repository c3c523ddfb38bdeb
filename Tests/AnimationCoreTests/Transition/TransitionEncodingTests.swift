import AnimationCore
import LayoutCore
import SheetTestSupport
import Testing

/// The Core Animation key times and values of a transition.
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
}
