import Testing

@testable import LayoutCore

/// How the layout reacts to content, text size, orientation and profile.
struct LayoutBehaviourTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let phone = ScreenDescription(
        width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    static func actions(_ count: Int, cancel: Bool = true) -> [SheetAction] {
        (0..<count).map { SheetAction(title: "Action \($0)") }
            + (cancel ? [SheetAction(title: "Cancel", style: .cancel)] : [])
    }

    /// Twenty actions scroll under the top limit; the header keeps its full height and cancel stays put.
    @Test func manyActionsScroll() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios17",
                sheet: SheetDescription(title: "T", message: "M", actions: Self.actions(20))))
        #expect(layout.sheetFrame.y == 47)
        let region = try #require(layout.scrollRegions.first)
        #expect(region.id == "actions")
        #expect(abs(region.contentHeight - (20 * 57 + 19.0 / 3)) < 1e-9)
        #expect(layout.element("header")?.screenFrame.height == 62)
        #expect(layout.element("cancel")?.screenFrame.y == 753)
        #expect(layout.warnings.map(\.code) == [.actionsScroll])
        #expect(layout.elements.filter { $0.role == .action }.allSatisfy { $0.clippedBy == "actions" })
    }

    /// A header taller than the room leaves the actions their 84 pt minimum and scrolls itself.
    @Test func longHeaderKeepsActionsVisible() throws {
        let message = String(repeating: "word ", count: 700)
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios17",
                sheet: SheetDescription(title: "T", message: message, actions: Self.actions(3))))
        let actions = try #require(layout.scrollRegions.first { $0.id == "actions" })
        #expect(actions.visibleHeight == 84)
        #expect(layout.scrollRegions.contains { $0.id == "header" })
        #expect(layout.warnings.map(\.code) == [.headerScrolls, .actionsScroll])
    }

    /// Without title and message there is no header and no leading separator: the first row is at y 0.
    @Test func noHeader() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios17", sheet: SheetDescription(actions: Self.actions(2))))
        #expect(layout.element("header") == nil)
        #expect(layout.element("separator.header") == nil)
        #expect(layout.element("action.0")?.frame?.y == 0)
    }

    /// The title is regular without a message and semibold with one; a lone message is semibold.
    @Test func headerWeights() throws {
        let titleOnly = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios17", sheet: SheetDescription(title: "T", actions: Self.actions(1)))
        )
        #expect(titleOnly.element("title")?.text?.font.weight == .regular)
        #expect(
            abs((titleOnly.element("header")?.screenFrame.height ?? 0) - 128.0 / 3) < 1e-9,
            "13.5 + 15.51 + 13.5 = 42.51, aligned")
        let messageOnly = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios17",
                sheet: SheetDescription(message: "M", actions: Self.actions(1))))
        #expect(messageOnly.element("message")?.text?.font.weight == .semibold)
    }

    /// Landscape keeps the portrait width from the short side, centred.
    @Test func landscape() throws {
        let screen = ScreenDescription(
            width: 844, height: 390, scale: 3, safeAreaInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: screen, profileName: "ios17", sheet: SheetDescription(title: "T", actions: Self.actions(2))))
        #expect(layout.sheetFrame.width == 374)
        #expect(layout.sheetFrame.x == 235)
        #expect(layout.element("cancel")?.screenFrame.maxY == 369)
    }

    /// The iOS 10 profile: W − 20, 20 pt actions, 13 pt title always semibold.
    @Test func ios10Profile() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios10", sheet: SheetDescription(title: "T", actions: Self.actions(1)))
        )
        #expect(layout.sheetFrame.width == 370)
        #expect(layout.element("action.0")?.text?.font.size == 20)
        #expect(layout.element("title")?.text?.font.weight == .semibold)
        #expect(layout.element("cancel")?.text?.font.weight == .semibold)
    }

    /// The deprecated name `ios12` lays out exactly as `ios10`, reports `ios10`, and adds one `profileDeprecated`
    /// warning at `/profile`; the new name adds none.
    @Test func deprecatedProfileAliasWarns() throws {
        func layout(_ profile: String) throws -> SheetLayout {
            try engine.layout(
                for: LayoutRequest(
                    screen: Self.phone, profileName: profile,
                    sheet: SheetDescription(title: "T", actions: Self.actions(1))))
        }
        let alias = try layout("ios12")
        let current = try layout("ios10")
        #expect(alias.profile == "ios10")
        #expect(alias.elements == current.elements)
        #expect(current.warnings.allSatisfy { $0.code != .profileDeprecated })
        let deprecation = alias.warnings.filter { $0.code == .profileDeprecated }
        #expect(deprecation.count == 1 && deprecation.first?.pointer == "/profile")
        #expect(alias.warnings.count == current.warnings.count + 1)
    }

    /// Accessibility sizes grow fonts, rows and the header together.
    @Test(arguments: ContentSizeCategory.allCases)
    func contentSizeCategories(category: ContentSizeCategory) throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, traits: Traits(contentSizeCategory: category),
                profileName: "ios17", sheet: SheetDescription(title: "T", message: "M", actions: Self.actions(1))))
        let actionSize = try #require(MetricsProfile.ios17.actionFontSizes[category])
        let headerSize = try #require(MetricsProfile.ios17.headerFontSizes[category])
        #expect(layout.element("action.0")?.text?.font.size == actionSize)
        #expect(layout.element("title")?.text?.font.size == headerSize)
        let row = try #require(layout.element("cancel")?.screenFrame.height)
        #expect(abs(row - MetricsProfile.ios17.actionRowHeight(fontSize: actionSize)) <= 1.0 / 3)
        let header = try #require(layout.element("header")?.screenFrame.height)
        #expect(abs(header - (27 + 4 + 2 * headerSize * 2444 / 2048)) <= 1.0 / 3)
    }

    /// A title too wide for its row shrinks, and one too wide even at 58 % is truncated in the middle.
    @Test func longActionTitles() throws {
        let shrink = String(repeating: "a", count: 40)
        let truncate = String(repeating: "b", count: 100)
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone,
                profileName: "ios17",
                sheet: SheetDescription(actions: [SheetAction(title: shrink), SheetAction(title: truncate)])))
        let shrunk = try #require(layout.element("action.0")?.text)
        #expect(shrunk.font.size < 21 && shrunk.font.size > 21 * 0.58)
        #expect(!shrunk.isTruncated)
        let cut = try #require(layout.element("action.1")?.text)
        #expect(cut.font.size == 21 * 0.58)
        #expect(cut.isTruncated && cut.text.contains("…"))
        #expect(layout.warnings.map(\.code) == [.actionTitleShrunk, .actionTitleTruncated])
    }

    /// A custom view taller than the room reports it, and its subviews follow it.
    @Test func customViewWarnings() throws {
        let view = CustomViewDescription(
            height: 700, subviews: [CustomSubview(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, profileName: "ios17",
                sheet: SheetDescription(actions: Self.actions(1), customView: view)))
        #expect(
            Set(layout.warnings.map(\.code)) == [
                .customViewOffScreen, .customViewAboveSafeArea, .customViewAboveTopLimit,
            ])
        #expect(layout.element("customView.a")?.screenFrame.y == layout.element("customView")?.screenFrame.y)
    }

    /// Dark mode dims at 0.48.
    @Test func darkDimming() throws {
        let layout = try engine.layout(
            for: LayoutRequest(
                screen: Self.phone, traits: Traits(userInterfaceStyle: .dark),
                profileName: "ios17", sheet: SheetDescription(actions: Self.actions(1))))
        #expect(layout.dimmingAlpha == 0.48)
    }
}
