/// The corner radius of a display, with where the number comes from. UIKit has no public API for it: app developers
/// read the private `_displayCornerRadius` on devices and published tables (docs/detents.md §7).
public struct DisplayCornerRadius: Sendable, Equatable {
    /// The radius in points; 0 for a screen with square corners (a home button).
    public var value: Double
    /// Whether the value came from the request (`screen.displayCornerRadius`), not the table.
    public var isGiven: Bool
    /// How the value was found, for `assumptions`; `nil` when the request gave it.
    public var assumption: String?
}

/// The display corner radii the service knows, by screen size in points (and scale, where two screens share a
/// size).
public enum DisplayCornerRadii {
    /// One screen of the table.
    struct Entry {
        let width: Double
        let height: Double
        /// The scale that tells this screen from another of the same size, if any.
        let scale: Double?
        let radius: Double
        /// The models and the source, for `assumptions`.
        let note: String
    }

    // Read on devices by app developers (docs/detents.md §7, "Display corner radius"): Kyle Bashour's ScreenCorners
    // table and the tables quoted in the facts. Where the table has no model of a screen size, the nearest sourced
    // model's radius is assumed and the note says so.
    static let entries: [Entry] = [
        Entry(
            width: 320, height: 568, scale: nil, radius: 0,
            note: "iPhone SE (1st generation): a home button, square corners"),
        Entry(
            width: 375, height: 667, scale: nil, radius: 0,
            note: "iPhone 8, SE (2nd/3rd generation): a home button, square corners"),
        Entry(width: 414, height: 736, scale: nil, radius: 0, note: "iPhone 8 Plus: a home button, square corners"),
        Entry(
            width: 375, height: 812, scale: nil, radius: 44,
            note: "iPhone 12 mini, 13 mini, read on devices (X, XS and 11 Pro share the size with 39)"),
        Entry(
            width: 390, height: 844, scale: nil, radius: 47.33,
            note: "iPhone 12, 12 Pro, 13, 13 Pro, 14, read on devices"),
        Entry(
            width: 393, height: 852, scale: nil, radius: 55,
            note: "iPhone 14 Pro, read on devices; 15, 15 Pro and 16 share its screen and are assumed equal"),
        Entry(
            width: 402, height: 874, scale: nil, radius: 55,
            note: "iPhone 16 Pro: not in the tables, assumed equal to the 14 Pro's"),
        Entry(width: 414, height: 896, scale: 2, radius: 41.5, note: "iPhone XR, 11, read on devices"),
        Entry(width: 414, height: 896, scale: 3, radius: 39, note: "iPhone XS Max, 11 Pro Max, read on devices"),
        Entry(
            width: 428, height: 926, scale: nil, radius: 53.33,
            note: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus, read on devices"),
        Entry(
            width: 430, height: 932, scale: nil, radius: 55,
            note:
                "iPhone 14 Pro Max, read on devices; 15 Plus, 15 Pro Max and 16 Plus share its screen and are assumed equal"
        ),
        Entry(
            width: 440, height: 956, scale: nil, radius: 55,
            note: "iPhone 16 Pro Max: not in the tables, assumed equal to the 14 Pro Max's"),
        Entry(width: 768, height: 1024, scale: nil, radius: 0, note: "iPad with a home button: square corners"),
        Entry(width: 810, height: 1080, scale: nil, radius: 0, note: "iPad with a home button: square corners"),
        Entry(
            width: 744, height: 1133, scale: nil, radius: 18,
            note: "iPad mini (6th generation): assumed equal to the iPad Air's and Pro's 18, read on devices"),
        Entry(
            width: 820, height: 1180, scale: nil, radius: 18,
            note: "iPad Air, iPad (10th generation), read on devices (Air)"),
        Entry(width: 834, height: 1194, scale: nil, radius: 18, note: "iPad Pro 11-inch, read on devices"),
        Entry(width: 1024, height: 1366, scale: nil, radius: 18, note: "iPad Pro 12.9-inch, read on devices"),
    ]

    /// Each entry's assumption, written once: a layout of a known screen only picks its sentence.
    static let assumptions: [String] = entries.map { entry in
        "screen.displayCornerRadius=\(format(entry.radius)) (\(entry.note))"
    }

    /// The assumption of a screen the table does not know. The screen's size is in the same answer (`screen`), so
    /// the sentence does not repeat it and is written once, not per request.
    static let unknownScreenAssumption =
        "screen.displayCornerRadius=0 (the screen's size is not in the table of display corner radii; send screen.displayCornerRadius)"

    /// The display corner radius of `screen`: the request's, else the table's for its size (either orientation),
    /// else 0 with an assumption asking for it.
    public static func radius(of screen: ResolvedScreen, given: Double?) -> DisplayCornerRadius {
        if let given { return DisplayCornerRadius(value: given, isGiven: true, assumption: nil) }
        let long = max(screen.width, screen.height)
        let short = min(screen.width, screen.height)
        let sameScale = entries.firstIndex { $0.width == short && $0.height == long && $0.scale == screen.scale }
        if let index = sameScale
            ?? entries.firstIndex(where: { $0.width == short && $0.height == long && $0.scale == nil })
        {
            return DisplayCornerRadius(value: entries[index].radius, isGiven: false, assumption: assumptions[index])
        }
        return DisplayCornerRadius(value: 0, isGiven: false, assumption: unknownScreenAssumption)
    }
}
