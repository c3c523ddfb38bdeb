import Testing

@testable import LayoutCore

/// The constants issue #26 added to every profile, and labels that say what was measured.
struct ProfileLabelTests {
    func constant(_ name: String, in profile: MetricsProfile) throws -> ProfileConstant {
        try #require(profile.constants.first { $0.name == name }, "\(profile.name) lists \(name)")
    }

    /// Every profile lists the action title's line rule, the weights, the length caps, the width rule and the
    /// custom view's mirroring, with a source.
    @Test(arguments: MetricsProfile.all.map(\.name))
    func textRulesAreListed(name: String) throws {
        let profile = try #require(MetricsProfile.all.first { $0.name == name })
        for constant in [
            "actionTitleLines", "actionFontWeight", "cancelFontWeight", "titleLengthCap", "messageLengthCap",
            "widthRule", "customSubviewMirroring",
        ] {
            #expect(!(try self.constant(constant, in: profile)).source.isEmpty)
        }
        #expect(try constant("titleLengthCap", in: profile).value == "999")
        #expect(try constant("messageLengthCap", in: profile).value == "9999")
        #expect(try constant("titleLengthCap", in: profile).confidence == .decompiled)
    }

    /// iOS 26's own red; the dark glass colour and the derived cancel radius are not labelled measured; the
    /// dismissal's curve is listed.
    @Test func ios26Labels() throws {
        let ios26 = MetricsProfile.ios26
        #expect(ios26.destructiveColor.light.hex == "#FF383CFF")
        #expect(MetricsProfile.ios17.destructiveColor.light.hex == "#FF3B30FF")
        #expect(try constant("groupBackgroundColor", in: ios26).confidence == .inferred)
        #expect(try constant("cancelGroupCornerRadius", in: ios26).confidence == .inferred)
        #expect(try constant("dismissCurve", in: ios26).value == "easeInEaseOut")
    }

    /// Every alert constant read in UIKit 26.1 is labelled `decompiled`, not `measured`, and names the method it
    /// was read in; the one measured alert constant is the 320 pt window's side margin (SW).
    @Test(arguments: ["ios17", "ios26"])
    func alertConstantsReadInUIKitAreDecompiled(name: String) throws {
        let profile = try #require(MetricsProfile.named(name))
        let alert = profile.constants.filter { $0.name.hasPrefix("alert.") }
        for constant in alert where constant.source.hasPrefix("UIKit 26.1") && constant.confidence != .inferred {
            #expect(constant.confidence == .decompiled, "\(constant.name): \(constant.source)")
            #expect(!constant.source.hasPrefix("UIKit 26.1:"), "\(constant.name) names no method")
        }
        let measured = alert.filter { $0.confidence == .measured }.map(\.name)
        // No alert constant was measured: the 300 pt glass width in a 320 pt window is the card's (sideMargin).
        #expect(measured == [])
    }

    /// The glass header's rule and colours are listed with their UIKit 26.1 sources.
    @Test func glassHeaderConstantsAreListed() throws {
        for name in ["headerAlignment", "titleColor", "messageColorBelowTitle"] {
            let constant = try constant(name, in: .ios26)
            #expect(constant.confidence == .decompiled)
            #expect(constant.source.contains("UIKit 26.1"))
        }
        #expect(try constant("messageColorBelowTitle", in: .ios26).value == "light #3C3C4399, dark #EBEBF599")
    }

    /// An iPad popover of the older profiles lists every inferred number in `assumptions`.
    @Test(arguments: ["ios17", "ios10"])
    func padPopoverAssumptions(profile: String) throws {
        let layout = try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 1024, height: 1366, scale: 2), traits: Traits(idiom: .pad),
                profileName: profile,
                sheet: SheetDescription(
                    title: "T", actions: [SheetAction(title: "A")],
                    sourceRect: Rect(x: 100, y: 100, width: 40, height: 40))))
        let assumption = try #require(layout.assumptions.first { $0.contains("iPad popover") })
        for figure in ["304", "36 × 13", "corners 13 pt", "below, above, leading, trailing", "10 pt"] {
            #expect(assumption.contains(figure), "\(figure) in \(assumption)")
        }
    }

    /// The labels issue 37 found overstated: the caps UIKit 26.1's code gives are decompiled, not measured; the
    /// width rule comes from a reimplementation and quoted logs; nothing of the alert is measured.
    @Test func overstatedLabelsAreCorrected() throws {
        let ios26 = MetricsProfile.ios26
        #expect(try constant("anchoredMaximumWidth", in: ios26).confidence == .decompiled)
        #expect(try constant("cardMaximumWidth", in: ios26).confidence == .decompiled)
        #expect(try constant("alert.sideMargin", in: ios26).confidence == .decompiled)
        for profile in MetricsProfile.all {
            #expect(try constant("widthRule", in: profile).confidence != .measured)
        }
    }

    /// iOS 10's alert was never read or measured: the values carried over from iOS 26.1's legacy branch are
    /// listed as inferred, their sources saying whose they are, and the alert's assumptions say so; ios17's stay
    /// decompiled.
    @Test func ios10AlertIsAssumedFromTheLegacyBranch() throws {
        let ios10 = MetricsProfile.ios10.constants.filter { $0.name.hasPrefix("alert.") }
        #expect(!ios10.isEmpty && ios10.allSatisfy { $0.confidence != .decompiled && $0.confidence != .documented })
        let width = try constant("alert.width", in: .ios10)
        #expect(width.confidence == .inferred && width.source.hasPrefix("assumed for iOS 10"))
        #expect(try constant("alert.width", in: .ios17).confidence == .decompiled)
        let layout = try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(
            for: LayoutRequest(
                screen: ScreenDescription(width: 320), profileName: "ios10",
                sheet: SheetDescription(title: "T", actions: [SheetAction(title: "OK")], preferredStyle: .alert)))
        #expect(layout.assumptions.contains { $0.contains("assumed for iOS 10") })
    }
}
