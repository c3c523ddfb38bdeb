/// Why a ``HarfBuzzTextMeasurer`` could not be created.
public enum TextShapingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required font file is in none of the searched directories.
    ///
    /// - Parameters:
    ///   - file: the file name, e.g. `Inter-Regular.otf`.
    ///   - searched: the directories that were searched, in order.
    ///   - package: the Debian package that installs the file, e.g. `fonts-inter`.
    case fontNotFound(file: String, searched: [String], package: String)

    /// A font file exists but HarfBuzz cannot read it, or it has no face at `faceIndex`.
    case unreadableFont(path: String, faceIndex: Int)

    /// A font configuration file (`--font-config`) cannot be used: it cannot be read, is not JSON, lacks a role,
    /// has an unknown member or a bad value, or names a file that is missing or holds no font.
    ///
    /// - Parameters:
    ///   - file: the configuration file.
    ///   - key: the JSON pointer of the member at fault, e.g. `/primary/text/regular`; empty for the whole file.
    ///   - problem: what is wrong, as the end of a sentence, e.g. `is missing`.
    case invalidFontConfiguration(file: String, key: String, problem: String)

    /// ICU could not open its break iterators (a missing or broken `libicu` data library).
    case lineBreakerUnavailable(locale: String, status: String)

    /// A sentence for logs and start-up errors, naming the fix.
    public var description: String {
        switch self {
        case .fontNotFound(let file, let searched, let package):
            let directories = searched.isEmpty ? "(no directories given)" : searched.joined(separator: ", ")
            return "font file \(file) not found in \(directories); install the Debian package \(package) "
                + "(apt-get install \(package)) or add the directory holding it to FONT_DIRS"
        case .unreadableFont(let path, let faceIndex):
            return "font file \(path) has no readable face at index \(faceIndex)"
        case .invalidFontConfiguration(let file, let key, let problem):
            return key.isEmpty
                ? "font configuration \(file) \(problem)" : "font configuration \(file): \(key) \(problem)"
        case .lineBreakerUnavailable(let locale, let status):
            return "ICU line breaking for locale \(locale) is unavailable: \(status)"
        }
    }
}
