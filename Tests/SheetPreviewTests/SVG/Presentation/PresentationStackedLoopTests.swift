import AnimationCore
import LayoutCore
import Testing

@testable import SheetPreview

/// Two sheets stacked, playing a transition: the sheet beneath and its dimming move on their own tracks
/// (`presentingSheet`, `presentingSheetDimming`, docs/detents.md §7.2), from the state it has at the transition's
/// start to the one at its end, as the still pictures of those ends draw it.
struct PresentationStackedLoopTests {
    static let helper = PresentationSheetSVGTests()
    /// The sheet beneath: at large, so that the top sheet's rise sends it back.
    static let beneath = PresentationSheetDescription(detents: [.medium, .large], selectedDetentIdentifier: "large")

    /// The top sheet at `selected` over the sheet beneath.
    static func request(profile: String, selected: String) -> PresentationSheetRequest {
        PresentationLoopTests.request(profile: profile, selected: selected, presentingSheet: beneath)
    }

    /// medium → large over the sheet beneath, its picture, and the still pictures at medium and at large.
    static func detentChange(profile: String) throws -> (
        transition: PresentationTransition, svg: String, stills: [String]
    ) {
        let request = request(profile: profile, selected: "medium")
        let transition = try PresentationTransition(
            request: PresentationTransitionRequest(
                sheet: request, kind: .detentChange, fromDetentIdentifier: "medium", toDetentIdentifier: "large"))
        let layout = try PresentationLoopTests.layout(request)
        let svg = PresentationSheetSVG(layout: layout, style: .light, loop: PresentationLoop(transition: transition))
        let stills = try ["medium", "large"].map { selected in
            PresentationSheetSVG(
                layout: try PresentationLoopTests.layout(Self.request(profile: profile, selected: selected)),
                style: .light
            ).text
        }
        return (transition, svg.text, stills)
    }

    /// `track`'s start, keyframes and end: the values a loop plays at its key times.
    static func values(of track: TransitionTrack) -> [Double] {
        [track.from] + track.keyframes.map(\.value) + [track.to]
    }

    static func agree(_ actual: [Double], _ expected: [Double], within tolerance: Double) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The opacity of the still picture's dimming of `role` (its `fill-opacity`, 1 when the colour is opaque).
    static func stillDimming(_ role: String, in svg: String) throws -> Double {
        let rect = try #require(helper.lines("<rect data-element=\"\(role).dimming\"", in: svg).first)
        return try #require(Double(helper.attribute("fill-opacity", of: rect) ?? "1"))
    }

    /// The sheet beneath's dimming plays `/animation`'s `presentingSheetDimming` track at the loop's key times, from
    /// the layout's at medium (the top sheet undimmed) to the one at large, which is darker, as the still pictures of
    /// those ends draw them.
    @Test(arguments: ["ios17", "ios26"])
    func theSheetBeneathsDimmingPlaysItsTrack(profile: String) throws {
        let (transition, svg, stills) = try Self.detentChange(profile: profile)
        let track = try #require(transition.track("presentingSheetDimming", .opacity))
        let drawn = try #require(
            PresentationLoopTests.values(
                "fill-opacity", after: "<rect data-element=\"presentingSheet.dimming\"", in: svg)
        ).compactMap(Double.init)
        #expect(Self.agree(drawn, Self.values(of: track), within: 1e-4), "\(drawn.prefix(4))")
        // The layouts' alphas at the two ends; the still pictures draw them in their colour's 8 bits.
        let ends = try ["medium", "large"].map { selected in
            try #require(
                try PresentationLoopTests.layout(Self.request(profile: profile, selected: selected)).presentingSheet
            ).dimmingAlpha
        }
        #expect(
            abs((drawn.first ?? -1) - ends[0]) < 1e-4 && abs((drawn.last ?? -1) - ends[1]) < 1e-4,
            "\(drawn.first ?? -1) → \(drawn.last ?? -1) against \(ends)")
        for (still, end) in zip(stills, ends) {
            #expect(abs(try Self.stillDimming("presentingSheet", in: still) - end) <= 0.5 / 255)
        }
        #expect(ends[1] > ends[0], "the top sheet dims the sheet beneath as it passes medium")
        // Both dimming views share the loop's one keyTimes.
        let lines = PresentationLoopTests.lines(of: svg)
        let rects = ["presentingSheet", "sheet"].compactMap { role in
            lines.firstIndex { $0.hasPrefix("<rect data-element=\"\(role).dimming\"") }
        }
        #expect(rects.count == 2)
        let keyTimes = Set(rects.compactMap { Self.helper.attribute("keyTimes", of: lines[$0 + 1]) })
        #expect(keyTimes.count == 1)
    }

    /// The sheet beneath's outline follows the `presentingSheet` states: its top as seen at every key time is the
    /// tracks' (its scale is about the frame's centre, then the lift), and its first and
    /// last outlines are the still pictures' at medium and at large.
    @Test(arguments: ["ios17", "ios26"])
    func theSheetBeneathFollowsItsStates(profile: String) throws {
        let (transition, svg, stills) = try Self.detentChange(profile: profile)
        let outlines = try #require(
            PresentationLoopTests.values("d", after: "<path data-element=\"presentingSheet\"", in: svg))
        let stillOutlines = try stills.map { still in
            let path = try #require(Self.helper.lines("<path data-element=\"presentingSheet\"", in: still).first)
            return Self.helper.attribute("d", of: path)
        }
        #expect(outlines.first == stillOutlines[0] && outlines.last == stillOutlines[1])
        #expect(outlines.first != outlines.last, "the sheet beneath goes back as the top sheet rises")
        func track(_ property: AnimatedProperty) throws -> [Double] {
            Self.values(of: try #require(transition.track("presentingSheet", property)))
        }
        let (top, height, scale, lift) = (
            try track(.positionY), try track(.height), try track(.scale), try track(.translationY)
        )
        // The top as seen: the end of the outline's first arc, "M x y+r A r r 0 0 1 x+r y H…".
        let drawn = outlines.compactMap { d in d.split(separator: "H").first?.split(separator: " ").last }
            .compactMap { Double($0) }
        let seen = top.indices.map { i in top[i] + height[i] / 2 - scale[i] * height[i] / 2 + lift[i] }
        #expect(Self.agree(drawn, seen, within: 1e-3), "\(drawn.prefix(3)) \(seen.prefix(3))")
    }

    /// The HTML page embeds the same picture: the sheet beneath's dimming and outline animations are there as the
    /// SVG has them.
    @Test func htmlPagePlaysTheSheetBeneath() throws {
        let (_, transition, _, svg, page) = try PresentationLoopTests.animatedPage(
            Self.request(profile: "ios17", selected: "medium"), .present)
        let lines = PresentationLoopTests.lines(of: svg.text)
        for prefix in ["<rect data-element=\"presentingSheet.dimming\"", "<path data-element=\"presentingSheet\""] {
            let start = try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)")
            let animation = lines[start + 1]
            #expect(animation.hasPrefix("<animate "))
            #expect(page.contains(animation), "\(prefix)")
        }
        let dimming = try #require(transition.track("presentingSheetDimming", .opacity))
        #expect(dimming.from != dimming.to, "presenting, the sheet beneath goes from its own dimming to the confined")
    }
}
