import LayoutCore

/// Measures text as iOS's system font would set it, from real font files: HarfBuzz advances on
/// Inter (standing in for SF Pro) with a Noto cascade behind it, and ICU's Unicode line breaking
/// with strict Japanese kinsoku.
///
/// Fonts are loaded once (memory-mapped) and shared read-only by all threads; ICU iterators and
/// HarfBuzz buffers are pooled; results are kept in a bounded LRU cache. Every method may be
/// called from any thread.
///
/// ```swift
/// let measurer = try HarfBuzzTextMeasurer()
/// let message = measurer.wrap("この写真を削除しますか？", font: FontSpec(size: 13, weight: .regular), maxWidth: 342)
/// message.lines  // ["この写真を削除しますか？"]
/// ```
public final class HarfBuzzTextMeasurer: TextMeasuring, Sendable {
    /// The profile the measurer applies (scales, tracking, display-cut size, line-break locale).
    public let profile: ShapingProfile
    private let shaper: ParagraphShaper
    private let workspaces: WorkspacePool
    private let cache: ShardedMeasurementCache

    /// Loads every font and opens the ICU iterators.
    ///
    /// - Parameters:
    ///   - fontDirectories: where to look for the font files, in order (a daemon passes
    ///     `FONT_DIRS` split with ``FontLocator/directories(fromSearchPath:)``).
    ///   - cacheCapacity: the most results kept; 0 disables the cache.
    ///   - profile: how Inter and Noto are adjusted to measure like iOS.
    /// - Throws: ``TextShapingError/fontNotFound(file:searched:package:)`` naming the first
    ///   missing font file and the Debian package that installs it;
    ///   ``TextShapingError/unreadableFont(path:faceIndex:)``;
    ///   ``TextShapingError/lineBreakerUnavailable(locale:status:)``.
    public convenience init(
        fontDirectories: [String] = FontLocator.defaultDirectories, cacheCapacity: Int = 4096,
        profile: ShapingProfile = .iOS
    ) throws(TextShapingError) {
        try self.init(
            fontDirectories: fontDirectories, cacheCapacity: cacheCapacity, profile: profile,
            asciiShortcuts: .derivedInBackground)
    }

    /// Loads every font a font configuration names and opens the ICU iterators: the configuration's
    /// primary family, CJK face and fallbacks measure, with its tracking rule in place of `profile`'s.
    ///
    /// - Parameters:
    ///   - fontConfiguration: the faces of each role, e.g. from ``FontConfiguration/read(fromFile:)``.
    ///   - cacheCapacity: the most results kept; 0 disables the cache.
    ///   - profile: the display-cut size, CJK scale and line-break locale (its tracking is replaced).
    /// - Throws: ``TextShapingError/invalidFontConfiguration(file:key:problem:)`` naming the role of a file
    ///   that holds no font; ``TextShapingError/lineBreakerUnavailable(locale:status:)``.
    public convenience init(
        fontConfiguration: FontConfiguration, cacheCapacity: Int = 4096, profile: ShapingProfile = .iOS
    ) throws(TextShapingError) {
        var profile = profile
        profile.tracking = fontConfiguration.tracking.table
        try self.init(
            fonts: try FontSet(configuration: fontConfiguration, asciiShortcuts: .derivedInBackground),
            cacheCapacity: cacheCapacity, profile: profile)
    }

    /// Loads every font and opens the ICU iterators. `asciiShortcuts: .off` measures ASCII as
    /// before ``PrintableASCIIAdvances`` and the trimmed ASCII features, for comparing with it;
    /// `.derivedNow` returns only once the tables are there, for tests that need them.
    convenience init(
        fontDirectories: [String] = FontLocator.defaultDirectories, cacheCapacity: Int = 4096,
        profile: ShapingProfile = .iOS, asciiShortcuts: PrintableASCIIShortcuts
    ) throws(TextShapingError) {
        try self.init(
            fonts: try FontSet(locator: FontLocator(directories: fontDirectories), asciiShortcuts: asciiShortcuts),
            cacheCapacity: cacheCapacity, profile: profile)
    }

    /// A measurer over fonts already loaded.
    init(fonts: FontSet, cacheCapacity: Int, profile: ShapingProfile) throws(TextShapingError) {
        self.profile = profile
        self.shaper = ParagraphShaper(fonts: fonts, profile: profile)
        self.workspaces = try WorkspacePool(lineBreakLocale: profile.lineBreakLocale)
        self.cache = ShardedMeasurementCache(capacity: cacheCapacity)
    }

    /// The width of `text` set on one line, without trailing whitespace; newlines measure
    /// nothing. Equals `wrap(text, font: font, maxWidth: .infinity).width` for text without
    /// newlines.
    ///
    /// - Parameters:
    ///   - text: any text.
    ///   - font: the system font's size and weight.
    /// - Returns: the width in points.
    public func singleLineWidth(of text: String, font: FontSpec) -> Double {
        singleLine(text, font: font).width
    }

    /// `text` as one line, `[text]`, with its single-line width: the cached measurement, whose
    /// lines array callers share.
    ///
    /// - Parameters:
    ///   - text: any text.
    ///   - font: the system font's size and weight.
    /// - Returns: `[text]` and the width `singleLineWidth(of:font:)` gives.
    public func singleLineMeasurement(of text: String, font: FontSpec) -> TextMeasurement {
        singleLine(text, font: font)
    }

    /// `text` as one line, `[text]`, with its single-line width, from the cache.
    private func singleLine(_ text: String, font: FontSpec) -> TextMeasurement {
        let key = MeasurementKey(text: text, size: font.size, weight: font.weight, maxWidth: nil)
        return cache.value(for: key) {
            // Printable ASCII in a face with a pair table (most titles and buttons) needs no
            // workspace: no UTF-16 copy, grapheme ends, advances or prefix widths.
            if let width = shaper.printableASCIIWidth(of: text, font: font) {
                return TextMeasurement(lines: [text], width: width)
            }
            return workspaces.withWorkspace { measure(text, font: font, maxWidth: nil, in: $0) }
        }
    }

    /// `text` broken into lines no wider than `maxWidth`: at UAX #14 opportunities (strict
    /// kinsoku), after every newline, and at grapheme cluster boundaries inside a word wider
    /// than the line. Lines drop the whitespace they break at.
    ///
    /// - Parameters:
    ///   - text: any text; empty text gives one empty line of width 0.
    ///   - font: the system font's size and weight.
    ///   - maxWidth: the line width in points.
    /// - Returns: the lines and the width of the widest.
    public func wrap(_ text: String, font: FontSpec, maxWidth: Double) -> TextMeasurement {
        // A text that fits on one line is that line whatever the width, so it is answered from
        // the single-line measurement, cached once for every width it is later asked at.
        // The cached measurement is already `[text]` (its text has the same bytes), so the answer
        // shares its lines instead of allocating them again.
        if OneLineText.isEligible(text) {
            let line = singleLine(text, font: font)
            if line.width <= maxWidth + LineFiller.tolerance { return line }
        }
        return filledLines(text, font: font, maxWidth: maxWidth)
    }

    /// `wrap` without its one-line shortcut: break opportunities and the line filler, always.
    func filledLines(_ text: String, font: FontSpec, maxWidth: Double) -> TextMeasurement {
        let key = MeasurementKey(text: text, size: font.size, weight: font.weight, maxWidth: maxWidth)
        return cache.value(for: key) {
            workspaces.withWorkspace { measure(text, font: font, maxWidth: maxWidth, in: $0) }
        }
    }

    /// Waits until the tables that measure printable ASCII without HarfBuzz, derived on an idle
    /// thread after start-up, are there. Measurements give the same results before and after;
    /// only their speed differs, so this is for benchmarks and tests that time the steady state.
    public func waitForPrintableASCIIAdvances() {
        shaper.fonts.waitForPrintableASCIIAdvances()
    }

    /// Hit and miss counters of the result cache.
    public var cacheStatistics: MeasurementCacheStatistics {
        cache.statistics
    }

    /// The font files loaded, in cascade order (`path` or `path#faceIndex` for collections).
    public var fontFiles: [String] {
        shaper.fonts.faces.map { $0.path.hasSuffix(".ttc") ? "\($0.path)#\($0.faceIndex)" : $0.path }
    }

    /// The font set measuring, for build information: for the built-in set the Debian packages of the loaded
    /// files in cascade order, joined with `+`, e.g. `fonts-inter+fonts-noto-cjk+fonts-noto-core`; for a font
    /// configuration its name.
    public var fontSet: String {
        let fonts = shaper.fonts
        return fonts.packages.isEmpty ? fonts.description.name : fonts.packages.joined(separator: "+")
    }

    /// The set's name, tracking rule and the family and file of every role.
    public var fonts: MeasuringFonts {
        shaper.fonts.description
    }

    /// The families that set `text` in `font`: the primary family of the cut its size takes, then each
    /// other face's family whose glyphs set some of its grapheme clusters, in cascade order. Emoji clusters
    /// (measured at a fixed advance) and invisible characters are set by no face.
    ///
    /// - Parameters:
    ///   - text: any text.
    ///   - font: the system font's size and weight.
    /// - Returns: e.g. `["Inter", "Noto Sans CJK JP"]` for `"OK ほげ"` at 13 pt.
    public func fontFamilies(of text: String, font: FontSpec) -> [String] {
        // Most texts are ASCII, which the primary face sets whole: their answer depends on the cascade
        // alone, so it is the cascade's shared array, with no per-text work but this scan.
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            var union = 0 as UInt8
            for byte in bytes { union |= byte }
            return union < 0x80
        }
        if isASCII ?? text.utf8.allSatisfy({ $0 < 0x80 }) {
            return shaper.primaryFamily(for: font)
        }
        let cascade = shaper.cascade(for: font)
        var used = 1 as UInt64  // bit i: face i sets a cluster; the primary always counts
        let utf16 = Array(text.utf16)
        utf16.withUnsafeBufferPointer { units in
            var start = 0
            for character in text {
                let end = start + character.utf16.count
                let first = ScalarClasses.scalar(in: units, at: start, end: end)
                if !ScalarClasses.isInvisible(first)
                    && !ScalarClasses.isEmojiCluster(first: first, in: units, start: start, end: end)
                {
                    used |= 1 << UInt64(min(cascade.faceIndex(for: first), 63))
                }
                start = end
            }
        }
        if used == 1 { return cascade.primaryFamily }
        var families: [String] = []
        for (index, face) in cascade.faces.enumerated() where used & (1 << UInt64(min(index, 63))) != 0 {
            if !families.contains(face.family) { families.append(face.family) }
        }
        return families
    }

    /// The version of the ICU library that breaks lines, e.g. `72.1`.
    public static var icuVersion: String { BreakIterators.icuVersion }

    /// Measures without the cache; `maxWidth == nil` asks for the single-line width only.
    private func measure(_ text: String, font: FontSpec, maxWidth: Double?, in workspace: Workspace)
        -> TextMeasurement
    {
        workspace.utf16.removeAll(keepingCapacity: true)
        workspace.utf16.append(contentsOf: text.utf16)
        let length = workspace.utf16.count
        guard length > 0 else { return TextMeasurement(lines: [""], width: 0) }

        let graphemeCount = workspace.utf16.withUnsafeBufferPointer { text in
            workspace.iterators.graphemeEnds(of: text, into: &workspace.graphemeEnds)
        }
        shaper.shape(in: workspace, graphemeCount: graphemeCount, font: font)

        guard let maxWidth else {
            let width = workspace.utf16.withUnsafeBufferPointer { text in
                workspace.prefixWidths[LineFiller.visibleEnd(in: text, from: 0, to: length)]
            }
            return TextMeasurement(lines: [text], width: width)
        }

        let breakCount = workspace.utf16.withUnsafeBufferPointer { text in
            workspace.iterators.lineBreaks(
                of: text, into: &workspace.lineBreaks, mandatory: &workspace.mandatoryBreaks)
        }
        let opportunityCount = Self.keepGraphemeBoundaries(
            &workspace.lineBreaks, &workspace.mandatoryBreaks, count: breakCount,
            graphemeEnds: workspace.graphemeEnds[..<graphemeCount])

        return workspace.utf16.withUnsafeBufferPointer { text in
            workspace.prefixWidths.withUnsafeBufferPointer { prefix in
                workspace.graphemeEnds.withUnsafeBufferPointer { ends in
                    workspace.lineBreaks.withUnsafeBufferPointer { breaks in
                        workspace.mandatoryBreaks.withUnsafeBufferPointer { mandatory in
                            var filler = LineFiller(
                                text: text, prefixWidths: prefix,
                                graphemeEnds: UnsafeBufferPointer(rebasing: ends[..<graphemeCount]), maxWidth: maxWidth)
                            filler.fill(
                                breaks: UnsafeBufferPointer(rebasing: breaks[..<opportunityCount]),
                                mandatory: UnsafeBufferPointer(rebasing: mandatory[..<opportunityCount]))
                            return TextMeasurement(lines: filler.lines, width: filler.widest)
                        }
                    }
                }
            }
        }
    }

    /// Drops line-break opportunities that are not grapheme boundaries (UAX #14 and #29 agree
    /// almost everywhere; this makes "never split a cluster" hold by construction). Returns the
    /// number kept, compacted to the front.
    private static func keepGraphemeBoundaries(
        _ breaks: inout [Int32], _ mandatory: inout [UInt8], count: Int, graphemeEnds: ArraySlice<Int32>
    ) -> Int {
        var kept = 0
        var graphemeIndex = graphemeEnds.startIndex
        for index in 0..<count {
            let offset = breaks[index]
            while graphemeIndex < graphemeEnds.endIndex && graphemeEnds[graphemeIndex] < offset { graphemeIndex += 1 }
            guard graphemeIndex < graphemeEnds.endIndex, graphemeEnds[graphemeIndex] == offset else { continue }
            breaks[kept] = offset
            mandatory[kept] = mandatory[index]
            kept += 1
        }
        return kept
    }
}
