import AnimationCore
import LayoutCore
import StrictJSON

// The encoders' fixed-grid numbers, rectangles and colours, written straight into reserved room: the same
// text as the `JSONWriter` calls they replace, without a capacity check or a search for the shortest digits
// per number.

extension JSONCursor {
    /// The most bytes ``warnings(_:)`` writes for `warnings`: 64 of fixed text per warning and its texts.
    static func warningsLength(_ warnings: [LayoutWarning]) -> Int {
        var length = 8
        for warning in warnings {
            length &+= 64 &+ LayoutWarning.Code.quotedNames.maximumLength &+ maximumLength(of: warning.message)
            if let pointer = warning.pointer {
                length &+= maximumLength(of: pointer)
            }
        }
        return length
    }

    /// `[{"code":…,"message":…,"pointer":…},…]`, as `/layout` and `/animation` answer warnings.
    mutating func warnings(_ warnings: [LayoutWarning]) {
        raw("[")
        list(warnings) { cursor, warning in
            cursor.raw(#"{"code":"#)
            cursor.raw(warning.code.quotedRawValue)
            cursor.raw(#","message":"#)
            cursor.string(warning.message)
            if let pointer = warning.pointer {
                cursor.raw(#","pointer":"#)
                cursor.string(pointer)
            }
            cursor.raw("}")
        }
        raw("]")
    }

    /// The most bytes ``rect(_:)`` writes: four numbers and `{"x":,"y":,"width":,"height":}`.
    static let rectLength = 4 * maximumNumberLength + 30

    /// The most bytes ``color(_:)`` writes: `"#RRGGBBAA"`.
    static let colorLength = 11

    /// Points rounded to 3 decimals: the text `number(LayoutResponseEncoder.geometry(value))` writes.
    ///
    /// - Parameter value: The value; it needs `maximumNumberLength` bytes of room.
    @inline(__always)
    mutating func geometry(_ value: Double) {
        decimal(value, scale: 1_000, places: 3)
    }

    /// Seconds and other parameters rounded to 4 decimals: the text `number(AnimationResponseEncoder.time(value))`
    /// writes.
    ///
    /// - Parameter value: The value; it needs `maximumNumberLength` bytes of room.
    @inline(__always)
    mutating func time(_ value: Double) {
        decimal(value, scale: 10_000, places: 4)
    }

    /// `value` rounded to `places` decimals, `scale` being 10 to the `places`.
    ///
    /// Always inlined into callers that pass constants, so that the divisions by the scale fold.
    @inline(__always)
    private mutating func decimal(_ value: Double, scale: Double, places: Int) {
        let scaled = value * scale
        guard let units = Self.nearestUnits(scaled) else {
            number(roundedBeyondUnits: scaled, scale: scale)
            return
        }
        decimal(units: units, places: places)
    }

    /// A track value rounded for its property: points as ``geometry(_:)``, opacities and scales as ``time(_:)``.
    ///
    /// - Parameters:
    ///   - value: The value; it needs `maximumNumberLength` bytes of room.
    ///   - property: The property it animates.
    mutating func value(_ value: Double, of property: AnimatedProperty) {
        if property.isGeometry {
            geometry(value)
        } else {
            time(value)
        }
    }

    /// `scaled` rounded to the nearest integer, ties away from zero, as `PixelGrid.roundedToNearest` rounds, if it
    /// is below 2^31 in magnitude; nil beyond, and for NaN and ±∞, which fail the comparison.
    ///
    /// Below 2^31 units the rounded integer is exact and `decimal(units:places:)` prints what `number` prints for
    /// the rounded double, so the double is never formed.
    @inline(__always)
    private static func nearestUnits(_ scaled: Double) -> Int? {
        guard scaled.magnitude < 2_147_483_647 else { return nil }
        // Added to 1.5 × 2^52, where doubles are the integers, `scaled` is rounded to the nearest, ties to even, and
        // the integer is the low bits of the sum: no conversion, and none of the range checks `Int(_:)` makes.
        let shifter = 6_755_399_441_055_744.0
        let sum = scaled + shifter
        var units = Int(truncatingIfNeeded: sum.bitPattern &- shifter.bitPattern)
        // A tie (`scaled` half-way, so exactly ±0.5 from the even integer) goes away from zero instead. Rare.
        let remainder = scaled - (sum - shifter)
        if remainder.magnitude == 0.5 {
            if remainder > 0, scaled > 0 {
                units &+= 1
            } else if remainder < 0, scaled < 0 {
                units &-= 1
            }
        }
        return units
    }

    /// The general path of ``geometry(_:)`` and ``time(_:)``, out of line: `scaled` rounded, divided by `scale`
    /// and printed as before, −0 as 0.
    @inline(never)
    private mutating func number(roundedBeyondUnits scaled: Double, scale: Double) {
        let rounded = PixelGrid.roundedToNearest(scaled) / scale
        number(rounded == 0 ? 0 : rounded)
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`, each rounded with ``geometry(_:)``.
    ///
    /// - Parameter rect: The rectangle; it needs ``rectLength`` bytes of room.
    mutating func rect(_ rect: Rect) {
        // A local copy stays in a register; `self`'s position would be stored back after every token.
        var cursor = self
        cursor.raw(#"{"x":"#)
        cursor.geometry(rect.x)
        cursor.raw(#","y":"#)
        cursor.geometry(rect.y)
        cursor.raw(#","width":"#)
        cursor.geometry(rect.width)
        cursor.raw(#","height":"#)
        cursor.geometry(rect.height)
        cursor.raw("}")
        self = cursor
    }

    /// `{"x":…,"y":…}`, each rounded with ``geometry(_:)``: a scale's origin, a popover arrow's tip.
    ///
    /// - Parameter point: The point; it needs two `maximumNumberLength` and 11 bytes of room.
    @inline(__always)
    mutating func point(_ point: Point) {
        raw(#"{"x":"#)
        geometry(point.x)
        raw(#","y":"#)
        geometry(point.y)
        raw("}")
    }

    /// ``rect(_:)``, each number copied from its memo when it is the one last written there.
    ///
    /// - Parameters:
    ///   - rect: The rectangle; it needs ``rectLength`` bytes of room.
    ///   - x: The text last written for a left edge in this place.
    ///   - y: The text last written for a top edge in this place.
    ///   - width: The text last written for a width in this place.
    ///   - height: The text last written for a height in this place, keyed by units (see
    ///     ``geometry(_:unitsMemo:)``).
    mutating func rect(
        _ rect: Rect,
        x: inout JSONTextMemo,
        y: inout JSONTextMemo,
        width: inout JSONTextMemo,
        height: inout JSONTextMemo
    ) {
        var cursor = self
        cursor.raw(#"{"x":"#)
        cursor.write(key: rect.x.bitPattern, memo: &x) { $0.geometry(rect.x) }
        cursor.raw(#","y":"#)
        cursor.write(key: rect.y.bitPattern, memo: &y) { $0.geometry(rect.y) }
        cursor.raw(#","width":"#)
        cursor.write(key: rect.width.bitPattern, memo: &width) { $0.geometry(rect.width) }
        cursor.raw(#","height":"#)
        cursor.geometry(rect.height, unitsMemo: &height)
        cursor.raw("}")
        self = cursor
    }

    /// ``geometry(_:)``, copied from `memo` when the value rounds to the same units as the one last written there.
    ///
    /// Keyed by the rounded units rather than the bit pattern: a frame's height and its screen frame's are
    /// computed from different grid lines, so they differ in the last bits and print the same.
    ///
    /// - Parameters:
    ///   - value: The value; it needs `maximumNumberLength` bytes of room.
    ///   - memo: The text last written in this place, keyed by units: never share it with a memo keyed otherwise.
    @inline(__always)
    mutating func geometry(_ value: Double, unitsMemo memo: inout JSONTextMemo) {
        let scaled = value * 1_000
        guard let units = Self.nearestUnits(scaled) else {
            number(roundedBeyondUnits: scaled, scale: 1_000)
            return
        }
        write(key: UInt64(bitPattern: Int64(units)), memo: &memo) { $0.decimal(units: units, places: 3) }
    }

    /// `"#RRGGBBAA"`, the string `Color.hex` gives, in uppercase hex.
    ///
    /// - Parameter color: The colour; it needs ``colorLength`` bytes of room.
    mutating func color(_ color: Color) {
        raw(##""#"##)
        // Each nibble spread into a byte of its own, the first (highest) nibble in the highest byte.
        var nibbles = UInt64(color.rgba)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // '0' + nibble, and 7 more ('A' - '0' - 10) where the nibble is 10 or more, which adding 6 carries into bit 4.
        let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let digits = nibbles &+ 0x3030_3030_3030_3030 &+ letters &* 7
        // Byte-swapped, the first nibble's digit goes first.
        raw(packed: digits.byteSwapped, count: 8)
        raw(UInt8(ascii: "\""))
    }

    /// Writes `elements` through `write`, separated by commas: the inside of a JSON array.
    @inline(__always)
    mutating func list<Element>(_ elements: [Element], _ write: (inout JSONCursor, Element) -> Void) {
        for (index, element) in elements.enumerated() {
            if index > 0 {
                raw(",")
            }
            write(&self, element)
        }
    }

    /// `"width":…,"height":…,"scale":…` of a screen, the members every answer describes it with.
    ///
    /// - Parameter screen: The screen; it needs three `maximumNumberLength` and 26 bytes of room.
    mutating func screenSize(_ screen: ResolvedScreen) {
        raw(#""width":"#)
        geometry(screen.width)
        raw(#","height":"#)
        geometry(screen.height)
        raw(#","scale":"#)
        number(screen.scale)
    }
}
