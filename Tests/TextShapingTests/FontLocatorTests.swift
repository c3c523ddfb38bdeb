import Testing

@testable import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fonts are found in the configured directories, in order, and a missing one is a clear error.
struct FontLocatorTests {
    /// `FONT_DIRS`-style search paths split on ':' and drop empty entries.
    @Test func parsesSearchPaths() {
        #expect(FontLocator.directories(fromSearchPath: "/a::/b/:") == ["/a", "/b/"])
        #expect(FontLocator.directories(fromSearchPath: "") == [])
    }

    /// The first directory holding a file wins, and trailing slashes are harmless.
    @Test func firstDirectoryWins() throws {
        var template = Array("/tmp/sheetd-fonts-XXXXXX".utf8CString)
        let directory = try #require(mkdtemp(&template).map { String(cString: $0) })
        let original = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let link = directory + "/Inter-Regular.otf"
        #expect(symlink(original, link) == 0)
        defer {
            unlink(link)
            rmdir(directory)
        }
        let locator = FontLocator(directories: [directory + "/", "/usr/share/fonts/opentype/inter"])
        #expect(locator.path(forFile: "Inter-Regular.otf") == directory + "/Inter-Regular.otf")
        #expect(FontLocator().path(forFile: "Inter-Regular.otf") == original)
        #expect(locator.path(forFile: "NoSuchFont.otf") == nil)
    }

    /// A directory without fonts names the first missing file and the package that installs it.
    @Test func missingFontDirectoryNamesThePackage() {
        let searched = ["/nonexistent/sheetd-fonts"]
        #expect(
            throws: TextShapingError.fontNotFound(file: "Inter-Regular.otf", searched: searched, package: "fonts-inter")
        ) {
            try HarfBuzzTextMeasurer(fontDirectories: searched)
        }
        let message = TextShapingError.fontNotFound(
            file: "Inter-Regular.otf", searched: searched, package: "fonts-inter"
        )
        .description
        #expect(message.contains("apt-get install fonts-inter") && message.contains("/nonexistent/sheetd-fonts"))
    }

    /// With Inter alone the CJK font is missing, and with Inter and CJK the Noto fallbacks are:
    /// each error names its own package.
    @Test func eachMissingFontNamesItsOwnPackage() {
        let interOnly = ["/usr/share/fonts/opentype/inter"]
        #expect(
            throws: TextShapingError.fontNotFound(
                file: "NotoSansCJK-Regular.ttc", searched: interOnly, package: "fonts-noto-cjk")
        ) { try HarfBuzzTextMeasurer(fontDirectories: interOnly) }
        let withoutCore = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/opentype/noto"]
        #expect(
            throws: TextShapingError.fontNotFound(
                file: "NotoSans-Regular.ttf", searched: withoutCore, package: "fonts-noto-core")
        ) { try HarfBuzzTextMeasurer(fontDirectories: withoutCore) }
    }

    /// The measurer reports the files it loaded, primary font first.
    @Test func reportsLoadedFontFiles() throws {
        let files = try Measurers.iOS().fontFiles
        #expect(files.first == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        #expect(files.contains("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc#0"))
        #expect(files.count == 15)
    }

    /// The font set is named by the Debian packages of the loaded files, in cascade order.
    @Test func namesTheFontSetByPackage() throws {
        #expect(try Measurers.iOS().fontSet == "fonts-inter+fonts-noto-cjk+fonts-noto-core")
    }
}
