import StrictJSON

extension GoldenCases {
    /// UIKit's own text rules and limits (issue #26): long action titles wrapping at an accessibility size under
    /// each profile, in a sheet and in an alert, a title past UIKit's 999-unit cap, and a custom view laid out with leading/trailing
    /// constraints (its right-to-left twin is mirrored; frames, the default, are not).
    static func textCases() -> [GoldenCase] {
        var cases: [GoldenCase] = []
        func add(_ name: String, _ request: JSONValue) { cases.append(GoldenCase(name: name, request: request)) }
        let phone = screen(devices[2], landscape: false)
        let longTitles = sheet(
            actions: [
                ["title": "Keep in Album but Hide From Library and Memories", "style": "default"],
                ["title": "Delete From All Your Devices", "style": "destructive"],
                ["title": "Cancel", "style": "cancel"],
            ], customView: nil)
        for profile in ["ios17", "ios10", "ios26"] {
            add(
                "accessibility-action-titles-wrap-\(profile)",
                request(
                    phone, sheet: longTitles, traits: ["contentSizeCategory": "accessibilityExtraExtraExtraLarge"],
                    profile: profile))
            // The alert's buttons wrap the same titles and grow, stacked (docs/alert.md).
            add(
                "accessibility-alert-buttons-wrap-\(profile)",
                request(
                    phone, sheet: alertSheet(actions: longTitles["actions"] ?? .null),
                    traits: ["contentSizeCategory": "accessibilityExtraExtraExtraLarge"], profile: profile))
        }
        add(
            "title-cut-to-999",
            request(
                phone,
                sheet: sheet(title: String(repeating: "Delete ", count: 215), message: nil, customView: nil)))
        add(
            "custom-view-leading-trailing-constraints",
            request(
                phone,
                sheet: sheet(customView: [
                    "height": 60, "x": 20, "width": 200, "layout": "leadingTrailingConstraints",
                    "subviews": [["id": "label", "frame": ["x": 10, "y": 0, "width": 100, "height": 30]]],
                ])))
        return cases
    }
}
