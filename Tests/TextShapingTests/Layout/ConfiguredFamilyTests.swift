import CHarfBuzz
import LayoutCore
import SheetTestSupport
import Testing

@testable import TextShaping

/// A font configuration's primary family measures: with DejaVu Sans configured, widths and line breaks are
/// DejaVu's as HarfBuzz gives them when called directly here, not Inter's.
struct ConfiguredFamilyTests {
    static let measurerResult = Result { () throws -> HarfBuzzTextMeasurer in
        let path = try FontConfigurationFiles.write(FontConfigurationFiles.dejaVu)
        return try HarfBuzzTextMeasurer(fontConfiguration: try FontConfiguration.read(fromFile: path), cacheCapacity: 0)
    }

    static let message =
        "Are you sure you want to delete these 3 items from every device signed in to your account? "
        + "Shared albums keep their copies until the owner removes them, and this cannot be undone."

    /// `text`'s advance in the font file at `path` at `size` points, shaped by HarfBuzz with its default features.
    static func harfBuzzWidth(of text: String, file path: String, size: Double) -> Double {
        let blob = hb_blob_create_from_file(path)
        let face = hb_face_create(blob, 0)
        let font = hb_font_create(face)
        let buffer = hb_buffer_create()
        defer {
            hb_buffer_destroy(buffer)
            hb_font_destroy(font)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
        }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
            }
        }
        hb_buffer_set_language(buffer, hb_language_from_string("und", -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let units = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        return Double(units) * size / Double(hb_face_get_upem(face))
    }

    /// The DejaVu Sans file of a weight (Bold stands in for semibold).
    static func dejaVuFile(_ weight: FontWeight) -> String {
        FontConfigurationFiles.dejaVuFolder + (weight == .regular ? "/DejaVuSans.ttf" : "/DejaVuSans-Bold.ttf")
    }

    /// `text` filled greedily into lines no wider than `maxWidth` at its spaces, each candidate line measured
    /// by HarfBuzz directly: the breaks UAX #14 gives plain English prose.
    static func harfBuzzLines(of text: String, weight: FontWeight, size: Double, maxWidth: Double) -> [String] {
        greedyLines(text, maxWidth: maxWidth) { harfBuzzWidth(of: $0, file: dejaVuFile(weight), size: size) }
    }

    /// Single-line widths at the sheet's sizes (13 pt header, 20 pt actions) equal HarfBuzz's DejaVu advances,
    /// and differ from Inter's.
    @Test(arguments: [
        FontSpec(size: 13, weight: .regular), FontSpec(size: 13, weight: .semibold),
        FontSpec(size: 20, weight: .regular), FontSpec(size: 20, weight: .semibold),
    ])
    func widthsAreDejaVus(font: FontSpec) throws {
        let measurer = try Self.measurerResult.get()
        for text in ["Delete Photo?", "Cancel", "Share with everyone in this conversation", "Are you sure? 3 items"] {
            let expected = Self.harfBuzzWidth(of: text, file: Self.dejaVuFile(font.weight), size: font.size)
            let measured = measurer.singleLineWidth(of: text, font: font)
            #expect(abs(measured - expected) < 1e-9, "\(text) at \(font): \(measured) vs HarfBuzz \(expected)")
            let inter = try Measurers.iOS().singleLineWidth(of: text, font: font)
            #expect(abs(measured - inter) > 0.5, "\(text) at \(font): DejaVu \(measured), Inter \(inter)")
        }
    }

    /// A long message breaks where DejaVu's widths put the breaks, which is not where Inter's put them.
    @Test(arguments: [342.0, 298.0, 200.0])
    func lineBreaksAreDejaVus(maxWidth: Double) throws {
        let measurer = try Self.measurerResult.get()
        let expected = Self.harfBuzzLines(of: Self.message, weight: .regular, size: 13, maxWidth: maxWidth)
        #expect(measurer.wrap(Self.message, font: .message, maxWidth: maxWidth).lines == expected)
        #expect(try Measurers.iOS().wrap(Self.message, font: .message, maxWidth: maxWidth).lines != expected)
    }

    /// Answers name the configured families: DejaVu Sans for Latin, Noto Sans CJK JP for the kana it lacks.
    @Test func namesTheConfiguredFamilies() throws {
        let measurer = try Self.measurerResult.get()
        #expect(measurer.fontFamilies(of: "Cancel", font: .title) == ["DejaVu Sans"])
        #expect(measurer.fontFamilies(of: "OK ほげ", font: .message) == ["DejaVu Sans", "Noto Sans CJK JP"])
        #expect(measurer.fontFamilies(of: "ほげ", font: .message) == ["DejaVu Sans", "Noto Sans CJK JP"])
        #expect(measurer.fonts.name == "DejaVu test set")
        #expect(measurer.fonts.tracking == "none")
        #expect(measurer.fontSet == "DejaVu test set")
        #expect(measurer.fonts.faces.map(\.file).contains("DejaVuSans-Bold.ttf"))
        #expect(try Measurers.iOS().fontFamilies(of: "OK ほげ", font: .message) == ["Inter", "Noto Sans CJK JP"])
        #expect(
            try Measurers.iOS().fontFamilies(of: "Cancel", font: FontSpec(size: 20, weight: .semibold)) == [
                "Inter Display"
            ])
    }
}
