import Testing

@testable import LayoutCore

/// The detent sheet against the figures of issue #39 and docs/detents.md: an iPhone 12–14, a home-button phone,
/// Liquid Glass, landscape and the iPad.
struct PresentationSheetLayoutEngineTests {
    let engine = PresentationSheetLayoutEngine()
    static let iPhone14 = ScreenDescription(
        width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let iPhoneSE = ScreenDescription(
        width: 375, height: 667, scale: 2, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    func layout(
        _ sheet: PresentationSheetDescription, profile: String = "ios17", screen: ScreenDescription = Self.iPhone14,
        traits: Traits = Traits(), presentingSheet: PresentationSheetDescription? = nil
    ) throws -> PresentationSheetLayout {
        try engine.layout(
            for: PresentationSheetRequest(
                screen: screen, traits: traits, profileName: profile, sheet: sheet, presentingSheet: presentingSheet))
    }

    static let mediumAndLarge = PresentationSheetDescription(
        detents: [.medium, .large], largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true)

    @Test func largeSheetStandsTenBelowTheSafeArea() throws {
        let layout = try layout(Self.mediumAndLarge)
        #expect(layout.fullHeightFrame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(layout.maximumDetentValue == 753)
        #expect(layout.detents.map(\.identifier) == ["large", "medium"])
        let large = try #require(layout.detents.first { $0.identifier == "large" })
        #expect(large.state.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(large.state.cornerRadii.top == 10)
        #expect(large.state.dimmingFraction == 1)
        #expect(abs(large.state.dimmingAlpha - 0.2) < 1e-12)
    }

    @Test func mediumIsFiftySixHundredthsOfTheMaximum() throws {
        let layout = try layout(Self.mediumAndLarge)
        let medium = try #require(layout.detents.first { $0.identifier == "medium" })
        #expect(abs(medium.value - 421.68) < 1e-9)
        #expect(abs(medium.state.frame.y - 388.32) < 1e-9)
        #expect(abs(medium.state.frame.height - 455.68) < 1e-9)
        #expect(medium.state.dimmingFraction == 0)
        #expect(layout.selectedDetentIdentifier == "medium")
        #expect(layout.current == medium.state)
    }

    @Test func grabberIsACentredCapsuleFiveBelowTheTop() throws {
        let layout = try layout(Self.mediumAndLarge)
        let grabber = try #require(layout.current.grabber)
        #expect(grabber.frameInSheet == Rect(x: 177, y: 5, width: 36, height: 5))
        #expect(abs(grabber.visibleFrame.y - (388.32 + 5)) < 1e-9)
        #expect(grabber.touchFrame.width == 44 && grabber.touchFrame.height == 44)
        #expect(grabber.alpha == 1)
    }

    @Test func dimmingRampsLinearlyBetweenMediumAndLarge() throws {
        var sheet = Self.mediumAndLarge
        let halfway = (388.32 + 57) / 2
        sheet.drag = SheetDrag(offset: halfway)
        let layout = try layout(sheet)
        #expect(abs(layout.current.dimmingFraction - 0.5) < 1e-9)
        #expect(layout.current.detentIdentifier == nil)
    }

    @Test func darkDimmingIsBlackAtFortyEightPercent() throws {
        let layout = try layout(Self.mediumAndLarge, traits: Traits(userInterfaceStyle: .dark))
        let large = try #require(layout.detents.first { $0.identifier == "large" })
        #expect(abs(large.state.dimmingAlpha - 0.48) < 1e-12)
    }

    @Test func presentingViewScalesOnlyAtLarge() throws {
        var sheet = Self.mediumAndLarge
        let atMedium = try layout(sheet)
        #expect(atMedium.current.presentingView.transform == .identity)
        sheet.selectedDetentIdentifier = "large"
        let atLarge = try layout(sheet)
        let presenter = atLarge.current.presentingView
        #expect(abs(presenter.transform.scale - (1 - 2 * 16.0 / 390)) < 1e-12)
        #expect(abs(presenter.visibleFrame.y - (57 - 10)) < 1e-9)
        #expect(atLarge.rules.contains { $0.code == .presentingViewScaledDown })
    }

    @Test func homeButtonPhoneHasTwentyPointMargin() throws {
        let layout = try layout(Self.mediumAndLarge, screen: Self.iPhoneSE)
        #expect(layout.fullHeightFrame.y == 40)
        let medium = try #require(layout.detents.first { $0.identifier == "medium" })
        #expect(abs(medium.value - 0.56 * 627) < 1e-9)
    }

    @Test func shortContainerTakesSixtyThreeHundredths() throws {
        let screen = ScreenDescription(
            width: 320, height: 568, scale: 2, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let layout = try layout(Self.mediumAndLarge, screen: screen)
        let medium = try #require(layout.detents.first { $0.identifier == "medium" })
        #expect(abs(medium.value - 0.63 * (568 - 40)) < 1e-9)
    }

    @Test func glassMediumFloatsEightPointsIn() throws {
        let layout = try layout(Self.mediumAndLarge, profile: "ios26")
        let medium = try #require(layout.detents.first { $0.identifier == "medium" })
        #expect(abs(medium.state.transform.scale - (1 - 16.0 / 390)) < 1e-12)
        let visible = medium.state.visibleFrame
        #expect(abs(visible.x - 8) < 1e-9)
        #expect(abs(visible.width - 374) < 1e-9)
        #expect(abs(visible.y - 399.015) < 1e-3)
        #expect(abs(visible.maxY - (844 - 8)) < 1e-9)
        #expect(medium.state.cornerRadii.top == 38)
        // t = (388.32 − 57) / (844 − 57); bottom = 47.33 − 14 t.
        let t = (388.32 - 57) / (844 - 57)
        #expect(abs(medium.state.cornerRadii.bottom - (47.33 - 14 * t)) < 1e-9)
        #expect(medium.state.background == .glass)
        let large = try #require(layout.detents.first { $0.identifier == "large" })
        #expect(large.state.transform == .identity)
        #expect(large.state.background == .opaque)
    }

    @Test func glassBottomCornersNeverBelowTwenty() throws {
        let screen = ScreenDescription(
            width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            displayCornerRadius: 0)
        let layout = try layout(Self.mediumAndLarge, profile: "ios26", screen: screen)
        #expect(layout.detents.allSatisfy { $0.state.cornerRadii.bottom == 20 })
    }

    @Test func landscapeGoesFullScreenWithoutMedium() throws {
        let screen = ScreenDescription(
            width: 844, height: 390, scale: 3, safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let layout = try layout(Self.mediumAndLarge, screen: screen)
        #expect(layout.mode == .fullScreen)
        #expect(layout.current.frame == Rect(x: 0, y: 0, width: 844, height: 390))
        #expect(layout.inactiveDetents.map(\.identifier) == ["medium"])
        #expect(layout.detents.map(\.identifier) == ["large"])
        #expect(layout.current.grabber == nil)
        let codes = layout.rules.map(\.code)
        #expect(codes.contains(.fullScreenInCompactHeight))
        #expect(codes.contains(.mediumInactiveInCompactHeight))
    }

    @Test func landscapeEdgeAttachedTakesTheSafeWidth() throws {
        let screen = ScreenDescription(
            width: 844, height: 390, scale: 3, safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        var sheet = Self.mediumAndLarge
        sheet.prefersEdgeAttachedInCompactHeight = true
        let layout = try layout(sheet, screen: screen)
        #expect(layout.mode == .edgeAttached)
        #expect(layout.fullHeightFrame == Rect(x: 47, y: 8, width: 750, height: 382))
        #expect(layout.current.presentingView.transform == .identity)
    }

    @Test(arguments: [(1024.0, 1366.0, 580.0, 640.0), (768, 1024, 540, 600)])
    func padFormSheetsAreCentred(width: Double, height: Double, sheetWidth: Double, sheetHeight: Double) throws {
        let sheet = PresentationSheetDescription(modalPresentationStyle: .formSheet, detents: [.large])
        let layout = try layout(
            sheet, screen: ScreenDescription(width: width, height: height), traits: Traits(idiom: .pad))
        #expect(layout.mode == .floating)
        #expect(
            layout.current.frame
                == Rect(
                    x: (width - sheetWidth) / 2, y: (height - sheetHeight) / 2, width: sheetWidth, height: sheetHeight))
        #expect(layout.current.cornerRadii == CornerRadii(top: 10, bottom: 10))
    }

    @Test func rubberBandAboveTheTopDetent() throws {
        var sheet = Self.mediumAndLarge
        sheet.drag = SheetDrag(offset: 57 - 300)
        let layout = try layout(sheet)
        // extent min(57 − 47, 100) = 10; 10 × (1 − 1 / (300 × 0.55 / 10 + 1)).
        let moved = 10 * (1 - 1 / (300 * 0.55 / 10 + 1))
        #expect(abs(layout.current.offset - (57 - moved)) < 1e-9)
        #expect(layout.rules.contains { $0.code == .rubberBandAboveTopDetent })
    }

    @Test func rubberBandBelowAModalSheet() throws {
        var sheet = Self.mediumAndLarge
        sheet.isModalInPresentation = true
        sheet.drag = SheetDrag(offset: 388.32 + 100)
        let layout = try layout(sheet)
        let extent = min(0.25 * 787, 200)
        let moved = extent * (1 - 1 / (100 * 0.55 / extent + 1))
        #expect(abs(layout.current.offset - (388.32 + moved)) < 1e-9)
    }

    @Test func flickMovesOneDetentFurther() throws {
        var sheet = Self.mediumAndLarge
        // Released a little above medium, flicked up at 1200 pt/s: the projection (261.2) is nearest medium, where the
        // finger is, so the flick moves it one detent further, to large.
        sheet.drag = SheetDrag(offset: 380, velocity: -1200)
        let up = try #require(try layout(sheet).release)
        #expect(up.targetDetentIdentifier == "large")
        #expect(up.isFlick && up.dampingRatio == 0.8)
        // A slow release near medium stays there, with the critically damped spring.
        sheet.drag = SheetDrag(offset: 380, velocity: 200)
        let slow = try #require(try layout(sheet).release)
        #expect(slow.effectiveVelocity == 0 && slow.targetDetentIdentifier == "medium" && slow.dampingRatio == 1)
        // A flick down from medium dismisses.
        sheet.drag = SheetDrag(offset: 390, velocity: 1000)
        let down = try #require(try layout(sheet).release)
        #expect(down.dismisses)
    }

    @Test func ios10HasNoPresentationSheets() {
        #expect(throws: LayoutValidationError.self) {
            try layout(Self.mediumAndLarge, profile: "ios10")
        }
    }

    @Test func badDetentsAreRefusedWithPointers() {
        let sheet = PresentationSheetDescription(
            detents: [.medium, Detent(identifier: "medium", kind: .height(-3))], selectedDetentIdentifier: "tall")
        do {
            _ = try layout(sheet)
            Issue.record("expected a validation error")
        } catch let error as LayoutValidationError {
            let pointers = error.issues.map(\.pointer)
            #expect(pointers.contains("/sheetPresentation/detents/1/identifier"))
            #expect(pointers.contains("/sheetPresentation/detents/1/height"))
            #expect(pointers.contains("/sheetPresentation/selectedDetentIdentifier"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// A screen below the contract's `Screen` floor (68 × 100 pt) is refused at its member, as the alert
    /// controller's is, so a request the contract allows is one the service answers; the floor itself is laid out.
    @Test func screenBelowTheContractsFloorIsRefused() throws {
        func pointers(width: Double, height: Double) -> [String] {
            do {
                _ = try layout(Self.mediumAndLarge, screen: ScreenDescription(width: width, height: height))
                return []
            } catch let error as LayoutValidationError {
                return error.issues.map(\.pointer)
            } catch {
                return ["unexpected \(error)"]
            }
        }
        #expect(pointers(width: 390, height: 99) == ["/screen/height"])
        #expect(pointers(width: 67, height: 844) == ["/screen/width"])
        #expect(pointers(width: 68, height: 100).isEmpty)
    }

    @Test func stackedSheetGoesBackBehindALargeChild() throws {
        var top = Self.mediumAndLarge
        top.selectedDetentIdentifier = "large"
        let beneath = PresentationSheetDescription(detents: [.large], prefersGrabberVisible: true)
        let layout = try layout(top, presentingSheet: beneath)
        let lower = try #require(layout.presentingSheet)
        #expect(abs(lower.transform.scale - (1 - 2 * 16.0 / 390)) < 1e-12)
        #expect(abs(lower.visibleFrame.y - (57 - 10)) < 1e-9)
        #expect(abs(lower.dimmingFraction - 0.8) < 1e-12)
        #expect(lower.grabber?.alpha == 0)
    }

    @Test func preferredWidthOnlyCountsInACompactHeight() throws {
        var sheet = Self.mediumAndLarge
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.preferredContentSize = Size(width: 320, height: 0)
        #expect(try layout(sheet).fullHeightFrame.width == 390)
        sheet.prefersEdgeAttachedInCompactHeight = true
        let landscape = ScreenDescription(
            width: 844, height: 390, scale: 3, safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(try layout(sheet, screen: landscape).fullHeightFrame == Rect(x: 262, y: 8, width: 320, height: 382))
    }

    @Test func padPreferredSizeIsClampedNotReplaced() throws {
        let sheet = PresentationSheetDescription(
            modalPresentationStyle: .formSheet, detents: [.large], preferredContentSize: Size(width: 2000, height: 500))
        let layout = try layout(
            sheet, screen: ScreenDescription(width: 1024, height: 1366), traits: Traits(idiom: .pad))
        #expect(layout.current.frame.width == 1024 - 50)
        #expect(layout.current.frame.height == 500)
        #expect(!layout.rules.contains { $0.code == .formSheetFillsWindow })
    }
}
