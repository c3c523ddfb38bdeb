import StrictJSON

extension GoldenCases {
    /// The `ios26` cases: the centred card on every iPhone width (the measured 320 × 500 window first), in
    /// landscape, at small and accessibility text sizes, dark, scrolling, without cancel and with cancel alone; the
    /// anchored popover below a navigation-bar button, above a toolbar button, without an arrow, at a large text
    /// size, on the narrowest phone and on a regular-width iPad. Each runs right to left too, like every case.
    static func ios26Cases() -> [GoldenCase] {
        var cases: [GoldenCase] = []
        func add(_ name: String, _ request: JSONValue) {
            cases.append(GoldenCase(name: "ios26-" + name, request: request))
        }
        let measuredSheet = sheet(message: nil, actions: actions(2), customView: nil)
        add(
            "card-measured-320x500",
            request(
                [
                    "width": 320, "height": 500, "scale": 2,
                    "safeAreaInsets": ["top": 0, "left": 0, "bottom": 0, "right": 0],
                ], sheet: measuredSheet, profile: "ios26"))
        for device in devices {
            add("card-\(device.name)", request(screen(device, landscape: false), sheet: sheet(), profile: "ios26"))
        }
        let phone = screen(devices[2], landscape: false)
        add("card-landscape", request(screen(devices[2], landscape: true), sheet: sheet(), profile: "ios26"))
        for category in ["extraSmall", "accessibilityMedium", "accessibilityExtraExtraExtraLarge"] {
            add(
                "card-category-\(category)",
                request(phone, sheet: sheet(), traits: ["contentSizeCategory": .string(category)], profile: "ios26"))
        }
        add("card-dark", request(phone, sheet: sheet(), traits: ["userInterfaceStyle": "dark"], profile: "ios26"))
        add(
            "card-twenty-actions", request(phone, sheet: sheet(actions: actions(20), customView: nil), profile: "ios26")
        )
        add("card-no-cancel", request(phone, sheet: sheet(actions: actions(2, cancel: false)), profile: "ios26"))
        add(
            "card-only-cancel",
            request(
                phone, sheet: sheet(title: nil, message: nil, actions: actions(0), customView: nil), profile: "ios26"))
        // A bar button at the top right of the navigation bar, one at the bottom left of a toolbar.
        add(
            "popover-below-bar-button",
            request(phone, sheet: sheet(sourceRect: rect(334, 47, 44, 44)), profile: "ios26"))
        add(
            "popover-above-toolbar-button",
            request(phone, sheet: sheet(customView: nil, sourceRect: rect(16, 766, 44, 44)), profile: "ios26"))
        add(
            "popover-no-arrow",
            request(
                phone, sheet: sheet(customView: nil, sourceRect: rect(170, 400, 50, 44), arrows: []), profile: "ios26"))
        add(
            "popover-accessibilityLarge",
            request(
                phone, sheet: sheet(customView: nil, sourceRect: rect(334, 47, 44, 44)),
                traits: ["contentSizeCategory": "accessibilityLarge"], profile: "ios26"))
        add(
            "popover-se1",
            request(
                screen(devices[0], landscape: false), sheet: sheet(customView: nil, sourceRect: rect(270, 20, 44, 44)),
                profile: "ios26"))
        add(
            "popover-ipad",
            request(
                padScreen(834, 1194), sheet: sheet(sourceRect: rect(776, 24, 44, 50)), traits: pad, profile: "ios26"))
        return cases
    }
}
