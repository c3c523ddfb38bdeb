#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds font files by name in an ordered list of directories, without fontconfig, so that the
/// fonts a service measures with are exactly the files it was configured with.
///
/// Each directory is searched directly (not recursively); the first directory holding a file wins.
///
/// ```swift
/// let locator = FontLocator(directories: FontLocator.directories(fromSearchPath: "/srv/fonts:/usr/share/fonts/opentype/inter"))
/// locator.path(forFile: "Inter-Regular.otf")  // "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
/// ```
public struct FontLocator: Sendable, Equatable {
    /// Where Debian 12 installs the fonts sheetd uses (`fonts-inter`, `fonts-noto-cjk`,
    /// `fonts-noto-core`, `fonts-noto-color-emoji`), then the local administrator's directory.
    public static let defaultDirectories: [String] = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/noto",
        "/usr/local/share/fonts",
    ]

    /// The directories searched, in order.
    public let directories: [String]

    /// Creates a locator.
    ///
    /// - Parameter directories: the directories to search, in order.
    public init(directories: [String] = FontLocator.defaultDirectories) {
        self.directories = directories
    }

    /// The directories of a colon-separated search path such as the `FONT_DIRS` environment
    /// variable; empty entries are dropped.
    ///
    /// - Parameter searchPath: e.g. `/srv/fonts:/usr/share/fonts/opentype/inter`.
    /// - Returns: the directories in order, e.g. `["/srv/fonts", "/usr/share/fonts/opentype/inter"]`.
    public static func directories(fromSearchPath searchPath: String) -> [String] {
        searchPath.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// The path of the first readable file called `fileName` in ``directories``.
    ///
    /// - Parameter fileName: a file name without directory, e.g. `NotoSansCJK-Regular.ttc`.
    /// - Returns: the full path, or `nil` when no directory holds a readable file of that name.
    public func path(forFile fileName: String) -> String? {
        for directory in directories {
            let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
            if access(path, R_OK) == 0 { return path }
        }
        return nil
    }
}
