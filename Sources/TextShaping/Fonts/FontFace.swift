import CHarfBuzz

/// One face of a font file, loaded once and never changed: safe to shape with from any thread.
///
/// `hb_blob_create_from_file_or_fail` memory-maps the file, so only the tables that shaping
/// touches become resident.
final class FontFace: @unchecked Sendable {  // hb_font_t is immutable after hb_font_make_immutable.
    /// The file the face was loaded from.
    let path: String
    /// The face's index in its file (a `.ttc` holds several).
    let faceIndex: Int
    /// The HarfBuzz font, at its default scale (font units).
    let font: OpaquePointer
    /// Font units per em.
    let unitsPerEm: Double
    /// The family its name table gives: the typographic family (name ID 16), else the family (ID 1), else the
    /// file's name; e.g. `Inter Display` for `InterDisplay-SemiBold.otf`.
    let family: String

    /// Loads face `faceIndex` of the file at `path`.
    init(path: String, faceIndex: Int) throws(TextShapingError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw .unreadableFont(path: path, faceIndex: faceIndex)
        }
        defer { hb_blob_destroy(blob) }
        guard faceIndex >= 0, UInt32(faceIndex) < hb_face_count(blob),
            let face = hb_face_create(blob, UInt32(faceIndex))
        else { throw .unreadableFont(path: path, faceIndex: faceIndex) }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            throw .unreadableFont(path: path, faceIndex: faceIndex)
        }
        hb_font_make_immutable(font)
        self.path = path
        self.faceIndex = faceIndex
        self.font = font
        self.unitsPerEm = Double(hb_face_get_upem(face))
        self.family =
            Self.name(hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY), of: face)
            ?? Self.name(hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), of: face)
            ?? FontConfiguration.fileName(of: path)
    }

    /// The English entry of name `id` in the face's name table (HarfBuzz falls back to another language).
    private static func name(_ id: hb_ot_name_id_t, of face: OpaquePointer) -> String? {
        let language = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        let needed = hb_ot_name_get_utf8(face, id, language, &length, nil)
        guard needed > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: Int(needed) + 1)
        length = UInt32(bytes.count)
        _ = hb_ot_name_get_utf8(face, id, language, &length, &bytes)
        let name = String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }

    deinit {
        hb_font_destroy(font)
    }

    /// Whether the face's character map has a glyph for `scalar`.
    func hasGlyph(for scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// The ranges of scalars below `limit` that the face's character map covers.
    func coveredRanges(below limit: UInt32) -> [ClosedRange<UInt32>] {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(hb_font_get_face(font), set)
        var ranges: [ClosedRange<UInt32>] = []
        var first = UInt32.max  // HB_SET_VALUE_INVALID: start before the first range
        var last = UInt32.max
        while hb_set_next_range(set, &first, &last) != 0 && first < limit {
            ranges.append(first...min(last, limit - 1))
        }
        return ranges
    }

    /// The advance of `scalar`'s nominal glyph in font units, or 0 when the face has none.
    func nominalAdvance(of scalar: UInt32) -> Double {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { return 0 }
        return Double(hb_font_get_glyph_h_advance(font, glyph))
    }
}
