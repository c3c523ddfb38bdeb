/// Common iPhone and iPad screens, used to fill in what a request leaves out (height, scale, safe area).
public struct DeviceScreen: Sendable, Equatable {
    /// Portrait width in points.
    public var width: Double
    /// Portrait height in points.
    public var height: Double
    /// Device pixels per point.
    public var scale: Double
    /// Portrait safe-area insets.
    public var portraitInsets: EdgeInsets
    /// Landscape safe-area insets.
    public var landscapeInsets: EdgeInsets
    /// Models with this screen, for the assumptions reported to clients.
    public var models: String
}

/// The iPhone and iPad screens the service knows, and the rule for the others.
public enum DeviceCatalog {
    private static func notch(_ top: Double, side: Double) -> (EdgeInsets, EdgeInsets) {
        (EdgeInsets(top: top, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: side, bottom: 21, right: side))
    }

    private static func device(_ width: Double, _ height: Double, _ scale: Double, top: Double?, _ models: String)
        -> DeviceScreen
    {
        guard let top else {
            let insets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            return DeviceScreen(
                width: width, height: height, scale: scale, portraitInsets: insets, landscapeInsets: .zero,
                models: models)
        }
        let (portrait, landscape) = notch(top, side: top)
        return DeviceScreen(
            width: width, height: height, scale: scale, portraitInsets: portrait, landscapeInsets: landscape,
            models: models)
    }

    /// One entry per portrait width: the most common iPhone of that width (home-button phones have a
    /// 20 pt status bar and no bottom inset; Face ID phones a 34 pt home indicator, 21 in landscape).
    public static let screens: [DeviceScreen] = [
        device(320, 568, 2, top: nil, "iPhone SE (1st generation)"),
        device(375, 667, 2, top: nil, "iPhone 8, SE (2nd/3rd generation)"),
        device(390, 844, 3, top: 47, "iPhone 12–14"),
        device(393, 852, 3, top: 59, "iPhone 14 Pro–16"),
        device(402, 874, 3, top: 62, "iPhone 16 Pro"),
        device(414, 896, 2, top: 48, "iPhone XR, 11"),
        device(428, 926, 3, top: 47, "iPhone 12–14 Pro Max / Plus"),
        device(430, 932, 3, top: 59, "iPhone 14 Pro Max–16 Plus"),
        device(440, 956, 3, top: 62, "iPhone 16 Pro Max"),
    ]

    private static func pad(_ width: Double, _ height: Double, hasHomeButton: Bool, _ models: String) -> DeviceScreen {
        // Home-button iPads keep a 20 pt status bar in both orientations; the others a 24 pt status bar and a
        // 20 pt home indicator, in both orientations too.
        let insets =
            hasHomeButton
            ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return DeviceScreen(
            width: width, height: height, scale: 2, portraitInsets: insets, landscapeInsets: insets, models: models)
    }

    /// One entry per portrait width of the iPads, used when `traits.idiom` is `pad`.
    public static let padScreens: [DeviceScreen] = [
        pad(744, 1133, hasHomeButton: false, "iPad mini (6th generation)"),
        pad(768, 1024, hasHomeButton: true, "iPad 9.7-inch, iPad mini 2–5"),
        pad(810, 1080, hasHomeButton: true, "iPad (7th–9th generation)"),
        pad(820, 1180, hasHomeButton: false, "iPad (10th generation), iPad Air 11-inch"),
        pad(834, 1194, hasHomeButton: false, "iPad Pro 11-inch"),
        pad(1024, 1366, hasHomeButton: false, "iPad Pro 12.9-inch, iPad Air 13-inch"),
    ]

    /// The iPad whose screen holds a window of unknown width (Slide Over, Split View): the 820 × 1180 iPad
    /// (10th generation), iPad Air 11-inch.
    public static let fallbackPad = padScreens[3]

    /// The catalogue entry for a screen of this width (and height, when given), in either orientation; a
    /// portrait match wins over a landscape one (1024 is the 12.9-inch iPad in portrait before the 9.7-inch one
    /// in landscape).
    public static func match(width: Double, height: Double?, idiom: Idiom = .phone) -> (
        device: DeviceScreen, isLandscape: Bool
    )? {
        let devices = idiom == .pad ? padScreens : screens
        if let device = devices.first(where: { $0.width == width && (height == nil || height == $0.height) }) {
            return (device, false)
        }
        if let device = devices.first(where: { $0.height == width && (height == nil || height == $0.width) }) {
            return (device, true)
        }
        return nil
    }

    /// The height assumed for an unknown width: a 19.5 : 9 portrait screen, like every Face ID iPhone.
    public static func fallbackHeight(forWidth width: Double) -> Double {
        (width * 19.5 / 9).rounded()
    }

    /// The screen with every default applied, and a sentence for each value that was assumed.
    ///
    /// On iPad (`idiom: .pad`) the catalogue is the iPads'; a width none of them has is taken to be a window
    /// (Slide Over, Split View) on `fallbackPad`, in portrait when the width fits its portrait width.
    public static func resolve(_ screen: ScreenDescription, idiom: Idiom = .phone) -> (
        ResolvedScreen, assumptions: [String]
    ) {
        if let height = screen.height, let scale = screen.scale, let insets = screen.safeAreaInsets {
            // Nothing to assume, so no device to look up.
            return (ResolvedScreen(width: screen.width, height: height, scale: scale, safeAreaInsets: insets), [])
        }
        var assumptions: [String] = []
        var matched = match(width: screen.width, height: screen.height, idiom: idiom)
        var isWindowOnFallbackPad = false
        if idiom == .pad && matched == nil {
            let isLandscape = screen.width > fallbackPad.width
            matched = (fallbackPad, isLandscape)
            isWindowOnFallbackPad = true
        }
        let height: Double
        if let given = screen.height {
            height = given
        } else if let (device, isLandscape) = matched {
            height = isLandscape ? device.width : device.height
            let orientation = isLandscape ? "landscape " : ""
            assumptions.append(
                isWindowOnFallbackPad
                    ? "screen.height=\(format(height)) (a window \(format(screen.width)) pt wide on the \(orientation)\(device.models))"
                    : "screen.height=\(format(height)) (\(orientation)\(device.models), the most common \(idiom == .pad ? "iPad" : "iPhone") of width \(format(screen.width)))"
            )
        } else {
            height = fallbackHeight(forWidth: screen.width)
            assumptions.append(
                "screen.height=\(format(height)) (unknown width: a 19.5:9 portrait screen, width × 19.5 / 9)")
        }
        let scale: Double
        if let given = screen.scale {
            scale = given
        } else {
            scale = matched?.device.scale ?? 3
            assumptions.append(
                "screen.scale=\(format(scale))" + (matched.map { " (\($0.device.models))" } ?? " (unknown device)"))
        }
        let insets: EdgeInsets
        if let given = screen.safeAreaInsets {
            insets = given
        } else if let (device, isLandscape) = matched {
            insets = isLandscape ? device.landscapeInsets : device.portraitInsets
            assumptions.append(
                "screen.safeAreaInsets=\(describe(insets)) (\(isLandscape ? "landscape " : "")\(device.models))")
        } else {
            insets = .zero
            assumptions.append("screen.safeAreaInsets=0 (unknown device)")
        }
        return (ResolvedScreen(width: screen.width, height: height, scale: scale, safeAreaInsets: insets), assumptions)
    }

    private static func describe(_ insets: EdgeInsets) -> String {
        "{top \(format(insets.top)), left \(format(insets.left)), bottom \(format(insets.bottom)), right \(format(insets.right))}"
    }
}

/// A number as people write it: no trailing ".0".
func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
