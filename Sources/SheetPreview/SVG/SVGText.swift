/// Text for SVG and HTML documents: escaped character data and deterministic numbers.
package enum SVGText {
    /// `value` rounded to at most 3 decimals (the layout's precision), without a trailing `.0`; `-0` prints `0`.
    static func number(_ value: Double) -> String {
        number(value, digits: 3)
    }

    /// `value` rounded to at most `digits` decimals, without a trailing `.0`; `-0` prints `0`.
    ///
    /// Swift's shortest round-trip description of the rounded value has no more decimals than `digits` for the
    /// magnitudes the preview writes (points, seconds and fractions, far below 10¹²), and no locale.
    static func number(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// `text` as XML character data or attribute value: markup characters escaped, and characters XML 1.0 cannot
    /// hold (C0 controls, U+FFFE, U+FFFF) replaced, tabs and line breaks by spaces and the rest by U+FFFD. The one
    /// XML escaper of the package: sheetctl's contact sheet writes its labels with it too.
    package static func escaped(_ text: String) -> String {
        // Most labels, ids and colours need no change: returned as they are, without building a copy scalar by
        // scalar.
        if isUnchangedByEscaping(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result += " "
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `escaped` would return `text` unchanged: no markup character, no C0 control, and no byte 0xEF, which
    /// starts the UTF-8 of U+FFFE and U+FFFF (and of other characters, which then take the scalar loop, as before).
    private static func isUnchangedByEscaping(_ text: String) -> Bool {
        let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes {
                switch byte {
                case 0..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
                    UInt8(ascii: "'"), 0xEF:
                    return false
                default: continue
                }
            }
            return true
        }
        return isPlain ?? false
    }

    /// `fill` and, below 1, `fill-opacity` attributes for `color`.
    static func fill(_ color: PreviewColor) -> String {
        color.opacity < 1
            ? "fill=\"\(color.hex)\" fill-opacity=\"\(number(color.opacity, digits: 4))\"" : "fill=\"\(color.hex)\""
    }

    /// `stroke`, `stroke-width` and, below 1, `stroke-opacity`, with a leading space: a border `width` wide.
    static func stroke(_ color: PreviewColor, width: Double) -> String {
        let opacity = color.opacity < 1 ? " stroke-opacity=\"\(number(color.opacity, digits: 4))\"" : ""
        return " stroke=\"\(color.hex)\"\(opacity) stroke-width=\"\(number(width))\""
    }
}
