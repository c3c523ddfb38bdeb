import Foundation
import LayoutCore
import SheetTestSupport
import Testing

@testable import TextShaping

/// A font configuration file is read in full or refused with the member at fault: nothing is half-loaded.
struct FontConfigurationTests {
    /// The first error reading (and loading) `text` as a configuration file, with the file's path.
    static func error(reading text: String) throws -> (TextShapingError, String) {
        let path = try FontConfigurationFiles.write(text)
        do {
            _ = try HarfBuzzTextMeasurer(
                fontConfiguration: try FontConfiguration.read(fromFile: path), cacheCapacity: 0)
        } catch {
            return (error, path)
        }
        Issue.record("\(text) was accepted")
        return (.invalidFontConfiguration(file: path, key: "accepted", problem: ""), path)
    }

    /// The key of an invalid-configuration error, `nil` for any other error.
    static func key(of error: TextShapingError) -> String? {
        if case .invalidFontConfiguration(_, let key, _) = error { return key }
        return nil
    }

    /// The DejaVu configuration with `replaced` swapped for `replacement`.
    static func dejaVu(replacing replaced: String, with replacement: String) -> String {
        let text = FontConfigurationFiles.dejaVu
        #expect(text.contains(replaced), "\(replaced) is not in the test configuration")
        return text.replacingOccurrences(of: replaced, with: replacement)
    }

    /// A complete configuration reads into its roles, with the tracking rule and the name it gives.
    @Test func readsEveryRole() throws {
        let path = try FontConfigurationFiles.write(FontConfigurationFiles.dejaVu)
        let configuration = try FontConfiguration.read(fromFile: path)
        #expect(configuration.name == "DejaVu test set")
        #expect(configuration.tracking == .none)
        #expect(configuration.primaryText.regular.path == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(configuration.primaryDisplay.semibold.key == "/primary/display/semibold")
        #expect(configuration.cjk.semibold.path.hasSuffix("NotoSansCJK-Bold.ttc"))
        #expect(configuration.fallbacks.isEmpty)
        #expect(configuration.file == path)
    }

    /// Relative paths are taken from the configuration file's folder, not the working directory, and the name
    /// defaults to the file's name.
    @Test func relativePathsResolveAgainstTheFilesFolder() throws {
        let folder = try FontConfigurationFiles.temporaryFolder()
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
            try FileManager.default.createSymbolicLink(
                atPath: fonts.appendingPathComponent(name).path,
                withDestinationPath: "\(FontConfigurationFiles.dejaVuFolder)/\(name)")
        }
        var text = FontConfigurationFiles.dejaVu.replacingOccurrences(
            of: "\(FontConfigurationFiles.dejaVuFolder)/", with: "fonts/")
        text = text.replacingOccurrences(of: "\"name\": \"DejaVu test set\",", with: "")
        let file = folder.appendingPathComponent("mine.json")
        try Data(text.utf8).write(to: file)
        let configuration = try FontConfiguration.read(fromFile: file.path)
        #expect(configuration.primaryText.regular.path == fonts.appendingPathComponent("DejaVuSans.ttf").path)
        #expect(configuration.name == "mine.json")
    }

    /// A configuration file that does not exist is refused, naming it.
    @Test func missingConfigurationFile() throws {
        let folder = try FontConfigurationFiles.temporaryFolder()
        let path = folder.appendingPathComponent("absent.json").path
        #expect(throws: TextShapingError.self) { try FontConfiguration.read(fromFile: path) }
        do {
            _ = try FontConfiguration.read(fromFile: path)
        } catch {
            #expect(error.description.contains(path))
            #expect(error.description.contains("cannot be opened"))
        }
    }

    /// Text that is not JSON is refused as such.
    @Test func unreadableJSON() throws {
        let (error, path) = try Self.error(reading: "{\"primary\": ")
        #expect(Self.key(of: error) == "")
        #expect(error.description.hasPrefix("font configuration \(path) is not valid JSON"))
    }

    /// A font file that does not exist is refused with its role and path.
    @Test func missingFontFile() throws {
        let (error, _) = try Self.error(
            reading: Self.dejaVu(
                replacing: "\"display\": {\"regular\": \"\(FontConfigurationFiles.dejaVuFolder)/DejaVuSans.ttf",
                with: "\"display\": {\"regular\": \"\(FontConfigurationFiles.dejaVuFolder)/Nope.ttf"))
        #expect(Self.key(of: error) == "/primary/display/regular")
        #expect(error.description.contains("/usr/share/fonts/truetype/dejavu/Nope.ttf, which does not exist"))
    }

    /// A file that holds no font (here a JSON file) is refused when loaded, with its role and path.
    @Test func notAFont() throws {
        let notAFont = try FontConfigurationFiles.write("{}", named: "NotAFont.ttf")
        let (error, _) = try Self.error(
            reading: Self.dejaVu(
                replacing:
                    "\"regular\": \"\(FontConfigurationFiles.dejaVuFolder)/DejaVuSans.ttf\", \"semibold\": \"\(FontConfigurationFiles.dejaVuFolder)/DejaVuSans-Bold.ttf\"},\n    \"display\"",
                with:
                    "\"regular\": \"\(notAFont)\", \"semibold\": \"\(FontConfigurationFiles.dejaVuFolder)/DejaVuSans-Bold.ttf\"},\n    \"display\""
            ))
        #expect(Self.key(of: error) == "/primary/text/regular")
        #expect(error.description.contains("names \(notAFont), which holds no font"))
    }

    /// A face index past a collection's faces is refused like a file without a font.
    @Test func faceIndexPastTheCollection() throws {
        let (error, _) = try Self.error(
            reading: Self.dejaVu(replacing: "\"faceIndex\": 0}\n  }", with: "\"faceIndex\": 99}\n  }"))
        #expect(Self.key(of: error) == "/cjk/semibold")
        #expect(error.description.contains("at face index 99"))
    }

    /// Each missing role is named.
    @Test(arguments: [
        ("\"tracking\": \"none\"", "\"trackin\": \"none\"", "/primary/trackin"),
        ("\"cjk\": {", "\"kanji\": {", "/kanji"),
    ])
    func unknownMember(replaced: String, replacement: String, key: String) throws {
        let (error, _) = try Self.error(reading: Self.dejaVu(replacing: replaced, with: replacement))
        #expect(Self.key(of: error) == key)
        #expect(error.description.contains("is not a member of a font configuration"))
    }

    /// A role left out is named as missing.
    @Test func missingRole() throws {
        let text = Self.dejaVu(
            replacing:
                "\"display\": {\"regular\": \"\(FontConfigurationFiles.dejaVuFolder)/DejaVuSans.ttf\", \"semibold\": \"\(FontConfigurationFiles.dejaVuFolder)/DejaVuSans-Bold.ttf\"},",
            with: "")
        let (error, path) = try Self.error(reading: text)
        #expect(error.description == "font configuration \(path): /primary/display is missing")
    }

    /// A tracking rule other than `sf` and `none` is refused, listing both.
    @Test func badTracking() throws {
        let (error, _) = try Self.error(
            reading: Self.dejaVu(replacing: "\"tracking\": \"none\"", with: "\"tracking\": \"loose\""))
        #expect(Self.key(of: error) == "/primary/tracking")
        #expect(error.description.contains("\"sf\", \"none\""))
    }

    /// The built-in set names Inter and Noto with their roles, and `sf` tracking.
    @Test func standardSetDescribesItself() throws {
        let fonts = try Measurers.iOS().fonts
        #expect(fonts.name == "default")
        #expect(fonts.tracking == "sf")
        let regular = fonts.faces.first { $0.role == "/primary/text/regular" }
        #expect(regular?.family == "Inter")
        #expect(regular?.file == "Inter-Regular.otf")
        #expect(fonts.faces.first { $0.role == "/primary/display/semibold" }?.family == "Inter Display")
        #expect(fonts.faces.first { $0.role == "/cjk/regular" }?.family == "Noto Sans CJK JP")
        #expect(
            fonts.faces.contains { $0.role == "/fallbacks/4/semibold" && $0.file == "NotoSansSymbols2-Regular.ttf" })
    }
}
