import LayoutCore

/// A font file the measurer loads: a name to look up with a ``FontLocator``, a face in it, and the
/// Debian package that installs it.
struct FontFileSpec: Hashable, Sendable {
    var fileName: String
    var faceIndex: Int
    var package: String
}

/// Which files make up each cascade. Every file is required: a service that silently measured
/// with fewer fonts would lay out differently from its tests.
enum FontCatalog {
    private static func inter(_ name: String) -> FontFileSpec {
        FontFileSpec(fileName: name, faceIndex: 0, package: "fonts-inter")
    }

    private static func notoCore(_ name: String) -> FontFileSpec {
        FontFileSpec(fileName: name, faceIndex: 0, package: "fonts-noto-core")
    }

    /// The Latin font standing in for SF Pro: Inter's text cut, or its display cut from
    /// ``ShapingProfile/displayCutMinimumSize``. SemiBold (usWeightClass 600) matches
    /// `UIFont.Weight.semibold`.
    static func primary(weight: FontWeight, displayCut: Bool) -> FontFileSpec {
        switch (weight, displayCut) {
        case (.regular, false): inter("Inter-Regular.otf")
        case (.semibold, false): inter("Inter-SemiBold.otf")
        case (.regular, true): inter("InterDisplay-Regular.otf")
        case (.semibold, true): inter("InterDisplay-SemiBold.otf")
        }
    }

    /// Noto Sans CJK JP (face 0 of the collection) standing in for Hiragino Sans. Bold stands in
    /// for semibold: Medium is only in the 214 MB `fonts-noto-cjk-extra`, and weight does not
    /// change CJK advances (1 em).
    static func cjk(weight: FontWeight) -> FontFileSpec {
        let name = weight == .regular ? "NotoSansCJK-Regular.ttc" : "NotoSansCJK-Bold.ttc"
        return FontFileSpec(fileName: name, faceIndex: 0, package: "fonts-noto-cjk")
    }

    /// Further fallbacks, in cascade order: Latin/Greek/Cyrillic extensions, Arabic, Hebrew,
    /// symbols. `fonts-noto-core` 20201225 has no SemiBold, so Bold stands in.
    static func fallbacks(weight: FontWeight) -> [FontFileSpec] {
        let style = weight == .regular ? "Regular" : "Bold"
        return [
            notoCore("NotoSans-\(style).ttf"),
            notoCore("NotoSansArabic-\(style).ttf"),
            notoCore("NotoSansHebrew-\(style).ttf"),
            notoCore("NotoSansSymbols-\(style).ttf"),
            notoCore("NotoSansSymbols2-Regular.ttf"),
        ]
    }
}
