/// An sRGB colour with alpha, 8 bits per channel.
public struct Color: Sendable, Equatable, Hashable {
    /// The colour as `0xRRGGBBAA`.
    public var rgba: UInt32

    /// Creates a colour from `0xRRGGBBAA`, e.g. `Color(0xFF3B_30FF)` for opaque system red.
    public init(_ rgba: UInt32) {
        self.rgba = rgba
    }

    /// The alpha channel from 0 to 1.
    public var alpha: Double { Double(rgba & 0xFF) / 255 }

    /// The same colour with its alpha replaced, rounded to the nearest 8-bit step (0.2 → 0x33, 0.48 → 0x7A).
    public func withAlpha(_ alpha: Double) -> Color {
        let channel = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        return Color((rgba & 0xFFFF_FF00) | channel)
    }

    /// `#RRGGBBAA` in upper-case hexadecimal, as the wire format writes colours.
    public var hex: String {
        let digits = String(rgba, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}

/// A colour that depends on the appearance, as a dynamic `UIColor`.
public struct DynamicColor: Sendable, Equatable, Hashable {
    /// The colour in light mode.
    public var light: Color
    /// The colour in dark mode.
    public var dark: Color

    /// Creates a dynamic colour.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// The colour for `style`.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        style == .dark ? dark : light
    }
}
