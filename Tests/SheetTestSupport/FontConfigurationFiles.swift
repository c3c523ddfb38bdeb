import Foundation

/// Font configuration files for tests, written into a fresh temporary folder: the DejaVu Sans set that tests
/// configure as the primary family, and broken variants of it.
package enum FontConfigurationFiles {
    /// Where Debian's `fonts-dejavu-core` installs DejaVu Sans.
    package static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
    /// Where `fonts-noto-cjk` installs Noto Sans CJK.
    package static let notoCJKFolder = "/usr/share/fonts/opentype/noto"

    /// A configuration with DejaVu Sans (Bold for semibold; the package has no SemiBold) as the primary family's
    /// text and display cuts, Noto Sans CJK JP as the CJK face, no fallbacks and no tracking. Paths are absolute.
    package static var dejaVu: String {
        """
        {
          "name": "DejaVu test set",
          "primary": {
            "text": {"regular": "\(dejaVuFolder)/DejaVuSans.ttf", "semibold": "\(dejaVuFolder)/DejaVuSans-Bold.ttf"},
            "display": {"regular": "\(dejaVuFolder)/DejaVuSans.ttf", "semibold": "\(dejaVuFolder)/DejaVuSans-Bold.ttf"},
            "tracking": "none"
          },
          "cjk": {
            "regular": {"path": "\(notoCJKFolder)/NotoSansCJK-Regular.ttc", "faceIndex": 0},
            "semibold": {"path": "\(notoCJKFolder)/NotoSansCJK-Bold.ttc", "faceIndex": 0}
          },
          "fallbacks": []
        }
        """
    }

    /// A new empty temporary folder.
    package static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetd-fonts-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` as `name` in a new temporary folder and returns the file's path.
    package static func write(_ text: String, named name: String = "fonts.json") throws -> String {
        let file = try temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
