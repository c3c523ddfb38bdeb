import Testing

@testable import LayoutCore

/// `MetricsProfile.constants` is derived from the typed constants: complete, and never a second copy.
struct ProfileConstantTests {
    /// The names of a profile's stored properties other than its name and era, in declaration order, as the API
    /// spells them (a wrapped property's storage `_sideMargin` is the property `sideMargin`). The iOS 26 constants
    /// (`glass`) follow the profile's own, then the alert's (`alert`) prefixed `alert.`; `matchingApps` is prose, not
    /// a constant.
    static func storedConstantNames(of profile: MetricsProfile) -> [String] {
        func names(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.compactMap(\.label)
                .filter {
                    !["name", "era", "matchingApps", "glass", "alert", "assumedForEra", "sheetPresentation"].contains(
                        $0)
                }
                .map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        }
        let sheet = profile.sheetPresentation
        return names(profile) + (profile.glass.map(names) ?? []) + names(profile.alert).map { "alert." + $0 }
            + (sheet.map(names) ?? []).map { "sheetPresentation." + $0 }
            + (sheet?.glass.map(names) ?? []).map { "sheetPresentation.glass." + $0 }
    }

    /// Each listed constant's value text by its name.
    static func listed(_ profile: MetricsProfile) -> [String: String] {
        Dictionary(uniqueKeysWithValues: profile.constants.map { ($0.name, $0.value) })
    }

    /// Every stored constant of every profile is listed exactly once, in declaration order, with a source, so a
    /// new constant cannot be left out of `GET /profiles` (a plain, unsourced property would be missing here).
    @Test(arguments: MetricsProfile.all)
    func everyStoredConstantIsListedOnce(profile: MetricsProfile) {
        let listed = profile.constants.map(\.name)
        #expect(listed == Self.storedConstantNames(of: profile))
        #expect(Set(listed).count == listed.count)
        #expect(profile.constants.allSatisfy { !$0.source.isEmpty && !$0.value.isEmpty })
    }

    /// The listed numbers are the typed ones: each reads back as the profile's value.
    @Test(arguments: MetricsProfile.all)
    func listedNumbersAreTheTypedValues(profile: MetricsProfile) throws {
        let numbers: [(String, KeyPath<MetricsProfile, Double>)] = [
            ("sideMargin", \.sideMargin), ("cancelGap", \.cancelGap), ("minimumBottomGap", \.minimumBottomGap),
            ("landscapeTopLimit", \.landscapeTopLimit), ("actionRowMinimumHeight", \.actionRowMinimumHeight),
            ("actionRowPaddingBase", \.actionRowPaddingBase), ("actionRowPaddingFactor", \.actionRowPaddingFactor),
            ("actionHorizontalPadding", \.actionHorizontalPadding),
            ("actionMinimumScaleFactor", \.actionMinimumScaleFactor),
            ("actionsMinimumVisibleHeight", \.actionsMinimumVisibleHeight),
            ("headerHorizontalPadding", \.headerHorizontalPadding), ("headerTopPadding", \.headerTopPadding),
            ("headerBottomPadding", \.headerBottomPadding), ("titleMessageSpacing", \.titleMessageSpacing),
            ("mainGroupCornerRadius", \.mainGroupCornerRadius), ("cancelGroupCornerRadius", \.cancelGroupCornerRadius),
            ("dimmingAlphaLight", \.dimmingAlphaLight), ("dimmingAlphaDark", \.dimmingAlphaDark),
            ("regularWidthMinimum", \.regularWidthMinimum), ("popoverWidth", \.popoverWidth),
            ("popoverArrowHeight", \.popoverArrowHeight), ("popoverArrowBase", \.popoverArrowBase),
            ("popoverLayoutMargin", \.popoverLayoutMargin), ("popoverCornerRadius", \.popoverCornerRadius),
            ("popoverDimmingAlpha", \.popoverDimmingAlpha), ("springMass", \.springMass),
            ("springStiffness", \.springStiffness), ("springDamping", \.springDamping),
            ("transitionDuration", \.transitionDuration), ("customViewFadeDuration", \.customViewFadeDuration),
        ]
        let listed = Self.listed(profile)
        for (name, keyPath) in numbers {
            #expect(try Double(#require(listed[name])) == profile[keyPath: keyPath], "\(profile.name).\(name)")
        }
        let ratio = try #require(listed["lineHeightRatio"]).split(separator: "/").compactMap { Double($0) }
        #expect(ratio.count == 2 && ratio[0] / ratio[1] == profile.lineHeightRatio)
    }

    /// The listed colours, materials, curves, alignments, arrow sides and font sizes are the typed ones.
    @Test(arguments: MetricsProfile.all)
    func listedValuesAreTheTypedValues(profile: MetricsProfile) throws {
        let listed = Self.listed(profile)
        func colours(_ name: String) throws -> [String] {
            try #require(listed[name]).split(separator: ", ").map { String($0.split(separator: " ").last ?? "") }
        }
        let dynamicColours: [(String, KeyPath<MetricsProfile, DynamicColor>)] = [
            ("groupBackgroundColor", \.groupBackgroundColor), ("cancelBackgroundColor", \.cancelBackgroundColor),
            ("separatorColor", \.separatorColor), ("highlightedBackgroundColor", \.highlightedBackgroundColor),
            ("headerTextColor", \.headerTextColor), ("tintColor", \.tintColor),
            ("destructiveColor", \.destructiveColor),
        ]
        for (name, keyPath) in dynamicColours {
            let colour = profile[keyPath: keyPath]
            let expected = colour.light == colour.dark ? [colour.light.hex] : [colour.light.hex, colour.dark.hex]
            #expect(try colours(name) == expected, "\(profile.name).\(name)")
        }
        #expect(listed["dimmingColor"] == profile.dimmingColor.hex)
        #expect(listed["groupMaterial"] == profile.groupMaterial.rawValue)
        #expect(listed["cornerCurve"] == profile.cornerCurve.rawValue)
        #expect(listed["textAlignment"] == profile.textAlignment.rawValue)
        #expect(listed["customViewFadeCurve"] == profile.customViewFadeCurve.rawValue)
        let pixels = profile.separatorThicknessInPixels
        #expect(listed["separatorThicknessInPixels"]?.hasPrefix("\(Int(pixels)) device pixel") == true)
        #expect(
            listed["popoverArrowPreference"] == profile.popoverArrowPreference.map(\.rawValue).joined(separator: ", "))
        for (name, table) in [
            ("headerFontSizes", profile.headerFontSizes), ("actionFontSizes", profile.actionFontSizes),
        ] {
            let sizes = ContentSizeCategory.allCases.map { table[$0] }
            #expect(try Self.sizes(listed: #require(listed[name])) == sizes, "\(profile.name).\(name)")
        }
    }

    /// The table a listed font-size text stands for, category by category: a text style's (`footnote: 12…44, 13 at
    /// Large`), or the smallest size over the categories that share it, then one size per category (`21 at xS…L,
    /// 23, …`).
    static func sizes(listed text: String) -> [Double?] {
        if let colon = text.firstIndex(of: ":") {
            let style = textStyleSizes.first { $0.name == text[..<colon] }
            return ContentSizeCategory.allCases.map { style?.sizes[$0] }
        }
        let parts = text.split(separator: ", ")
        let shared = Double(parts.first?.split(separator: " ").first ?? "")
        let larger = parts.dropFirst().map { Double($0) }
        return Array(repeating: shared, count: ContentSizeCategory.allCases.count - larger.count) + larger
    }

    /// A changed value is listed as changed: the listing reads the typed values, it does not copy them.
    @Test func listingFollowsTheValues() {
        var profile = MetricsProfile.ios17
        profile.sideMargin = 9.5
        profile.actionFontSizes[.extraLarge] = 22
        profile.lineHeightRatio = 2400 / 2048
        profile.popoverArrowPreference = [.left, .up]
        profile.portraitTopLimit = .belowSafeAreaTop(12)
        profile.tintColor = DynamicColor(Color(0x1122_33FF))
        profile.separatorThicknessInPixels = 2
        profile.springStiffness = 300
        profile.dimmingCurve = .mediaTiming(.easeOut)
        let listed = Self.listed(profile)
        #expect(listed["separatorThicknessInPixels"] == "2 device pixels (2/scale pt)")
        #expect(listed["springStiffness"] == "300")
        #expect(listed["dimmingCurve"] == "easeOut, over the transition")
        #expect(listed["sideMargin"] == "9.5")
        #expect(listed["actionFontSizes"] == "21 at xS…L, 22, 24, 24, 28, 33, 40, 47, 53")
        #expect(listed["lineHeightRatio"] == "2400/2048")
        #expect(listed["popoverArrowPreference"] == "left, up")
        #expect(listed["portraitTopLimit"] == "safe-area top + 12")
        #expect(listed["tintColor"] == "#112233FF")
        #expect(Self.listed(.ios10)["actionFontSizes"] == "title3: 17…55, 20 at Large")
    }

    /// A value carried over to another era says so: the ios10 spring is iOS 17's, listed as inferred with a source
    /// that names the assumption, while ios17 lists it as measured.
    @Test func assumedValuesAreInferred() throws {
        let ios17 = try #require(MetricsProfile.ios17.constants.first { $0.name == "springStiffness" })
        let ios10 = try #require(MetricsProfile.ios10.constants.first { $0.name == "springStiffness" })
        #expect(ios17.confidence == .measured && ios10.confidence == .inferred)
        #expect(ios10.value == ios17.value && ios10.source.contains("assumed for iOS 10"))
    }
}
