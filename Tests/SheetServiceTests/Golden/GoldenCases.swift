import StrictJSON
import Testing

/// One golden layout case: a request body and the name of its fixture file.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let request: JSONValue

    var testDescription: String { name }
}

/// The golden cases: each situation in its mirror situations (five iPhones, portrait and landscape,
/// with and without title, message, cancel and custom view), every content-size category, both profiles.
enum GoldenCases {
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

    static let seedActions: JSONValue = [
        ["title": "へい", "style": "default"], ["title": "へい", "style": "destructive"],
        ["title": "へい", "style": "cancel"],
    ]

    static let seedCustomView: JSONValue = [
        "height": 100, "marginBottom": 16,
        "subviews": [["id": "label", "frame": ["x": 0, "y": 0, "width": 100, "height": 30]]],
    ]

    static func sheet(
        title: String? = "ほげ", message: String? = "ふが", actions: JSONValue = seedActions,
        customView: JSONValue? = seedCustomView
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let title { members.append(("title", .string(title))) }
        if let message { members.append(("message", .string(message))) }
        members.append(("actions", actions))
        if let customView { members.append(("customView", customView)) }
        return .object(JSONObject(members))
    }

    static func request(
        _ screen: JSONValue, sheet: JSONValue, traits: JSONValue? = nil, profile: String? = nil
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

    static let all: [GoldenCase] = {
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
        add("twenty-actions-no-header", request(phone, sheet: sheet(title: nil, message: nil, actions: actions(20), customView: nil)))
        let longMessage = String(repeating: "This message is long enough to wrap over many lines. ", count: 40)
        add("long-message-scrolls", request(phone, sheet: sheet(title: "Delete everything?", message: longMessage, actions: actions(5), customView: nil)))
        add("long-japanese-message", request(phone, sheet: sheet(title: "確認", message: String(repeating: "この操作は取り消せません。", count: 8), customView: nil)))
        add("custom-view-tall-warning", request(phone, sheet: sheet(actions: actions(8), customView: ["height": 400])))
        add("custom-view-x-and-width", request(phone, sheet: sheet(customView: ["height": 60, "x": 20, "width": 200, "marginBottom": 8])))
        add("custom-view-subview-outside", request(phone, sheet: sheet(customView: [
            "height": 80, "subviews": [
                ["id": "badge", "frame": ["x": 300, "y": -20, "width": 120, "height": 40]],
                ["id": "icon", "frame": ["x": 10, "y": 10, "width": 60, "height": 60]],
            ],
        ])))
        add("long-action-title-shrinks", request(phone, sheet: sheet(actions: [
            ["title": "Share with everyone in this conversation", "style": "default"], ["title": "Cancel", "style": "cancel"],
        ], customView: nil)))
        add("very-long-action-title-truncates", request(phone, sheet: sheet(actions: [
            ["title": .string(String(repeating: "Remove from all devices and every shared album ", count: 3)), "style": "destructive"],
            ["title": "Cancel", "style": "cancel"],
        ], customView: nil)))
        add("cancel-first-in-input", request(phone, sheet: sheet(actions: [
            ["title": "Cancel", "style": "cancel"], ["title": "Save", "style": "default"], ["title": "Delete", "style": "destructive"],
        ])))
        add("dark-mode", request(phone, sheet: sheet(), traits: ["userInterfaceStyle": "dark"]))
        add("defaults-width-only", ["screen": ["width": 390], "sheet": sheet()])
        add("defaults-landscape-width-only", ["screen": ["width": 932], "sheet": sheet()])
        add("defaults-unknown-width", ["screen": ["width": 360], "sheet": sheet()])
        for category in categories {
            add("category-\(category)", request(phone, sheet: sheet(), traits: ["contentSizeCategory": .string(category)]))
        }
        add("category-accessibilityExtraExtraExtraLarge-twenty-actions", request(phone, sheet: sheet(actions: actions(20), customView: nil), traits: ["contentSizeCategory": "accessibilityExtraExtraExtraLarge"]))
        for device in devices.prefix(3) {
            add("ios12-seed-\(device.name)", request(screen(device, landscape: false), sheet: sheet(), profile: "ios12"))
        }
        add("ios12-seed-landscape", request(phoneLandscape, sheet: sheet(), profile: "ios12"))
        add("ios12-twenty-actions", request(phone, sheet: sheet(actions: actions(20), customView: nil), profile: "ios12"))
        add("ios12-category-accessibilityLarge", request(phone, sheet: sheet(), traits: ["contentSizeCategory": "accessibilityLarge"], profile: "ios12"))
        return cases
    }()
}
