import CHarfBuzz
import LayoutCore

/// Turns text into per-cluster advances: itemizes grapheme clusters into runs of one face of a
/// cascade, shapes each run with HarfBuzz and applies the profile's scale and tracking.
struct ParagraphShaper: Sendable {
    let fonts: FontSet
    let profile: ShapingProfile

    /// The single-line width of `text` when it is printable ASCII (one run of the primary face)
    /// and the face has a ``PrintableASCIIAdvances`` table: what `shape` and the prefix widths up
    /// to the text's end without trailing spaces give, without a workspace. `nil` otherwise.
    func printableASCIIWidth(of text: String, font: FontSpec) -> Double? {
        let size = Self.shapedSize(font)
        let cascade = fonts.cascade(weight: font.weight, displayCut: size >= profile.displayCutMinimumSize)
        guard let table = cascade.printableASCIIAdvances else { return nil }
        let width = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            guard !bytes.isEmpty, bytes.allSatisfy(PrintableASCIIAdvances.isPrintable) else { return nil }
            var visibleEnd = bytes.count
            while visibleEnd > 0 && bytes[visibleEnd - 1] == 0x20 { visibleEnd -= 1 }
            // As in `shape`: scale `size / unitsPerEm × 1` and the primary face's tracking.
            return table.width(
                of: bytes, upTo: visibleEnd, scale: size / cascade.faces[0].unitsPerEm,
                tracking: profile.tracking.trackingEm(atSize: size) * size)
        }
        return width ?? nil
    }

    /// The cascade that sets text in `font`: its weight, and the display cut from the profile's size up.
    func cascade(for font: FontSpec) -> Cascade {
        fonts.cascade(weight: font.weight, displayCut: Self.shapedSize(font) >= profile.displayCutMinimumSize)
    }

    /// `[family]` of the primary face of the cascade that sets `font`: one array per cascade, made at start.
    func primaryFamily(for font: FontSpec) -> [String] {
        fonts.primaryFamily(weight: font.weight, displayCut: Self.shapedSize(font) >= profile.displayCutMinimumSize)
    }

    /// The size text is shaped at: 0 for a size that is not a positive number.
    private static func shapedSize(_ font: FontSpec) -> Double {
        font.size.isFinite && font.size > 0 ? font.size : 0
    }

    /// Fills `workspace.advances` and `workspace.prefixWidths` for `workspace.utf16`, whose
    /// grapheme ends (`graphemeCount` of them) are in `workspace.graphemeEnds`.
    func shape(in workspace: Workspace, graphemeCount: Int, font: FontSpec) {
        let size = Self.shapedSize(font)
        let cascade = fonts.cascade(weight: font.weight, displayCut: size >= profile.displayCutMinimumSize)
        let length = workspace.utf16.count
        workspace.advances.removeAll(keepingCapacity: true)
        workspace.advances.append(contentsOf: repeatElement(0, count: length))
        let run = RunShaper(
            fonts: fonts, cascade: cascade, buffer: workspace.buffer, size: size, cjkScale: profile.cjkScale,
            tracking: profile.tracking.trackingEm(atSize: size) * size)
        let emojiAdvance = profile.emojiAdvance * size
        let spaceAdvance = cascade.primarySpaceAdvance * size / cascade.faces[0].unitsPerEm + run.tracking

        workspace.utf16.withUnsafeBufferPointer { text in
            workspace.advances.withUnsafeMutableBufferPointer { advances in
                workspace.graphemeEnds.withUnsafeBufferPointer { ends in
                    var runStart = 0
                    var runFace = -1  // -1: no run open
                    var clusterStart = 0
                    for index in 0..<graphemeCount {
                        let clusterEnd = Int(ends[index])
                        let first = ScalarClasses.scalar(in: text, at: clusterStart, end: clusterEnd)
                        if ScalarClasses.isEmojiCluster(first: first, in: text, start: clusterStart, end: clusterEnd) {
                            if runFace >= 0 {
                                run.shape(face: runFace, text: text, range: runStart..<clusterStart, into: advances)
                            }
                            advances[clusterStart] = emojiAdvance
                            runFace = -1
                        } else if ScalarClasses.isInvisible(first) {
                            // Stays with the run around it (shaping keeps ZWJ, selectors and
                            // controls in context; controls are zeroed below).
                            if runFace < 0 {
                                runFace = 0
                                runStart = clusterStart
                            }
                        } else {
                            let face = cascade.faceIndex(for: first)
                            if face != runFace {
                                if runFace >= 0 {
                                    run.shape(face: runFace, text: text, range: runStart..<clusterStart, into: advances)
                                }
                                runFace = face
                                runStart = clusterStart
                            }
                        }
                        clusterStart = clusterEnd
                    }
                    if runFace >= 0 {
                        run.shape(face: runFace, text: text, range: runStart..<length, into: advances)
                    }
                }
                // Controls draw nothing whatever glyph a font maps them to; a tab is one space
                // (UILabel's tab stops are not modelled).
                for offset in 0..<length where ScalarClasses.isControl(text[offset]) {
                    advances[offset] = text[offset] == 0x09 ? spaceAdvance : 0
                }
            }
        }

        workspace.prefixWidths.removeAll(keepingCapacity: true)
        workspace.prefixWidths.reserveCapacity(length + 1)
        var sum = 0.0
        workspace.prefixWidths.append(0)
        for advance in workspace.advances {
            sum += advance
            workspace.prefixWidths.append(sum)
        }
    }
}

/// Shapes one run of one face and adds its advances, in points, at each cluster's first UTF-16
/// offset.
private struct RunShaper {
    let fonts: FontSet
    let cascade: Cascade
    let buffer: OpaquePointer
    let size: Double
    let cjkScale: Double
    /// Tracking of the primary face, in points per cluster.
    let tracking: Double

    func shape(
        face faceIndex: Int, text: UnsafeBufferPointer<UInt16>, range: Range<Int>,
        into advances: UnsafeMutableBufferPointer<Double>
    ) {
        guard !range.isEmpty else { return }
        let face = cascade.faces[faceIndex]
        let role = cascade.roles[faceIndex]
        if role == .primary, let table = cascade.printableASCIIAdvances,
            range.allSatisfy({ PrintableASCIIAdvances.isPrintable(text[$0]) })
        {
            // The scale and tracking below, for the primary face.
            table.addAdvances(
                of: text, range: range, scale: size / face.unitsPerEm, tracking: tracking, into: advances)
            return
        }
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_language(buffer, role == .cjk ? fonts.cjkLanguage : fonts.defaultLanguage)
        hb_buffer_guess_segment_properties(buffer)
        let features: [hb_feature_t]
        switch role {
        case .cjk:
            features = fonts.cjkFeatures
        case .primary where range.allSatisfy({ text[$0] < 0x80 }):
            features = fonts.asciiFeatures
        case .primary:
            features = fonts.primaryFeatures
        case .fallback:
            features = []
        }
        features.withUnsafeBufferPointer { features in
            hb_shape(face.font, buffer, features.baseAddress, UInt32(features.count))
        }

        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return }
        let scale = size / face.unitsPerEm * (role == .cjk ? cjkScale : 1)
        let tracking = role == .primary ? self.tracking : 0
        // Tracking is added once per cluster that advances (not to hidden default ignorables).
        var trackedCluster = UInt32.max
        for glyph in 0..<Int(glyphCount) {
            let cluster = infos[glyph].cluster
            let advance = positions[glyph].x_advance
            var points = Double(advance) * scale
            if advance != 0 && cluster != trackedCluster {
                points += tracking
                trackedCluster = cluster
            }
            advances[Int(cluster)] += points
        }
    }
}
