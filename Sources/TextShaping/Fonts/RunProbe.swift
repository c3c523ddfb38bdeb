import CHarfBuzz

/// Shapes a run on its own, as `RunShaper` shapes a run of one face that is the whole text, and
/// reports each character's advance: what ``PrintableASCIIAdvances`` is derived from and
/// checked against.
struct RunProbe: @unchecked Sendable {  // FontFace is Sendable; hb_language_t is interned and immutable.
    /// A shaped run: its UTF-16 units and the advance of each one's glyph, in font units.
    struct Run {
        var units: [UInt16]
        var advances: [Int32]
    }

    let face: FontFace
    let features: [hb_feature_t]
    let language: OpaquePointer

    /// `units` shaped, or `nil` unless HarfBuzz made exactly one glyph per unit, in order.
    func run(_ units: [UInt16]) -> Run? {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        units.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        features.withUnsafeBufferPointer { features in
            hb_shape(face.font, buffer, features.baseAddress, UInt32(features.count))
        }
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
            let positions = hb_buffer_get_glyph_positions(buffer, nil), Int(glyphCount) == units.count
        else { return nil }
        var advances: [Int32] = []
        advances.reserveCapacity(units.count)
        for glyph in 0..<units.count {
            guard infos[glyph].cluster == UInt32(glyph) else { return nil }
            advances.append(positions[glyph].x_advance)
        }
        return Run(units: units, advances: advances)
    }
}
