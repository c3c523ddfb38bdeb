import Testing

@testable import LayoutCore

/// Where the iPad popover goes: the presentation rule, the side chosen, the arrow, the errors.
struct PopoverPlacementTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    /// An 11-inch iPad Pro in portrait: 834 × 1194 @2x, 24 pt status bar, 20 pt home indicator.
    static let portrait = ScreenDescription(
        width: 834, height: 1194, scale: 2, safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    static let pad = Traits(idiom: .pad)
    /// The body may go within the safe area less 10 pt: x 10…824, y 34…1164.
    static let area = Rect(left: 10, top: 34, right: 824, bottom: 1164)

    static func sheet(_ source: Rect?, actions: Int = 2, arrows: Set<PopoverArrowDirection>? = nil) -> SheetDescription
    {
        SheetDescription(
            title: "T", message: "M",
            actions: (0..<actions).map { SheetAction(title: "Action \($0)") } + [
                SheetAction(title: "Cancel", style: .cancel)
            ],
            sourceRect: source, permittedArrowDirections: arrows)
    }

    func layout(
        _ source: Rect?, actions: Int = 2, arrows: Set<PopoverArrowDirection>? = nil, traits: Traits = Self.pad,
        screen: ScreenDescription = Self.portrait
    ) throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(
                screen: screen, traits: traits, profileName: "ios17",
                sheet: Self.sheet(source, actions: actions, arrows: arrows)))
    }

    /// A popover only on a regular-width iPad: every iPhone (even a regular-width one) and a compact iPad window
    /// get the sheet.
    @Test func presentationRule() {
        #expect(Presentation.presentation(idiom: .pad, horizontalSizeClass: .regular) == .popover)
        #expect(Presentation.presentation(idiom: .pad, horizontalSizeClass: .compact) == .sheet)
        #expect(Presentation.presentation(idiom: .phone, horizontalSizeClass: .regular) == .sheet)
    }

    /// Without a size class, an iPad window is regular from 678 pt (half of a 12.9-inch iPad in landscape; two
    /// thirds of a 9.7-inch one is 694) and compact below (half of a 9.7-inch iPad is 507, Slide Over 320); the
    /// assumption is reported. An iPhone is taken as compact without one (its size class never changes the sheet).
    @Test(arguments: [
        (678.0, SizeClass.regular), (694, .regular), (677, .compact), (507, .compact), (320, .compact),
        (1366, .regular),
    ])
    func sizeClassFromWidth(width: Double, expected: SizeClass) {
        let (sizeClass, assumption) = Self.pad.resolvedHorizontalSizeClass(screenWidth: width, profile: .ios17)
        #expect(sizeClass == expected)
        #expect(assumption?.hasPrefix("traits.horizontalSizeClass=\(expected.rawValue)") == true)
        #expect(Traits().resolvedHorizontalSizeClass(screenWidth: width, profile: .ios17) == (.compact, nil))
    }

    /// With room everywhere the popover goes below its source, 304 pt wide, 13 pt below it, centred on it, with
    /// no cancel row and the content's natural height (header 62 + 2 rows + 2 px).
    @Test func belowFirst() throws {
        let layout = try layout(Rect(x: 400, y: 500, width: 100, height: 44))
        let popover = try #require(layout.popover)
        #expect(layout.presentation == .popover)
        #expect(popover.arrow?.direction == .up)
        #expect(popover.screenFrame == Rect(x: 298, y: 557, width: 304, height: 177))
        #expect(popover.arrow?.tip == Point(x: 450, y: 544))
        #expect(popover.arrow?.screenFrame == Rect(x: 432, y: 544, width: 36, height: 13))
        #expect(layout.element("cancel") == nil)
        #expect(layout.warnings.map(\.code) == [.cancelOmittedInPopover])
        #expect(layout.warnings.first?.pointer == "/sheet/actions/2")
        #expect(layout.dimmingAlpha == 0)
    }

    /// A source at the bottom leaves no room below: the popover goes above, ending 13 pt over the source.
    @Test func aboveWhenBelowIsFull() throws {
        let popover = try #require(try layout(Rect(x: 14, y: 1124, width: 44, height: 50)).popover)
        #expect(popover.arrow?.direction == .down)
        #expect(popover.screenFrame.maxY == 1111)
        #expect(popover.screenFrame.x == 10, "kept 10 pt inside the safe area")
        // The source's centre (36) is too close to the body's corner: the arrow keeps 13 + 18 pt from it.
        #expect(popover.arrow?.tip == Point(x: 41, y: 1124))
    }

    /// A source too tall for either vertical side puts the popover beside it: left of it (arrow right) when
    /// there is room, else right of it (arrow left).
    @Test func besideTallSources() throws {
        let left = try #require(try layout(Rect(x: 760, y: 100, width: 64, height: 1000)).popover)
        #expect(left.arrow?.direction == .right)
        #expect(left.screenFrame.maxX == 747)
        let right = try #require(try layout(Rect(x: 10, y: 100, width: 64, height: 1000)).popover)
        #expect(right.arrow?.direction == .left)
        #expect(right.screenFrame.x == 87)
    }

    /// Only the permitted directions are tried; none at all centres the popover on its source without an arrow.
    @Test func permittedDirections() throws {
        let above = try #require(try layout(Rect(x: 400, y: 500, width: 100, height: 44), arrows: [.down]).popover)
        #expect(above.arrow?.direction == .down)
        let centred = try #require(try layout(Rect(x: 417, y: 597, width: 0, height: 0), arrows: []).popover)
        #expect(centred.arrow == nil)
        #expect(centred.screenFrame == Rect(x: 265, y: 508.5, width: 304, height: 177))
    }

    /// Content taller than every side goes where most of it shows and scrolls, actions keeping their minimum.
    @Test func tallContentScrolls() throws {
        let layout = try layout(Rect(x: 400, y: 24, width: 44, height: 50), actions: 20)
        #expect(layout.scrollRegions.map(\.id) == ["actions"])
        #expect(Self.area.contains(layout.sheetFrame))
        #expect(layout.warnings.map(\.code) == [.actionsScroll, .cancelOmittedInPopover])
    }

    /// A source near a corner whose arrow could not reach it from above or below takes the popover beside it.
    @Test func arrowMustReachTheSource() {
        let area = Rect(x: 10, y: 34, width: 814, height: 1130)
        let source = Rect(x: 0, y: 600, width: 4, height: 4)
        let placement = PopoverPlacement.place(
            source: source, area: area, width: 304, contentHeight: 177, minimumHeight: 84,
            permitted: Set(PopoverArrowDirection.allCases), profile: .ios17)
        #expect(placement?.direction == .left)
        #expect(placement?.tip == Point(x: 4, y: 602))
    }

    /// Missing on iPad, the source rectangle is a 422 that repeats UIKit's requirement, whatever the width.
    @Test(arguments: [SizeClass.regular, .compact])
    func sourceRectIsRequiredOnIPad(sizeClass: SizeClass) {
        #expect {
            try layout(nil, traits: Traits(idiom: .pad, horizontalSizeClass: sizeClass))
        } throws: { error in
            let issue = (error as? LayoutValidationError)?.issues.first
            return issue?.pointer == "/sheet/sourceRect"
                && issue?.detail.contains("You must provide either a sourceView and sourceRect or a barButtonItem")
                    == true
        }
    }

    /// A source rectangle outside the screen, or one that leaves no side for the popover, is refused with 422.
    @Test(arguments: [Rect(x: 800, y: 100, width: 100, height: 44), Rect(x: 0, y: 0, width: 834, height: 1194)])
    func unusableSourceRects(source: Rect) {
        #expect {
            try layout(source)
        } throws: { error in
            (error as? LayoutValidationError)?.issues.map(\.pointer) == ["/sheet/sourceRect"]
        }
    }

    /// A window declared regular but too narrow for a popover's labels is a 422 at /screen, not a negative frame.
    @Test func tooNarrowForAPopover() {
        let screen = ScreenDescription(
            width: 100, height: 400, scale: 2, safeAreaInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect {
            try layout(
                Rect(x: 40, y: 10, width: 20, height: 20), arrows: [],
                traits: Traits(idiom: .pad, horizontalSizeClass: .regular), screen: screen)
        } throws: { error in
            (error as? LayoutValidationError)?.issues.map(\.pointer) == ["/screen"]
        }
    }

    /// A compact iPad window (Slide Over, 320 pt) gets the iPhone sheet, cancel group included.
    @Test func compactWindowGetsTheSheet() throws {
        let screen = ScreenDescription(
            width: 320, height: 1194, scale: 2, safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let layout = try layout(Rect(x: 260, y: 24, width: 44, height: 50), screen: screen)
        #expect(layout.presentation == .sheet && layout.popover == nil)
        #expect(layout.element("cancel")?.screenFrame == Rect(x: 8, y: 1117, width: 304, height: 57))
    }

    /// On iPhone a source rectangle is accepted and ignored, as UIKit does.
    @Test func iPhoneIgnoresTheSourceRect() throws {
        let phone = ScreenDescription(
            width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let layout = try layout(Rect(x: 10, y: 10, width: 44, height: 44), traits: Traits(), screen: phone)
        #expect(layout.presentation == .sheet)
        #expect(layout.element("cancel") != nil)
    }

    /// The seed's custom view sits above the popover's body, at −(height + 16) in its coordinates, and is
    /// reported as outside the popover, which clips its content.
    @Test func customViewAboveThePopover() throws {
        var sheet = Self.sheet(Rect(x: 400, y: 500, width: 100, height: 44))
        sheet.customView = CustomViewDescription(height: 100)
        let layout = try engine.layout(
            for: LayoutRequest(screen: Self.portrait, traits: Self.pad, profileName: "ios17", sheet: sheet))
        #expect(layout.element("customView")?.frame == Rect(x: 0, y: -116, width: 304, height: 100))
        #expect(layout.warnings.map(\.code).contains(.customViewOutsidePopover))
    }

    /// Over 400 seeded random sources, screens, direction sets, action counts and both directions, a popover is
    /// either refused with 422 or inside the area with its arrow on the source's edge and its body off the source.
    @Test func randomSourcesKeepTheInvariants() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let landscape = next(2) == 1
            let (width, height) = landscape ? (1194.0, 834.0) : (834.0, 1194.0)
            let screen = ScreenDescription(
                width: width, height: height, scale: 2,
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let sourceWidth = Double(next(Int(width) / 2))
            let sourceHeight = Double(next(Int(height) / 2))
            let source = Rect(
                x: Double(next(Int(width - sourceWidth) + 1)), y: Double(next(Int(height - sourceHeight) + 1)),
                width: sourceWidth, height: sourceHeight)
            let arrows = Set(PopoverArrowDirection.allCases.filter { _ in next(4) > 0 })
            let traits = Traits(idiom: .pad, layoutDirection: next(2) == 1 ? .rtl : .ltr)
            let request = LayoutRequest(
                screen: screen, traits: traits, profileName: "ios17",
                sheet: Self.sheet(source, actions: next(25), arrows: arrows))
            let layout: SheetLayout
            do {
                layout = try engine.layout(for: request)
            } catch {
                #expect(error.issues.map(\.pointer) == ["/sheet/sourceRect"], "\(source) \(arrows)")
                continue
            }
            guard let popover = layout.popover else {
                Issue.record("no popover for \(source)")
                continue
            }
            let area = Rect(left: 10, top: 34, right: width - 10, bottom: height - 30)
            #expect(area.contains(popover.screenFrame), "\(source) \(arrows): \(popover.screenFrame)")
            guard let arrow = popover.arrow else {
                #expect(arrows.isEmpty)
                continue
            }
            #expect(arrows.contains(arrow.direction))
            #expect(!popover.screenFrame.overlaps(source), "\(source): \(popover.screenFrame)")
            let onEdge: Bool
            switch arrow.direction {
            case .up: onEdge = abs(arrow.tip.y - source.maxY) <= 0.25 && arrow.screenFrame.maxY == popover.screenFrame.y
            case .down: onEdge = abs(arrow.tip.y - source.y) <= 0.25 && arrow.screenFrame.y == popover.screenFrame.maxY
            case .left:
                onEdge = abs(arrow.tip.x - source.maxX) <= 0.25 && arrow.screenFrame.maxX == popover.screenFrame.x
            case .right: onEdge = abs(arrow.tip.x - source.x) <= 0.25 && arrow.screenFrame.x == popover.screenFrame.maxX
            }
            #expect(onEdge, "\(source) \(arrow)")
        }
    }
}
