import CHarfBuzz
import LayoutCore

/// The role of a face in a cascade, which decides how its runs are shaped and scaled.
enum FaceRole: Sendable {
    /// The Latin font standing in for SF: tracked.
    case primary
    /// The CJK font: shaped without `kern` and scaled by ``ShapingProfile/cjkScale``.
    case cjk
    /// Any other fallback: shaped as the font says.
    case fallback
}

/// A font cascade for one weight and cut: the faces tried, in order, for each grapheme cluster.
struct Cascade: Sendable {
    /// The faces, primary first.
    let faces: [FontFace]
    /// The role of each face.
    let roles: [FaceRole]
    /// The advance of a space in the primary face, in its units (tabs measure as one space).
    let primarySpaceAdvance: Double
    /// `[faces[0].family]`, made once: the families of every text the primary face sets alone.
    let primaryFamily: [String]
    /// HarfBuzz's advances of printable ASCII in the primary face, once derived; `nil` shapes
    /// such runs with HarfBuzz.
    private let printableASCIITable: PrintableASCIITable?
    /// For each BMP scalar, the index of the first face that maps it (0 when none does): one
    /// load instead of a character-map search per face (64 KB).
    private let basicPlaneFaces: [UInt8]

    /// - Parameter earlier: cascades built before this one; when one of them has the same BMP table,
    ///   this cascade keeps that array instead of a copy of its own (the weights of one family
    ///   usually map the same scalars, docs/memory.md).
    init(
        faces: [FontFace], roles: [FaceRole], printableASCIITable: PrintableASCIITable?, sharingWith earlier: [Cascade]
    ) {
        self.faces = faces
        self.roles = roles
        self.printableASCIITable = printableASCIITable
        self.primarySpaceAdvance = faces[0].nominalAdvance(of: 0x20)
        self.primaryFamily = [faces[0].family]
        var table = [UInt8](repeating: 0, count: 0x10000)
        // Later faces first, so that earlier ones overwrite them.
        for (index, face) in faces.enumerated().reversed() {
            for range in face.coveredRanges(below: 0x10000) {
                for scalar in range { table[Int(scalar)] = UInt8(index) }
            }
        }
        self.basicPlaneFaces = earlier.lazy.map(\.basicPlaneFaces).first { $0 == table } ?? table
    }

    /// Whether this cascade and `other` hold one BMP table between them, not two equal copies.
    func sharesBasicPlaneTable(with other: Cascade) -> Bool {
        basicPlaneFaces.withUnsafeBufferPointer { mine in
            other.basicPlaneFaces.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress }
        }
    }

    /// The primary face's advances of printable ASCII when they depend only on character pairs
    /// and have been derived; `nil` shapes such runs with HarfBuzz, which gives the same.
    var printableASCIIAdvances: PrintableASCIIAdvances? {
        printableASCIITable?.current
    }

    /// Waits until the primary face's table, if it is to have one, has been derived.
    func waitForPrintableASCIIAdvances() {
        printableASCIITable?.waitUntilDerived()
    }

    /// The first face that maps `scalar`, as CoreText's cascade picks; the primary face (whose
    /// `.notdef` is then measured) when none does.
    @inline(__always)
    func faceIndex(for scalar: UInt32) -> Int {
        if scalar < 0x10000 { return Int(basicPlaneFaces[Int(scalar)]) }
        for (index, face) in faces.enumerated() where face.hasGlyph(for: scalar) {
            return index
        }
        return 0
    }
}

/// Every face the measurer uses, loaded once at start-up and shared read-only by all threads.
final class FontSet: @unchecked Sendable {  // Immutable after init; hb objects are immutable.
    /// Cascades indexed by ``index(weight:displayCut:)``.
    private let cascades: [Cascade]
    /// Each cascade's ``Cascade/primaryFamily``, by the same index, read without copying the cascade.
    private let primaryFamilies: [[String]]
    /// The distinct faces, in load order.
    let faces: [FontFace]
    /// The Debian packages of `faces`, each once, in load order, for the built-in set; empty for a
    /// configuration file (see ``HarfBuzzTextMeasurer/fontSet``).
    let packages: [String]
    /// The set's name, tracking rule and every role's face, for answers.
    let description: MeasuringFonts
    /// Features for CJK runs: iOS keeps kana on the 1 em grid, Noto Sans CJK kerns kana pairs
    /// (docs/reference.md §6.2).
    let cjkFeatures: [hb_feature_t]
    /// Features for runs of the primary face. Inter's `calt` turns `->` into an arrow and the `x`
    /// of `1x2` into `×`, changing widths; SF does neither.
    let primaryFeatures: [hb_feature_t]
    /// Features for runs of the primary face that are all ASCII: also without `ccmp`, which costs
    /// a large share of Inter's shaping time and cannot change ASCII advances (docs/reference.md
    /// §6.4), and without `frac`, `numr` and `dnom`, which HarfBuzz applies only to the digits
    /// around a U+2044 FRACTION SLASH but whose 15 lookups it still runs over every glyph: an
    /// ASCII run has no such slash, so they only cost time (a sizeable part of its shaping).
    let asciiFeatures: [hb_feature_t]
    /// The languages runs are shaped in, set explicitly so that the process locale (which
    /// HarfBuzz would otherwise read) cannot change results.
    let cjkLanguage: OpaquePointer
    let defaultLanguage: OpaquePointer

    /// Loads every face of every cascade of the built-in set (``FontConfiguration/standard(locator:)``).
    ///
    /// - Throws: ``TextShapingError/fontNotFound(file:searched:package:)`` naming the first
    ///   missing file and its Debian package, or ``TextShapingError/unreadableFont(path:faceIndex:)``.
    convenience init(locator: FontLocator, asciiShortcuts: PrintableASCIIShortcuts = .derivedNow)
        throws(TextShapingError)
    {
        try self.init(configuration: try .standard(locator: locator), asciiShortcuts: asciiShortcuts)
    }

    /// Loads every face of every cascade `configuration` names; throws before keeping any of them when one
    /// cannot be loaded.
    ///
    /// - Parameter asciiShortcuts: whether (and when) ASCII runs of the primary faces skip the
    ///   fraction features and, where ``PrintableASCIIAdvances`` holds, HarfBuzz; `.off` only to
    ///   compare the shortcuts with HarfBuzz's full shaping.
    /// - Throws: ``TextShapingError/invalidFontConfiguration(file:key:problem:)`` naming the role of a file
    ///   that holds no such face (a configuration file), or ``TextShapingError/unreadableFont(path:faceIndex:)``
    ///   (the built-in set).
    init(configuration: FontConfiguration, asciiShortcuts: PrintableASCIIShortcuts = .derivedNow)
        throws(TextShapingError)
    {
        let usesASCIIShortcuts = asciiShortcuts != .off
        let asciiFeatures =
            usesASCIIShortcuts
            ? Self.features("-calt", "-ccmp", "-frac", "-numr", "-dnom") : Self.features("-calt", "-ccmp")
        let defaultLanguage = hb_language_from_string("und", -1)!
        var loaded: [String: FontFace] = [:]
        var order: [FontFace] = []
        var described: [MeasuringFonts.Face] = []
        func face(_ file: FontConfiguration.FaceFile) throws(TextShapingError) -> FontFace {
            let identity = "\(file.faceIndex)#\(file.path)"
            if let face = loaded[identity] { return face }
            let face: FontFace
            do {
                face = try FontFace(path: file.path, faceIndex: file.faceIndex)
            } catch {
                guard let configurationFile = configuration.file else { throw error }
                throw .invalidFontConfiguration(
                    file: configurationFile, key: file.key,
                    problem: "names \(file.path), which holds no font HarfBuzz can read at face index \(file.faceIndex)"
                )
            }
            loaded[identity] = face
            order.append(face)
            return face
        }
        // Every role's faces load first, in the order answers list them, so that a bad file is found before
        // any cascade is built.
        for file in configuration.allFaces {
            let loadedFace = try face(file)
            described.append(
                MeasuringFonts.Face(
                    role: file.key, family: loadedFace.family, file: FontConfiguration.fileName(of: file.path),
                    faceIndex: file.faceIndex))
        }
        var cascades: [Cascade] = []
        for weight in FontWeight.allCases {
            for displayCut in [false, true] {
                let primary = try face(configuration.primary(displayCut: displayCut).face(for: weight))
                var faces = [primary, try face(configuration.cjk.face(for: weight))]
                var roles: [FaceRole] = [.primary, .cjk]
                for fallback in configuration.fallbacks {
                    faces.append(try face(fallback.face(for: weight)))
                    roles.append(.fallback)
                }
                let table =
                    usesASCIIShortcuts
                    ? PrintableASCIITable.table(
                        for: primary, features: asciiFeatures, language: defaultLanguage, shortcuts: asciiShortcuts)
                    : nil
                cascades.append(
                    Cascade(faces: faces, roles: roles, printableASCIITable: table, sharingWith: cascades))
            }
        }
        self.cascades = cascades
        self.primaryFamilies = cascades.map(\.primaryFamily)
        self.faces = order
        self.packages = configuration.packages
        self.description = MeasuringFonts(
            name: configuration.name, tracking: configuration.tracking.rawValue, faces: described)
        self.cjkFeatures = Self.features("-kern")
        self.primaryFeatures = Self.features("-calt")
        self.asciiFeatures = asciiFeatures
        self.cjkLanguage = hb_language_from_string("ja", -1)
        self.defaultLanguage = defaultLanguage
    }

    /// Waits until every cascade's ``PrintableASCIIAdvances`` has been derived (tests).
    func waitForPrintableASCIIAdvances() {
        for cascade in cascades { cascade.waitForPrintableASCIIAdvances() }
    }

    /// The cascade for a weight and cut.
    func cascade(weight: FontWeight, displayCut: Bool) -> Cascade {
        cascades[Self.index(weight: weight, displayCut: displayCut)]
    }

    /// `[family]` of the primary face of the cascade for a weight and cut.
    func primaryFamily(weight: FontWeight, displayCut: Bool) -> [String] {
        primaryFamilies[Self.index(weight: weight, displayCut: displayCut)]
    }

    /// The position of the cascade in `init`'s order (`FontWeight.allCases`, then without and with the display
    /// cut), by a switch: `allCases.firstIndex(of:)` built the array of cases on every call.
    private static func index(weight: FontWeight, displayCut: Bool) -> Int {
        let weightIndex: Int
        switch weight {
        case .regular: weightIndex = 0
        case .semibold: weightIndex = 1
        }
        return weightIndex * 2 + (displayCut ? 1 : 0)
    }

    private static func features(_ descriptions: String...) -> [hb_feature_t] {
        descriptions.map { description in
            var feature = hb_feature_t()
            _ = hb_feature_from_string(description, -1, &feature)
            return feature
        }
    }
}
