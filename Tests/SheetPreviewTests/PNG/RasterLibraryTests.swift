import Testing

@testable import SheetPreview

/// librsvg and cairo, loaded at run time rather than linked.
struct RasterLibraryTests {
    /// Debian's librsvg loads, with every function the rasterizer calls found through its handle (cairo's and
    /// GLib's included).
    @Test func librsvgLoads() throws {
        let library = try RasterLibrary.load(soname: "librsvg-2.so.2").get()
        #expect(library.text(of: RasterLibrary.statusSuccess) == "no error has occurred")
        #expect(library.text(of: RasterLibrary.statusWriteError) == "error while writing to output stream")
    }

    /// A library that is not there, and one that is but exports none of librsvg's functions, give a failure
    /// that names the library and what is missing, not a crash.
    @Test func aMissingLibraryOrFunctionIsAFailure() {
        switch RasterLibrary.load(soname: "libsheetd-no-such-library.so.0") {
        case .success: Issue.record("loaded a library that does not exist")
        case .failure(let failure): #expect(failure.message.contains("cannot load libsheetd-no-such-library.so.0"))
        }
        switch RasterLibrary.load(soname: "libm.so.6") {
        case .success: Issue.record("libm passed for librsvg")
        case .failure(let failure): #expect(failure.message.contains("libm.so.6 has no rsvg_handle_new_from_data"))
        }
    }

    /// librsvg's own error for a document it cannot read reaches the failure, read out of its `GError` (so the
    /// message's offset in the struct is right), instead of the generic fallback.
    @Test func librsvgErrorsCarryTheirMessage() {
        do {
            let unterminated = #"<svg xmlns="http://www.w3.org/2000/svg"><g>"#
            _ = try PNGRasterizer.png(fromSVG: Array(unterminated.utf8), width: 10, height: 10)
            Issue.record("an unterminated SVG was rasterised")
        } catch {
            #expect(!error.message.isEmpty)
            #expect(error.message != "librsvg could not read the SVG", "the GError's message was not read")
            #expect(error.message.contains("line"), "\(error.message)")
        }
    }

    /// A well-formed SVG becomes a PNG of the asked size: signature, IHDR, width and height.
    @Test func svgBecomesPNGOfTheAskedSize() throws {
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#f00"/></svg>"##
        let png = try PNGRasterizer.png(fromSVG: Array(svg.utf8), width: 30, height: 20)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bigEndian(16) == 30 && bigEndian(20) == 20)
    }
}
