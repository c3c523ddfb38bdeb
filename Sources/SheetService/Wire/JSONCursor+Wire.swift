import AnimationCore
import LayoutCore
import StrictJSON

// The encoders' fixed-grid numbers, rectangles and colours, written straight into reserved room: the same
// text as the `JSONWriter` calls they replace, without a capacity check or a search for the shortest digits
// per number.

extension JSONCursor {
    /// The most bytes ``rect(_:)`` writes: four numbers and `{"x":,"y":,"width":,"height":}`.
    static let rectLength = 4 * maximumNumberLength + 30

    /// The most bytes ``color(_:)`` writes: `"#RRGGBBAA"`.
    static let colorLength = 11

    /// Points rounded to 3 decimals: the text `number(LayoutResponseEncoder.geometry(value))` writes.
    ///
    /// - Parameter value: The value; it needs `maximumNumberLength` bytes of room.
    mutating func geometry(_ value: Double) {
        rounded(value, places: 3)
    }

    /// Seconds and other parameters rounded to 4 decimals: the text `number(AnimationResponseEncoder.time(value))`
    /// writes.
    ///
    /// - Parameter value: The value; it needs `maximumNumberLength` bytes of room.
    mutating func time(_ value: Double) {
        rounded(value, places: 4)
    }

    /// A track value rounded for its property: points as ``geometry(_:)``, opacity as ``time(_:)``.
    ///
    /// - Parameters:
    ///   - value: The value; it needs `maximumNumberLength` bytes of room.
    ///   - property: The property it animates.
    mutating func value(_ value: Double, of property: AnimatedProperty) {
        if property == .positionY {
            geometry(value)
        } else {
            time(value)
        }
    }

    /// `value` rounded to `places` (3 or 4) decimals, ties away from zero, −0 as 0, as the encoders round.
    ///
    /// Below 2^31 units the rounded integer is exact and `decimal(units:places:)` prints what `number` prints
    /// for the rounded double, so the double is never formed; beyond (and for NaN and ±∞, which fail the
    /// comparison) the general path rounds and prints as before.
    @inline(__always)
    private mutating func rounded(_ value: Double, places: Int) {
        let scale: Double = places == 3 ? 1_000 : 10_000
        let scaled = value * scale
        guard scaled.magnitude < 2_147_483_647 else {
            let rounded = PixelGrid.roundedToNearest(scaled) / scale
            number(rounded == 0 ? 0 : rounded)
            return
        }
        // `PixelGrid.roundedToNearest`, in integers: the truncation and the fraction are exact below 2^52.
        var units = Int(scaled)
        let fraction = scaled - Double(units)
        if fraction >= 0.5 {
            units &+= 1
        } else if fraction <= -0.5 {
            units &-= 1
        }
        decimal(units: units, places: places)
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`, each rounded with ``geometry(_:)``.
    ///
    /// - Parameter rect: The rectangle; it needs ``rectLength`` bytes of room.
    mutating func rect(_ rect: Rect) {
        raw(#"{"x":"#)
        geometry(rect.x)
        raw(#","y":"#)
        geometry(rect.y)
        raw(#","width":"#)
        geometry(rect.width)
        raw(#","height":"#)
        geometry(rect.height)
        raw("}")
    }

    /// `"#RRGGBBAA"`, the string `Color.hex` gives, in uppercase hex.
    ///
    /// - Parameter color: The colour; it needs ``colorLength`` bytes of room.
    mutating func color(_ color: Color) {
        raw(##""#"##)
        var shift: UInt32 = 32
        while shift > 0 {
            shift &-= 4
            let nibble = UInt8(truncatingIfNeeded: color.rgba >> shift) & 0x0F
            raw(nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &+ nibble &- 10)
        }
        raw(UInt8(ascii: "\""))
    }
}
