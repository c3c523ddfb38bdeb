import Testing

@testable import LayoutCore

/// Which header an iOS 26 action sheet gets (`GlassHeaderSource`, docs/ios26.md "The header"): the card with a lone
/// title keeps SW's measurement; the card with a message and the anchored popover take UIKit 26.1's glass alert
/// header, so the card and an alert with the same content share one header (issue 37).
struct GlassHeaderSourceTests {
    let engine = SheetLayoutEngine(measurer: FixedMetricsMeasurer())
    static let actions = [
        SheetAction(title: "Save"), SheetAction(title: "Delete", style: .destructive),
        SheetAction(title: "Cancel", style: .cancel),
    ]
    static let message = "A message long enough to wrap onto a second line in the card"

    func layout(
        title: String?, message: String?, style: AlertControllerStyle = .actionSheet, sourceRect: Rect? = nil,
        screen: ScreenDescription = AlertLayoutTests.phone
    ) throws -> SheetLayout {
        try engine.layout(
            for: LayoutRequest(
                screen: screen, profileName: "ios26",
                sheet: SheetDescription(
                    title: title, message: message, actions: Self.actions, sourceRect: sourceRect,
                    preferredStyle: style)))
    }

    @Test func ruleKeepsTheMeasurementForALoneTitleInTheCardOnly() {
        #expect(GlassHeaderSource.of(SheetDescription(title: "T"), presentation: .card) == .measuredCard)
        #expect(GlassHeaderSource.of(SheetDescription(title: "T", message: ""), presentation: .card) == .measuredCard)
        #expect(GlassHeaderSource.of(SheetDescription(title: "T", message: "M"), presentation: .card) == .uikit)
        #expect(GlassHeaderSource.of(SheetDescription(message: "M"), presentation: .card) == .uikit)
        #expect(GlassHeaderSource.of(SheetDescription(title: "T"), presentation: .popover) == .uikit)
    }

    /// With a message the card's header is the glass alert's: title 17 pt semibold, labels 30 pt in, rows 16 pt
    /// in, the first button 8 + 16 = 24 pt below the last line's baseline; an alert with the same content has the
    /// same header, frame for frame.
    @Test func cardWithAMessageHasTheAlertsHeader() throws {
        let card = try layout(title: "Title", message: Self.message)
        let alert = try layout(title: "Title", message: Self.message, style: .alert)
        #expect(card.presentation == .card && alert.presentation == .alert)
        let title = try #require(card.element("title"))
        let message = try #require(card.element("message"))
        let messageFrame = try #require(message.frame)
        #expect(title.text?.font.size == 17 && title.text?.font.weight == .semibold)
        #expect(message.text?.font.size == 15 && message.text?.font.weight == .regular)
        #expect(title.frame?.x == 30 && messageFrame.x == 30)
        let first = try #require(card.element("action.0")?.frame)
        #expect(first.x == 16 && first.width == card.sheetFrame.width - 32)
        // The message's last baseline: its top, less the ascender's room, plus its lines but the last.
        let lines = Double(message.text?.lines.count ?? 0)
        let lineHeight = try #require(message.text?.lineHeight)
        let lastBaseline = messageFrame.y + 15 * 1950 / 2048 + (lines - 1) * lineHeight
        #expect(abs(first.y - lastBaseline - 24) <= 1.0 / 3)
        for id in ["header", "title", "message"] {
            #expect(card.element(id)?.frame == alert.element(id)?.frame, "\(id)")
        }
    }

    /// The measured card stays exact: a title and three rows in a 320 pt window are 300 × 252, the title 15 pt,
    /// 24 pt down, the rows 14 pt in.
    @Test func measuredCardStaysExact() throws {
        let card = try layout(
            title: "Title", message: nil, screen: ScreenDescription(width: 320, height: 500, scale: 2))
        #expect(card.sheetFrame == Rect(x: 10, y: 124, width: 300, height: 252))
        #expect(card.element("title")?.frame?.y == 24 && card.element("title")?.text?.font.size == 15)
        #expect(card.element("action.0")?.frame?.x == 14)
    }

    /// The anchored popover (UIKit 26.1's action sheet style, whose glass margins are the alert's) with a message:
    /// the same header as the card's and the alert's.
    @Test func popoverWithAMessageHasTheSameHeader() throws {
        let popover = try layout(
            title: "Title", message: Self.message, sourceRect: Rect(x: 20, y: 100, width: 44, height: 44))
        #expect(popover.presentation == .popover)
        let title = try #require(popover.element("title"))
        #expect(title.text?.font.size == 17 && title.text?.font.weight == .semibold && title.frame?.x == 30)
        #expect(popover.element("message")?.text?.font.size == 15)
        #expect(popover.element("action.0")?.frame?.x == 16)
        let header = try #require(popover.element("header")?.frame).height
        // The header is narrower (240 pt) than the card's, so compare the rule, not the frames: baseline margins.
        let messageLines = Double(popover.element("message")?.text?.lines.count ?? 0)
        let expected =
            MetricsProfile.ios26.lineHeight(fontSize: 17) + 18 + MetricsProfile.ios26.lineHeight(fontSize: 15) + 8
            + (messageLines - 1) * MetricsProfile.ios26.lineHeight(fontSize: 15) + 8
        #expect(abs(header - expected) <= 1.0 / 3)
    }
}
