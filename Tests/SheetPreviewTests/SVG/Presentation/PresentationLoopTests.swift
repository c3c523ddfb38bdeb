import AnimationCore
import LayoutCore
import Testing

@testable import SheetPreview

/// A presentation sheet's transition drawn in a loop: one `keyTimes` for every animation, the values of the
/// transition's tracks, and ends that are the still pictures of the two detents.
struct PresentationLoopTests {
    static let phone = PresentationSheetSVGTests.phone

    static func request(
        profile: String, selected: String = "medium", presentingSheet: PresentationSheetDescription? = nil
    ) -> PresentationSheetRequest {
        PresentationSheetRequest(
            screen: phone, profileName: profile,
            sheet: PresentationSheetDescription(
                detents: [.medium, .large], selectedDetentIdentifier: selected,
                largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true),
            presentingSheet: presentingSheet)
    }

    static func layout(_ request: PresentationSheetRequest) throws -> PresentationSheetLayout {
        try PresentationSheetLayoutEngine().layout(for: request)
    }

    /// medium → large on `profile`, its loop and its picture.
    static func detentChange(profile: String) throws -> (PresentationTransition, PresentationLoop, String) {
        let request = Self.request(profile: profile)
        let transition = try PresentationTransition(
            request: PresentationTransitionRequest(
                sheet: request, kind: .detentChange, fromDetentIdentifier: "medium", toDetentIdentifier: "large"))
        let loop = PresentationLoop(transition: transition)
        let svg = PresentationSheetSVG(layout: try layout(request), style: .light, loop: loop).text
        return (transition, loop, svg)
    }

    /// The lines of `svg`.
    static func lines(of svg: String) -> [Substring] { svg.split(separator: "\n") }

    /// The HTML page that plays `kind` of `request`, with what it was made from.
    static func animatedPage(_ request: PresentationSheetRequest, _ kind: PresentationTransitionKind) throws -> (
        layout: PresentationSheetLayout, transition: PresentationTransition, loop: PresentationLoop,
        svg: PresentationSheetSVG, page: String
    ) {
        let transition = try PresentationTransition(request: PresentationTransitionRequest(sheet: request, kind: kind))
        let loop = PresentationLoop(transition: transition)
        let layout = try Self.layout(request)
        let svg = PresentationSheetSVG(layout: layout, style: .light, loop: loop)
        return (layout, transition, loop, svg, PreviewPage.animated(presentation: layout, svg: svg, loop: loop))
    }

    /// The `values` of the first `<animate attributeName="attribute">` on the line after the first that starts with
    /// `prefix` (each drawn element is followed by its animations).
    static func values(_ attribute: String, after prefix: String, in svg: String) -> [String]? {
        let lines = lines(of: svg)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        let animation = lines[(start + 1)...].first { $0.contains("attributeName=\"\(attribute)\"") }
        return animation.flatMap { PresentationSheetSVGTests().attribute("values", of: $0) }?
            .split(separator: ";").map(String.init)
    }

    /// Every animation shares the loop's `keyTimes`: 0, the transition's keyframes shifted by the lead, 1; each has
    /// one value per key time.
    @Test(arguments: ["ios17", "ios26"])
    func everyAnimationSharesTheKeyTimes(profile: String) throws {
        let (transition, loop, svg) = try Self.detentChange(profile: profile)
        let keyframes = try #require(transition.track("sheet", .positionY)).keyframes
        #expect(loop.count == keyframes.count + 2)
        #expect(loop.cycle == PreviewLoop.lead + transition.duration + PreviewLoop.hold)
        let animations = Self.lines(of: svg).filter { $0.hasPrefix("<animate") }
        #expect(animations.count >= 12, "the view behind, the dimming, the sheet, its contents and grabber")
        let helper = PresentationSheetSVGTests()
        let keyTimes = Set(animations.compactMap { helper.attribute("keyTimes", of: $0) })
        #expect(keyTimes.count == 1)
        let times = try #require(keyTimes.first).split(separator: ";").compactMap { Double($0) }
        #expect(times.count == loop.count)
        #expect(times.first == 0 && times.last == 1)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        for (time, keyframe) in zip(times.dropFirst(), keyframes) {
            #expect(abs(time - (PreviewLoop.lead + keyframe.time) / loop.cycle) < 1e-5)
        }
        for animation in animations {
            let values = try #require(helper.attribute("values", of: animation))
            #expect(values.split(separator: ";").count == loop.count, "\(animation.prefix(80))")
        }
        #expect(svg.contains(#"data-transition="detentChange" data-loop-lead="0.5""#))
    }

    /// The samples are the track's start, keyframes and end; a track the transition lacks holds the fallback.
    @Test func samplesAreTheTracks() throws {
        let (transition, loop, _) = try Self.detentChange(profile: "ios17")
        let dimming = try #require(transition.track("dimming", .opacity))
        #expect(loop.samples("dimming", .opacity, otherwise: -1) == [0] + dimming.keyframes.map(\.value) + [0.2])
        #expect(loop.samples("presentingSheet", .positionY, otherwise: 7) == Array(repeating: 7, count: loop.count))
    }

    /// The loop starts and ends where the still pictures of the two detents are: the sheet's outline, the view
    /// behind's clip and the dimming, first and last values against the stills' attributes.
    @Test(arguments: ["ios17", "ios26"])
    func endsAreTheStillPictures(profile: String) throws {
        let (_, _, svg) = try Self.detentChange(profile: profile)
        let helper = PresentationSheetSVGTests()
        for (selected, index) in [("medium", 0), ("large", -1)] {
            let still = PresentationSheetSVG(
                layout: try Self.layout(Self.request(profile: profile, selected: selected)), style: .light
            ).text
            let stillPath = try #require(helper.lines("<path data-element=\"sheet\"", in: still).first)
            let outlines = try #require(Self.values("d", after: "<path data-element=\"sheet\"", in: svg))
            #expect(
                (index == 0 ? outlines.first : outlines.last) == helper.attribute("d", of: stillPath),
                "\(profile) at \(selected)")
            let stillDimming = try #require(helper.lines("<rect data-element=\"sheet.dimming\"", in: still).first)
            let dimming = try #require(
                Self.values("fill-opacity", after: "<rect data-element=\"sheet.dimming\"", in: svg))
            #expect(
                (index == 0 ? dimming.first : dimming.last)
                    == (helper.attribute("fill-opacity", of: stillDimming) ?? "0"))
            let stillClip = try #require(helper.lines("<clipPath id=\"presenting\">", in: still).first)
            let clipX = try #require(Self.values("x", after: "<clipPath id=\"presenting\">", in: svg))
            let clipRadius = try #require(Self.values("rx", after: "<clipPath id=\"presenting\">", in: svg))
            let stillRect = stillClip.dropFirst("<clipPath id=\"presenting\">".count)
            #expect((index == 0 ? clipX.first : clipX.last) == helper.attribute("x", of: stillRect))
            #expect((index == 0 ? clipRadius.first : clipRadius.last) == helper.attribute("rx", of: stillRect))
        }
    }

    /// iOS 26's sheet is glass at medium and opaque at large (docs/detents.md §5): both are drawn, each shown while
    /// the sheet's top is on its side of halfway between the two detents, where `percentFullHeight` passes 0.5.
    @Test func backgroundChangesHalfway() throws {
        let (transition, _, svg) = try Self.detentChange(profile: "ios26")
        let glass = try #require(Self.values("opacity", after: "<g data-background=\"glass\"", in: svg))
        let opaque = try #require(Self.values("opacity", after: "<g data-background=\"opaque\"", in: svg))
        #expect(glass.first == "1" && glass.last == "0")
        #expect(zip(glass, opaque).allSatisfy { $0 != $1 })
        let layout = try Self.layout(Self.request(profile: "ios26"))
        let tops = layout.detents.map(\.state.offset)
        let halfway = ((tops.min() ?? 0) + (tops.max() ?? 0)) / 2
        let samples = PresentationLoop(transition: transition).samples("sheet", .positionY, otherwise: 0)
        #expect(glass.firstIndex(of: "0") == samples.firstIndex { $0 < halfway })
        let (_, _, ios17) = try Self.detentChange(profile: "ios17")
        #expect(!ios17.contains("data-background=\"glass\""), "iOS 17's sheet is opaque throughout")
    }

    /// Presenting at large over a sheet beneath: the sheet beneath goes back on its own tracks, under the top sheet
    /// (docs/detents.md §7); a still picture has no animation at all.
    @Test func stackedPresentAndStill() throws {
        let beneath = PresentationSheetDescription(detents: [.medium, .large], selectedDetentIdentifier: "large")
        let request = Self.request(profile: "ios17", selected: "large", presentingSheet: beneath)
        let transition = try PresentationTransition(
            request: PresentationTransitionRequest(sheet: request, kind: .present))
        let layout = try Self.layout(request)
        let svg = PresentationSheetSVG(layout: layout, style: .light, loop: PresentationLoop(transition: transition))
            .text
        let lower = try #require(svg.range(of: "<g data-element=\"presentingSheet-layer\""))
        let upper = try #require(svg.range(of: "<g data-element=\"sheet-layer\""))
        #expect(lower.lowerBound < upper.lowerBound)
        let outlines = try #require(Self.values("d", after: "<path data-element=\"presentingSheet\"", in: svg))
        #expect(Set(outlines).count > 1, "the sheet beneath is pushed back as the top sheet comes up")
        let tops = try #require(Self.values("d", after: "<path data-element=\"sheet\"", in: svg))
        #expect(tops.first?.contains(" 844") == true, "the sheet starts at the screen's bottom")
        let still = PresentationSheetSVG(layout: layout, style: .light).text
        #expect(!still.contains("<animate") && !still.contains("data-transition"))
    }

    /// The HTML page plays the loop with the controls and says what it plays.
    @Test func htmlPagePlaysTheLoop() throws {
        let (_, _, loop, _, page) = try Self.animatedPage(Self.request(profile: "ios17"), .dismiss)
        #expect(page.contains("<script>"))
        #expect(page.contains("const cycle = \(SVGText.number(loop.cycle, digits: 4));"))
        #expect(page.contains("Presentation sheet, dismiss medium → dismissed, "))
        #expect(page.contains(#"data-transition="dismiss""#))
    }
}
