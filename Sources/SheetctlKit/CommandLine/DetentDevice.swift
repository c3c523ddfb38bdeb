import LayoutCore
import SheetdKit

/// A device `sheetctl detents --device` names: a short name (`iphone-14`) or a portrait width of the service's
/// catalogue (`390`). The screen's values (height, scale, insets) are the catalogue's (`DeviceCatalog`), so the names
/// below only say which catalogue entry each model has.
struct DetentDevice {
    /// The catalogue entry.
    let screen: DeviceScreen
    /// Whether it is an iPad (`traits.idiom: pad`).
    let isPad: Bool

    /// Model names by portrait width, as `DeviceCatalog`'s `models` lists them.
    static let names: [(name: String, width: Double, isPad: Bool)] = [
        ("iphone-se-1", 320, false), ("iphone-8", 375, false), ("iphone-se", 375, false),
        ("iphone-12", 390, false), ("iphone-13", 390, false), ("iphone-14", 390, false),
        ("iphone-14-pro", 393, false), ("iphone-15", 393, false), ("iphone-16", 393, false),
        ("iphone-16-pro", 402, false), ("iphone-xr", 414, false), ("iphone-11", 414, false),
        ("iphone-14-plus", 428, false), ("iphone-13-pro-max", 428, false), ("iphone-15-pro-max", 430, false),
        ("iphone-16-plus", 430, false), ("iphone-16-pro-max", 440, false),
        ("ipad-mini", 744, true), ("ipad-9.7", 768, true), ("ipad", 810, true), ("ipad-air-11", 820, true),
        ("ipad-pro-11", 834, true), ("ipad-pro-12.9", 1024, true),
    ]

    /// The device `text` names, or `nil`.
    static func named(_ text: String) -> DetentDevice? {
        let key = text.lowercased()
        let entry = names.first { $0.name == key }
        let width = entry?.width ?? Double(key)
        guard let width else { return nil }
        let isPad = entry?.isPad ?? (width >= 700)
        guard let match = DeviceCatalog.match(width: width, height: nil, idiom: isPad ? .pad : .phone),
            !match.isLandscape
        else { return nil }
        return DetentDevice(screen: match.device, isPad: isPad)
    }

    /// Every catalogue screen, iPhones then iPads: the rows of the contact sheet.
    static let all: [DetentDevice] =
        DeviceCatalog.screens.map { DetentDevice(screen: $0, isPad: false) }
        + DeviceCatalog.padScreens.map { DetentDevice(screen: $0, isPad: true) }

    /// The request's `screen` in portrait or landscape, every value given so that nothing is assumed.
    func requestScreen(landscape: Bool) -> Screen {
        let insets = landscape ? screen.landscapeInsets : screen.portraitInsets
        return Screen(
            width: landscape ? screen.height : screen.width, height: landscape ? screen.width : screen.height,
            scale: screen.scale,
            safeAreaInsets: SafeAreaInsets(
                top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// `iPhone 12–14 · 390 × 844 · portrait`.
    func label(landscape: Bool) -> String {
        let (width, height) = landscape ? (screen.height, screen.width) : (screen.width, screen.height)
        let size = "\(LayoutTable.number(width)) × \(LayoutTable.number(height))"
        return "\(screen.models) · \(size) · \(landscape ? "landscape" : "portrait")"
    }
}
