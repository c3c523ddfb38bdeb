import StrictJSON

extension GoldenCases {
    /// An alert (`preferredStyle` `alert`) with the seed's header, `actions`, and optionally text fields, a
    /// preferred action and a custom view.
    static func alertSheet(
        title: String? = "Delete photo?", message: String? = "This photo will be deleted from all your devices.",
        actions: JSONValue = twoActions, textFields: [JSONValue] = [], preferredAction: Int? = nil,
        customView: JSONValue? = nil
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("preferredStyle", "alert")]
        if let title { members.append(("title", .string(title))) }
        if let message { members.append(("message", .string(message))) }
        members.append(("actions", actions))
        if !textFields.isEmpty { members.append(("textFields", .array(textFields))) }
        if let preferredAction { members.append(("preferredAction", .number(Double(preferredAction)))) }
        if let customView { members.append(("customView", customView)) }
        return .object(JSONObject(members))
    }

    /// Cancel and OK: side by side in every alert at the default text size.
    static let twoActions: JSONValue = .array([
        ["title": "Cancel", "style": "cancel"], ["title": "OK", "style": "default"],
    ])

    /// The alert cases of every profile: side by side and stacked, long titles that stack two actions, every
    /// width, landscape, small and accessibility text sizes, dark, text fields, a preferred action, the custom view,
    /// a header that scrolls, and no header. Each runs right to left too, like every case.
    static func alertCases() -> [GoldenCase] {
        var cases: [GoldenCase] = []
        func add(_ name: String, _ request: JSONValue) {
            cases.append(GoldenCase(name: "alert-" + name, request: request))
        }
        let phone = screen(devices[2], landscape: false)
        for profile in ["ios17", "ios10", "ios26"] {
            add("\(profile)-two-actions", request(phone, sheet: alertSheet(), profile: profile))
            add("\(profile)-three-actions", request(phone, sheet: alertSheet(actions: actions(2)), profile: profile))
            add(
                "\(profile)-accessibilityExtraExtraExtraLarge",
                request(
                    phone, sheet: alertSheet(),
                    traits: ["contentSizeCategory": "accessibilityExtraExtraExtraLarge"], profile: profile))
            add(
                "\(profile)-text-fields",
                request(
                    phone,
                    sheet: alertSheet(
                        textFields: [
                            ["placeholder": "Name"],
                            ["placeholder": "Password", "text": "hunter2", "isSecureTextEntry": true],
                        ],
                        preferredAction: 1),
                    profile: profile))
        }
        for device in devices {
            add("ios17-\(device.name)", request(screen(device, landscape: false), sheet: alertSheet()))
            add(
                "ios26-\(device.name)",
                request(screen(device, landscape: false), sheet: alertSheet(), profile: "ios26"))
        }
        add("ios17-landscape", request(screen(devices[2], landscape: true), sheet: alertSheet()))
        add("ios17-extraSmall", request(phone, sheet: alertSheet(), traits: ["contentSizeCategory": "extraSmall"]))
        add(
            "ios17-extraExtraExtraLarge",
            request(phone, sheet: alertSheet(), traits: ["contentSizeCategory": "extraExtraExtraLarge"]))
        add("ios17-dark", request(phone, sheet: alertSheet(), traits: ["userInterfaceStyle": "dark"]))
        add(
            "ios17-long-titles-stack",
            request(
                phone,
                sheet: alertSheet(actions: [
                    ["title": "Keep Every Photo", "style": "cancel"],
                    ["title": "Delete from All Devices", "style": "destructive"],
                ])))
        add("ios17-custom-view", request(phone, sheet: alertSheet(customView: seedCustomView)))
        add("ios26-custom-view", request(phone, sheet: alertSheet(customView: seedCustomView), profile: "ios26"))
        add(
            "ios17-long-message-scrolls",
            request(
                phone,
                sheet: alertSheet(
                    message: String(repeating: "This message is long enough to wrap over many lines. ", count: 40))))
        add("ios17-no-header", request(phone, sheet: alertSheet(title: nil, message: nil)))
        add("ios26-title-only", request(phone, sheet: alertSheet(message: nil), profile: "ios26"))
        add("ios17-message-only", request(phone, sheet: alertSheet(title: nil)))
        add("ios17-no-actions", request(phone, sheet: alertSheet(actions: [])))
        return cases
    }
}
