import StrictJSON

/// The golden presentation sheets: the iPhones of `GoldenCases.devices` in portrait and landscape, both profiles that
/// have the sheet, the detent sets apps use (medium + large, large alone, a custom height, a fraction), the grabber
/// and the undimmed medium detent, dark mode, the iPad's form and page sheets and a compact-width iPad window, a
/// drag beyond each end, a release, and two stacked sheets.
package enum PresentationGoldenCases {
    static func request(
        _ device: GoldenCases.Device, landscape: Bool = false, profile: String, sheet: JSONValue,
        traits: JSONValue? = nil
    ) -> JSONValue {
        var root: [(key: String, value: JSONValue)] = [
            ("profile", .string(profile)), ("screen", GoldenCases.screen(device, landscape: landscape)),
        ]
        if let traits { root.append(("traits", traits)) }
        root.append(("sheetPresentation", sheet))
        return .object(JSONObject(root))
    }

    static func detents(_ identifiers: [String]) -> JSONValue {
        .array(
            identifiers.map { identifier in
                if identifier.hasPrefix("height-") {
                    return ["identifier": .string(identifier), "height": .number(Double(identifier.dropFirst(7))!)]
                }
                if identifier.hasPrefix("fraction-") {
                    return ["identifier": .string(identifier), "fraction": .number(Double(identifier.dropFirst(9))!)]
                }
                return ["identifier": .string(identifier)]
            })
    }

    static func sheet(
        _ identifiers: [String], selected: String? = nil, undimmed: String? = nil, grabber: Bool = true,
        extra: [(key: String, value: JSONValue)] = []
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("detents", detents(identifiers))]
        if let selected { members.append(("selectedDetentIdentifier", .string(selected))) }
        if let undimmed { members.append(("largestUndimmedDetentIdentifier", .string(undimmed))) }
        if grabber { members.append(("prefersGrabberVisible", .bool(true))) }
        return .object(JSONObject(members + extra))
    }

    /// Every case.
    package static let all: [GoldenCase] = {
        var cases: [GoldenCase] = []
        for profile in ["ios17", "ios26"] {
            for device in GoldenCases.devices {
                for selected in ["medium", "large"] {
                    cases.append(
                        GoldenCase(
                            name: "\(profile)-\(device.name)-medium-large-at-\(selected)",
                            request: request(
                                device, profile: profile,
                                sheet: sheet(["medium", "large"], selected: selected, undimmed: "medium"))))
                }
                cases.append(
                    GoldenCase(
                        name: "\(profile)-\(device.name)-landscape",
                        request: request(device, landscape: true, profile: profile, sheet: sheet(["medium", "large"]))))
                cases.append(
                    GoldenCase(
                        name: "\(profile)-\(device.name)-landscape-edge-attached",
                        request: request(
                            device, landscape: true, profile: profile,
                            sheet: sheet(
                                ["medium", "large"],
                                extra: [("prefersEdgeAttachedInCompactHeight", .bool(true))]))))
            }
            let iPhone14 = GoldenCases.devices[2]
            cases += [
                GoldenCase(
                    name: "\(profile)-iphone14-custom-height",
                    request: request(iPhone14, profile: profile, sheet: sheet(["height-120", "large"], grabber: false))),
                GoldenCase(
                    name: "\(profile)-iphone14-capsule-height",
                    request: request(iPhone14, profile: profile, sheet: sheet(["height-90"]))),
                GoldenCase(
                    name: "\(profile)-iphone14-fraction-dark",
                    request: request(
                        iPhone14, profile: profile, sheet: sheet(["fraction-0.3", "medium", "large"]),
                        traits: ["userInterfaceStyle": "dark"])),
                GoldenCase(
                    name: "\(profile)-iphone14-drag-above",
                    request: request(
                        iPhone14, profile: profile,
                        sheet: sheet(["medium", "large"], extra: [("drag", ["offset": .number(-100)])]))),
                GoldenCase(
                    name: "\(profile)-iphone14-drag-below-modal",
                    request: request(
                        iPhone14, profile: profile,
                        sheet: sheet(
                            ["medium", "large"],
                            extra: [("isModalInPresentation", .bool(true)), ("drag", ["offset": .number(600)])]))),
                GoldenCase(
                    name: "\(profile)-iphone14-flick-release",
                    request: request(
                        iPhone14, profile: profile,
                        sheet: sheet(
                            ["medium", "large"],
                            extra: [("drag", ["offset": .number(380), "velocity": .number(-1200)])]))),
                GoldenCase(
                    name: "\(profile)-iphone14-stacked",
                    request: request(
                        iPhone14, profile: profile,
                        sheet: sheet(
                            ["medium", "large"], selected: "large",
                            extra: [("presentingSheet", sheet(["large"]))]))),
                GoldenCase(
                    name: "\(profile)-ipad-form-sheet",
                    request: .object(
                        JSONObject([
                            ("profile", .string(profile)), ("screen", ["width": 1024, "height": 1366]),
                            ("traits", ["idiom": "pad"]),
                            (
                                "sheetPresentation",
                                ["modalPresentationStyle": "formSheet", "detents": detents(["large"])]
                            ),
                        ]))),
                GoldenCase(
                    name: "\(profile)-ipad-page-sheet",
                    request: .object(
                        JSONObject([
                            ("profile", .string(profile)), ("screen", ["width": 768, "height": 1024]),
                            ("traits", ["idiom": "pad"]),
                            ("sheetPresentation", ["detents": detents(["medium", "large"])]),
                        ]))),
                GoldenCase(
                    name: "\(profile)-ipad-compact-window",
                    request: .object(
                        JSONObject([
                            ("profile", .string(profile)), ("screen", ["width": 320, "height": 1366]),
                            ("traits", ["idiom": "pad"]),
                            ("sheetPresentation", ["detents": detents(["medium", "large"])]),
                        ]))),
            ]
        }
        return cases
    }()
}
