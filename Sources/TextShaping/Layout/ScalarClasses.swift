/// Character classes the measurer needs on UTF-16 code units and scalars, without Foundation.
enum ScalarClasses {
    /// The scalar starting at `offset` (a lone surrogate decodes as itself).
    @inline(__always)
    static func scalar(in text: UnsafeBufferPointer<UInt16>, at offset: Int, end: Int) -> UInt32 {
        let unit = UInt32(text[offset])
        guard unit & 0xFC00 == 0xD800, offset + 1 < end else { return unit }
        let low = UInt32(text[offset + 1])
        guard low & 0xFC00 == 0xDC00 else { return unit }
        return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
    }

    /// A string from UTF-16 (lone surrogates become U+FFFD), transcoded directly:
    /// `String(decoding:as: UTF16.self)` takes a generic path that costs about as much as
    /// breaking the line did.
    static func string(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var written = 0
            var offset = 0
            while offset < units.count {
                var scalar = UInt32(units[offset])
                offset += 1
                if scalar & 0xF800 == 0xD800 {
                    if scalar < 0xDC00, offset < units.count, units[offset] & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[offset]) - 0xDC00)
                        offset += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                switch scalar {
                case 0..<0x80:
                    bytes[written] = UInt8(scalar)
                    written += 1
                case 0x80..<0x800:
                    bytes[written] = UInt8(0xC0 | scalar >> 6)
                    bytes[written + 1] = UInt8(0x80 | scalar & 0x3F)
                    written += 2
                case 0x800..<0x10000:
                    bytes[written] = UInt8(0xE0 | scalar >> 12)
                    bytes[written + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[written + 2] = UInt8(0x80 | scalar & 0x3F)
                    written += 3
                default:
                    bytes[written] = UInt8(0xF0 | scalar >> 18)
                    bytes[written + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                    bytes[written + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[written + 3] = UInt8(0x80 | scalar & 0x3F)
                    written += 4
                }
            }
            return written
        }
    }

    /// Whether a code unit is whitespace that a line drops when it ends there (CoreText does not
    /// count trailing whitespace in a line's width). No-break spaces are not dropped.
    @inline(__always)
    static func isTrailingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// Whether a code unit is a control or line/paragraph separator, which draws nothing.
    @inline(__always)
    static func isControl(_ unit: UInt16) -> Bool {
        unit < 0x20 || (0x7F...0x9F).contains(unit) || unit == 0x2028 || unit == 0x2029
    }

    /// Whether a scalar draws nothing of its own and belongs with the run around it: controls,
    /// format characters (ZWSP, ZWJ, marks of direction, word joiner, BOM) and variation
    /// selectors.
    @inline(__always)
    static func isInvisible(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
            0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// Whether the grapheme cluster `text[start..<end]`, starting with `first`, is shown as an
    /// emoji (UTS #51): an emoji-presentation character, or an emoji with a presentation
    /// selector, keycap, ZWJ, skin-tone modifier or tag after it.
    static func isEmojiCluster(first: UInt32, in text: UnsafeBufferPointer<UInt16>, start: Int, end: Int) -> Bool {
        let isSingleScalar = end - start == (first > 0xFFFF ? 2 : 1)
        if isSingleScalar {
            // Emoji_Presentation characters lie in 231A...2B55 and from 1F000 on (Unicode 15).
            guard (0x231A...0x2B55).contains(first) || first >= 0x1F000 else { return false }
            return Unicode.Scalar(first)?.properties.isEmojiPresentation ?? false
        }
        if first < 0x80 {
            // Keycap sequences: # * 0-9, optional U+FE0F, U+20E3.
            return (start..<end).contains { text[$0] == 0x20E3 }
        }
        guard let scalar = Unicode.Scalar(first), scalar.properties.isEmoji else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        for offset in start..<end {
            switch text[offset] {
            case 0xFE0F, 0x20E3, 0x200D: return true
            case 0xDFFB...0xDFFF where offset > start && text[offset - 1] == 0xD83C: return true  // U+1F3FB...1F3FF
            case 0xDC20...0xDC7F where offset > start && text[offset - 1] == 0xDB40: return true  // tags E0020...E007F
            default: continue
            }
        }
        return false
    }
}
