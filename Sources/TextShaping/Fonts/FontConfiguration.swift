import LayoutCore

/// Which font file plays each role of the measurer's cascades, and how the primary family is tracked: the
/// built-in Inter + Noto stand-ins (``standard(locator:)``), or an operator's own set read from a JSON file
/// (``read(fromFile:)``), e.g. Apple's system fonts where a deployment is licensed for them.
///
/// ```swift
/// let configuration = try FontConfiguration.read(fromFile: "/fonts/sheetd-fonts.json")
/// let measurer = try HarfBuzzTextMeasurer(fontConfiguration: configuration)
/// ```
public struct FontConfiguration: Sendable, Equatable {
    /// One face of a font file and the configuration key that names it.
    public struct FaceFile: Sendable, Equatable {
        /// The file's full path.
        public var path: String
        /// The face's index in the file (a `.ttc` holds several).
        public var faceIndex: Int
        /// The role, as a JSON pointer into the configuration, e.g. `/primary/display/semibold`.
        public var key: String
    }

    /// The faces of one role in both weights the sheet uses.
    public struct WeightedFaces: Sendable, Equatable {
        /// `UIFont.Weight.regular`'s face.
        public var regular: FaceFile
        /// `UIFont.Weight.semibold`'s face.
        public var semibold: FaceFile

        /// The face for `weight`.
        public func face(for weight: FontWeight) -> FaceFile {
            weight == .regular ? regular : semibold
        }
    }

    /// The primary family's tracking rule.
    public enum Tracking: String, Sendable, CaseIterable {
        /// SF Pro's size-specific tracking (``TrackingTable/sfPro``), which iOS applies to the system font.
        case sf
        /// The font's own spacing.
        case none

        /// The table the rule stands for.
        public var table: TrackingTable {
            self == .sf ? .sfPro : .none
        }
    }

    /// The set's name in answers: `default` for the built-in set, else the file's `name` or its file name.
    public var name: String
    /// The configuration file, or `nil` for the built-in set.
    public var file: String?
    /// The Debian packages of the built-in set's files, in load order; empty for a configuration file.
    public var packages: [String]
    /// The primary family's text cut, used below ``ShapingProfile/displayCutMinimumSize``.
    public var primaryText: WeightedFaces
    /// The primary family's display cut, used from ``ShapingProfile/displayCutMinimumSize`` up.
    public var primaryDisplay: WeightedFaces
    /// The CJK face, standing in for Hiragino Sans by default: shaped without `kern`, scaled by
    /// ``ShapingProfile/cjkScale``.
    public var cjk: WeightedFaces
    /// Further faces, in cascade order.
    public var fallbacks: [WeightedFaces]
    /// The primary family's tracking rule.
    public var tracking: Tracking

    /// The primary family's cut for a size: text or display.
    public func primary(displayCut: Bool) -> WeightedFaces {
        displayCut ? primaryDisplay : primaryText
    }

    /// Every face of the set with its role, primary cuts first, each once per role.
    var allFaces: [FaceFile] {
        ([primaryText, primaryDisplay, cjk] + fallbacks).flatMap { [$0.regular, $0.semibold] }
    }

    /// The built-in set: Inter (text and display cuts) standing in for SF Pro with SF's tracking, Noto Sans CJK JP
    /// for Hiragino Sans, and Noto fallbacks (`FontCatalog`), found in `locator`'s
    /// directories.
    ///
    /// - Throws: ``TextShapingError/fontNotFound(file:searched:package:)`` naming the first missing file.
    public static func standard(locator: FontLocator = FontLocator()) throws(TextShapingError) -> FontConfiguration {
        var packages: [String] = []
        func faces(_ key: String, _ spec: (FontWeight) -> FontFileSpec) throws(TextShapingError) -> WeightedFaces {
            func face(_ weight: FontWeight) throws(TextShapingError) -> FaceFile {
                let file = spec(weight)
                guard let path = locator.path(forFile: file.fileName) else {
                    throw .fontNotFound(file: file.fileName, searched: locator.directories, package: file.package)
                }
                if !packages.contains(file.package) { packages.append(file.package) }
                return FaceFile(path: path, faceIndex: file.faceIndex, key: "\(key)/\(weight.rawValue)")
            }
            return WeightedFaces(regular: try face(.regular), semibold: try face(.semibold))
        }
        let text = try faces("/primary/text") { FontCatalog.primary(weight: $0, displayCut: false) }
        let display = try faces("/primary/display") { FontCatalog.primary(weight: $0, displayCut: true) }
        let cjk = try faces("/cjk") { FontCatalog.cjk(weight: $0) }
        var fallbacks: [WeightedFaces] = []
        for index in FontCatalog.fallbacks(weight: .regular).indices {
            fallbacks.append(try faces("/fallbacks/\(index)") { FontCatalog.fallbacks(weight: $0)[index] })
        }
        return FontConfiguration(
            name: "default", file: nil, packages: packages, primaryText: text, primaryDisplay: display, cjk: cjk,
            fallbacks: fallbacks, tracking: .sf)
    }
}
