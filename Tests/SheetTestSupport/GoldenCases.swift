import StrictJSON
import Testing

/// One golden layout case: a request body and the name of its fixture file.
package struct GoldenCase: CustomTestStringConvertible, Sendable {
    package let name: String
    package let request: JSONValue
    /// For a right-to-left case, the name of the left-to-right case it mirrors.
    package var mirrorOf: String? = nil
    /// Whether the layout is an iPad popover of the older profiles, which `/animation` refuses (the iOS 26 popover
    /// and card are animated: they are not flagged).
    package var isPopover = false

    package var testDescription: String { name }
}

/// The golden cases: each situation in its mirror situations (five iPhones, portrait and landscape,
/// with and without title, message, cancel and custom view), every content-size category, both profiles,
/// iPad popovers on each side of their source and iPad windows of compact width; and every one of them again
/// right to left (`<name>-rtl`), as Yoga runs each fixture in both directions.
package enum GoldenCases {
    struct Device {
        let name: String
        let width: Double
        let height: Double
        let scale: Double
        let portrait: (top: Double, bottom: Double)
        let landscape: (side: Double, bottom: Double)
    }

    static let devices = [
        Device(name: "se1", width: 320, height: 568, scale: 2, portrait: (20, 0), landscape: (0, 0)),
        Device(name: "iphone8", width: 375, height: 667, scale: 2, portrait: (20, 0), landscape: (0, 0)),
        Device(name: "iphone14", width: 390, height: 844, scale: 3, portrait: (47, 34), landscape: (47, 21)),
        Device(name: "iphone15pro", width: 393, height: 852, scale: 3, portrait: (59, 34), landscape: (59, 21)),
        Device(name: "iphone15promax", width: 430, height: 932, scale: 3, portrait: (59, 34), landscape: (59, 21)),
    ]

    static func screen(_ device: Device, landscape: Bool) -> JSONValue {
        if landscape {
            return [
                "width": .number(device.height), "height": .number(device.width), "scale": .number(device.scale),
                "safeAreaInsets": [
                    "top": 0, "left": .number(device.landscape.side), "bottom": .number(device.landscape.bottom),
                    "right": .number(device.landscape.side),
                ],
            ]
        }
        return [
            "width": .number(device.width), "height": .number(device.height), "scale": .number(device.scale),
            "safeAreaInsets": [
                "top": .number(device.portrait.top), "left": 0, "bottom": .number(device.portrait.bottom), "right": 0,
            ],
        ]
    }

    /// The seed's actions and custom view (examples/seed.json).
    static let seedActions = SeedSheet.sheet["actions"]!
    static let seedCustomView = SeedSheet.sheet["customView"]!

    static func sheet(
        title: String? = SeedSheet.sheet["title"]?.stringValue,
        message: String? = SeedSheet.sheet["message"]?.stringValue, actions: JSONValue = seedActions,
        customView: JSONValue? = seedCustomView, sourceRect: JSONValue? = nil, arrows: [String]? = nil
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let title { members.append(("title", .string(title))) }
        if let message { members.append(("message", .string(message))) }
        members.append(("actions", actions))
        if let customView { members.append(("customView", customView)) }
        if let sourceRect { members.append(("sourceRect", sourceRect)) }
        if let arrows { members.append(("permittedArrowDirections", .array(arrows.map { .string($0) }))) }
        return .object(JSONObject(members))
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> JSONValue {
        ["x": .number(x), "y": .number(y), "width": .number(width), "height": .number(height)]
    }

    /// An iPad screen: `width` × `height` @2x with the given top and bottom insets in both orientations.
    static func padScreen(_ width: Double, _ height: Double, top: Double = 24, bottom: Double = 20) -> JSONValue {
        [
            "width": .number(width), "height": .number(height), "scale": 2,
            "safeAreaInsets": ["top": .number(top), "left": 0, "bottom": .number(bottom), "right": 0],
        ]
    }

    static let pad: JSONValue = ["idiom": "pad"]

    /// The iPad cases: popovers on an 11-inch iPad Pro (834 × 1194) below, above, left and right of sources
    /// near each edge, in portrait and landscape, scrolling, without an arrow, restricted to one direction,
    /// dark, iOS 12; a two-thirds Split View window (regular, a popover) and compact windows (the iPhone sheet).
    static func padCases() -> [GoldenCase] {
        var cases: [GoldenCase] = []
        func add(_ name: String, _ request: JSONValue, isPopover: Bool = true) {
            cases.append(GoldenCase(name: name, request: request, isPopover: isPopover))
        }
        let portrait = padScreen(834, 1194)
        let landscape = padScreen(1194, 834)
        // A bar button at the top-right corner (navigation bar), one at the bottom-left (toolbar).
        add(
            "ipad-portrait-popover-below",
            request(portrait, sheet: sheet(sourceRect: rect(776, 24, 44, 50)), traits: pad))
        add(
            "ipad-portrait-popover-above",
            request(portrait, sheet: sheet(sourceRect: rect(14, 1124, 44, 50)), traits: pad))
        // Tall sources along the right and the left edges leave room only beside them.
        add(
            "ipad-portrait-popover-left",
            request(portrait, sheet: sheet(sourceRect: rect(760, 100, 64, 1000)), traits: pad))
        add(
            "ipad-portrait-popover-right",
            request(portrait, sheet: sheet(sourceRect: rect(10, 100, 64, 1000)), traits: pad))
        add(
            "ipad-landscape-popover-below",
            request(landscape, sheet: sheet(sourceRect: rect(14, 24, 44, 50)), traits: pad))
        add(
            "ipad-landscape-popover-above",
            request(landscape, sheet: sheet(sourceRect: rect(1136, 764, 44, 50)), traits: pad))
        add(
            "ipad-landscape-popover-left",
            request(landscape, sheet: sheet(sourceRect: rect(1110, 100, 64, 600)), traits: pad))
        add(
            "ipad-landscape-popover-right",
            request(landscape, sheet: sheet(sourceRect: rect(20, 100, 64, 600)), traits: pad))
        add(
            "ipad-popover-no-custom-view",
            request(portrait, sheet: sheet(customView: nil, sourceRect: rect(400, 500, 100, 44)), traits: pad))
        add(
            "ipad-popover-header-and-cancel-only",
            request(
                portrait, sheet: sheet(actions: actions(0), customView: nil, sourceRect: rect(400, 500, 100, 44)),
                traits: pad))
        add(
            "ipad-popover-twenty-actions-scrolls",
            request(
                portrait, sheet: sheet(actions: actions(20), customView: nil, sourceRect: rect(776, 24, 44, 50)),
                traits: pad))
        add(
            "ipad-popover-no-arrow-centred",
            request(portrait, sheet: sheet(sourceRect: rect(417, 597, 0, 0), arrows: []), traits: pad))
        add(
            "ipad-popover-only-down-permitted",
            request(portrait, sheet: sheet(sourceRect: rect(400, 600, 120, 44), arrows: ["down"]), traits: pad))
        add(
            "ipad-popover-dark",
            request(
                portrait, sheet: sheet(sourceRect: rect(776, 24, 44, 50)),
                traits: ["idiom": "pad", "userInterfaceStyle": "dark"]))
        add(
            "ipad-popover-ios10",
            request(
                padScreen(768, 1024, top: 20, bottom: 0), sheet: sheet(sourceRect: rect(700, 20, 44, 44)), traits: pad,
                profile: "ios10"))
        add(
            "ipad-popover-accessibilityLarge",
            request(
                landscape, sheet: sheet(sourceRect: rect(576, 24, 44, 50)),
                traits: ["idiom": "pad", "contentSizeCategory": "accessibilityLarge"]))
        // Apple's multitasking table: two thirds of a 9.7-inch iPad in landscape (694 pt) is regular width.
        add(
            "ipad-split-view-two-thirds-regular",
            request(
                padScreen(694, 768, top: 20, bottom: 0), sheet: sheet(sourceRect: rect(630, 20, 44, 44)), traits: pad))
        // Slide Over / one third (320 pt) and half of a 9.7-inch iPad in landscape (507 pt) are compact.
        add(
            "ipad-split-view-compact",
            request(padScreen(320, 1194), sheet: sheet(sourceRect: rect(260, 24, 44, 50)), traits: pad),
            isPopover: false)
        add(
            "ipad-split-view-half-landscape-compact",
            request(
                padScreen(507, 768, top: 20, bottom: 0), sheet: sheet(sourceRect: rect(440, 20, 44, 44)), traits: pad),
            isPopover: false)
        add(
            "ipad-defaults-width-only",
            ["screen": ["width": 1024], "traits": pad, "sheet": sheet(sourceRect: rect(960, 24, 44, 50))])
        return cases
    }

    /// The right-to-left twin of `golden`: `traits.layoutDirection` `rtl`, and the physical inputs mirrored (the
    /// source rectangle, `left` and `right` arrows and insets) so that the whole layout is the mirror image.
    static func rightToLeft(_ golden: GoldenCase) -> GoldenCase {
        guard case .object(var root) = golden.request else { return golden }
        let width = root["screen"]?["width"]?.numberValue ?? 0
        var traits = root["traits"]?.objectValue ?? JSONObject()
        traits["layoutDirection"] = "rtl"
        if case .object(var screen) = root["screen"], case .object(var insets) = screen["safeAreaInsets"] {
            let left = insets["left"]
            insets["left"] = insets["right"]
            insets["right"] = left
            screen["safeAreaInsets"] = .object(insets)
            root["screen"] = .object(screen)
        }
        if case .object(var sheet) = root["sheet"] {
            if case .object(var source) = sheet["sourceRect"], let x = source["x"]?.numberValue,
                let sourceWidth = source["width"]?.numberValue
            {
                source["x"] = .number(width - x - sourceWidth)
                sheet["sourceRect"] = .object(source)
            }
            if let arrows = sheet["permittedArrowDirections"]?.arrayValue {
                let swapped = ["left": "right", "right": "left"]
                sheet["permittedArrowDirections"] = .array(
                    arrows.map { .string(swapped[$0.stringValue ?? ""] ?? $0.stringValue ?? "") })
            }
            root["sheet"] = .object(sheet)
        }
        // Keep the members in the usual order: screen, traits, profile, sheet.
        var members = root.members.filter { $0.key != "traits" }
        members.insert(("traits", .object(traits)), at: members.firstIndex { $0.key == "screen" }.map { $0 + 1 } ?? 0)
        return GoldenCase(
            name: golden.name + "-rtl", request: .object(JSONObject(members)), mirrorOf: golden.name,
            isPopover: golden.isPopover)
    }

    /// A request; `profile` is named explicitly (`ios17` unless given), since the default moved to `ios26` in
    /// contract 2.0.0: only the `default-*` cases pass `nil` and so show what a request without one gets.
    static func request(
        _ screen: JSONValue, sheet: JSONValue, traits: JSONValue? = nil, profile: String? = "ios17"
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("screen", screen)]
        if let traits { members.append(("traits", traits)) }
        if let profile { members.append(("profile", .string(profile))) }
        members.append(("sheet", sheet))
        return .object(JSONObject(members))
    }

    static func actions(_ count: Int, cancel: Bool = true) -> JSONValue {
        var list: [JSONValue] = (0..<count).map { ["title": .string("Action \($0 + 1)"), "style": "default"] }
        if cancel { list.append(["title": "Cancel", "style": "cancel"]) }
        return .array(list)
    }

    static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    package static let all: [GoldenCase] = {
        var cases: [GoldenCase] = []
        func add(_ name: String, _ request: JSONValue) { cases.append(GoldenCase(name: name, request: request)) }

        for device in devices {
            for landscape in [false, true] {
                let screen = screen(device, landscape: landscape)
                let orientation = landscape ? "landscape" : "portrait"
                add("seed-\(device.name)-\(orientation)", request(screen, sheet: sheet()))
                add("no-custom-view-\(device.name)-\(orientation)", request(screen, sheet: sheet(customView: nil)))
            }
        }
        let phone = screen(devices[2], landscape: false)
        let phoneLandscape = screen(devices[2], landscape: true)
        add("title-only", request(phone, sheet: sheet(message: nil)))
        add("message-only", request(phone, sheet: sheet(title: nil)))
        add("no-header", request(phone, sheet: sheet(title: nil, message: nil)))
        add("no-header-no-custom-view", request(phone, sheet: sheet(title: nil, message: nil, customView: nil)))
        add("no-cancel", request(phone, sheet: sheet(actions: actions(2, cancel: false))))
        add("no-cancel-landscape", request(phoneLandscape, sheet: sheet(actions: actions(2, cancel: false))))
        add("only-cancel", request(phone, sheet: sheet(title: nil, message: nil, actions: actions(0))))
        add("only-cancel-with-header", request(phone, sheet: sheet(actions: actions(0), customView: nil)))
        add("header-without-actions", request(phone, sheet: sheet(actions: [], customView: nil)))
        add("twenty-actions", request(phone, sheet: sheet(actions: actions(20), customView: nil)))
        add("twenty-actions-landscape", request(phoneLandscape, sheet: sheet(actions: actions(20), customView: nil)))
        add(
            "twenty-actions-no-header",
            request(phone, sheet: sheet(title: nil, message: nil, actions: actions(20), customView: nil)))
        let longMessage = String(repeating: "This message is long enough to wrap over many lines. ", count: 40)
        add(
            "long-message-scrolls",
            request(
                phone,
                sheet: sheet(title: "Delete everything?", message: longMessage, actions: actions(5), customView: nil)))
        add(
            "long-japanese-message",
            request(
                phone, sheet: sheet(title: "確認", message: String(repeating: "この操作は取り消せません。", count: 8), customView: nil)
            ))
        add("custom-view-tall-warning", request(phone, sheet: sheet(actions: actions(8), customView: ["height": 400])))
        add(
            "custom-view-x-and-width",
            request(phone, sheet: sheet(customView: ["height": 60, "x": 20, "width": 200, "marginBottom": 8])))
        add(
            "custom-view-subview-outside",
            request(
                phone,
                sheet: sheet(customView: [
                    "height": 80,
                    "subviews": [
                        ["id": "badge", "frame": ["x": 300, "y": -20, "width": 120, "height": 40]],
                        ["id": "icon", "frame": ["x": 10, "y": 10, "width": 60, "height": 60]],
                    ],
                ])))
        add(
            "long-action-title-shrinks",
            request(
                phone,
                sheet: sheet(
                    actions: [
                        ["title": "Share with everyone in this conversation", "style": "default"],
                        ["title": "Cancel", "style": "cancel"],
                    ], customView: nil)))
        add(
            "very-long-action-title-truncates",
            request(
                phone,
                sheet: sheet(
                    actions: [
                        [
                            "title": .string(
                                String(repeating: "Remove from all devices and every shared album ", count: 3)),
                            "style": "destructive",
                        ],
                        ["title": "Cancel", "style": "cancel"],
                    ], customView: nil)))
        add(
            "cancel-first-in-input",
            request(
                phone,
                sheet: sheet(actions: [
                    ["title": "Cancel", "style": "cancel"], ["title": "Save", "style": "default"],
                    ["title": "Delete", "style": "destructive"],
                ])))
        add("dark-mode", request(phone, sheet: sheet(), traits: ["userInterfaceStyle": "dark"]))
        add("defaults-width-only", ["screen": ["width": 390], "sheet": sheet()])
        add("defaults-landscape-width-only", ["screen": ["width": 932], "sheet": sheet()])
        add("defaults-unknown-width", ["screen": ["width": 360], "sheet": sheet()])
        for category in categories {
            add(
                "category-\(category)",
                request(phone, sheet: sheet(), traits: ["contentSizeCategory": .string(category)]))
        }
        add(
            "category-accessibilityExtraExtraExtraLarge-twenty-actions",
            request(
                phone, sheet: sheet(actions: actions(20), customView: nil),
                traits: ["contentSizeCategory": "accessibilityExtraExtraExtraLarge"]))
        for device in devices.prefix(3) {
            add(
                "ios10-seed-\(device.name)", request(screen(device, landscape: false), sheet: sheet(), profile: "ios10")
            )
        }
        add("ios10-seed-landscape", request(phoneLandscape, sheet: sheet(), profile: "ios10"))
        add(
            "ios10-twenty-actions",
            request(phone, sheet: sheet(actions: actions(20), customView: nil), profile: "ios10"))
        add(
            "ios10-category-accessibilityLarge",
            request(phone, sheet: sheet(), traits: ["contentSizeCategory": "accessibilityLarge"], profile: "ios10"))
        // The deprecated alias: the ios10 layout plus the `profileDeprecated` warning.
        add("ios12-alias-seed", request(phone, sheet: sheet(), profile: "ios12"))
        // No profile: the default, ios26 since contract 2.0.0 (the centred card, and the glass alert).
        add("default-seed", request(phone, sheet: sheet(), profile: nil))
        add("default-alert", request(phone, sheet: alertSheet(), profile: nil))
        cases += padCases()
        cases += ios26Cases()
        cases += alertCases()
        cases += textCases()
        return cases + cases.map(rightToLeft)
    }()

    /// The cases `/animation` animates: every case but the older profiles' iPad popovers (the sliding iPhone sheet,
    /// and the iOS 26 card and popover).
    package static var sheetCases: [GoldenCase] { all.filter { !$0.isPopover } }

    /// The case named `name`.
    package static func named(_ name: String) -> GoldenCase? { all.first { $0.name == name } }
}
