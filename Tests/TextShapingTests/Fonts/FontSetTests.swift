import LayoutCore
import Testing

@testable import TextShaping

/// The cascades pick faces as CoreText's cascade does: the first face that maps a character.
struct FontSetTests {
    /// The precomputed table agrees with asking each face's character map in order, across
    /// Latin, kana, kanji, Hangul, Arabic, Hebrew, symbols and unmapped scalars.
    @Test func faceTableMatchesCharacterMaps() throws {
        let fonts = try FontSet(locator: FontLocator())
        let samples: [UInt32] =
            Array(0x20...0x24F) + Array(0x370...0x6FF) + Array(0x2000...0x2BFF)
            + Array(0x3000...0x30FF) + Array(stride(from: 0x4E00, through: 0x9FFF, by: 7))
            + Array(stride(from: 0xAC00, through: 0xD7A3, by: 11)) + Array(0xFF00...0xFFFF)
            + [0x1F600, 0x1F44D, 0x20BB7, 0xE0001, 0x10FFFF]
        for weight in FontWeight.allCases {
            for displayCut in [false, true] {
                let cascade = fonts.cascade(weight: weight, displayCut: displayCut)
                for scalar in samples {
                    let expected = cascade.faces.firstIndex { $0.hasGlyph(for: scalar) } ?? 0
                    #expect(cascade.faceIndex(for: scalar) == expected, "U+\(String(scalar, radix: 16))")
                }
            }
        }
    }

    /// Each script lands on the face meant for it.
    @Test func scriptsUseTheirFaces() throws {
        let fonts = try FontSet(locator: FontLocator())
        let cascade = fonts.cascade(weight: .regular, displayCut: false)
        func file(_ character: Unicode.Scalar) -> String {
            String(cascade.faces[cascade.faceIndex(for: character.value)].path.split(separator: "/").last!)
        }
        #expect(file("A") == "Inter-Regular.otf")
        #expect(file("…") == "Inter-Regular.otf")
        #expect(file("あ") == "NotoSansCJK-Regular.ttc")
        #expect(file("。") == "NotoSansCJK-Regular.ttc")
        #expect(file("한") == "NotoSansCJK-Regular.ttc")
        #expect(file("ب") == "NotoSansArabic-Regular.ttf")
        #expect(file("ש") == "NotoSansHebrew-Regular.ttf")
        #expect(fonts.cascade(weight: .semibold, displayCut: true).faces[0].path.hasSuffix("InterDisplay-SemiBold.otf"))
    }

    /// Cascades whose BMP tables are equal hold one array between them, and only those: in the built-in set
    /// both weights of a cut map the same scalars, so its four cascades keep two 64 KB tables, one per cut.
    @Test func equalFaceTablesAreShared() throws {
        let fonts = try FontSet(locator: FontLocator())
        let cascades = FontWeight.allCases.flatMap { weight in
            [false, true].map { fonts.cascade(weight: weight, displayCut: $0) }
        }
        for (index, cascade) in cascades.enumerated() {
            for other in cascades[..<index] {
                let isEqual = (0..<UInt32(0x10000)).allSatisfy {
                    cascade.faceIndex(for: $0) == other.faceIndex(for: $0)
                }
                #expect(cascade.sharesBasicPlaneTable(with: other) == isEqual)
            }
        }
        for displayCut in [false, true] {
            let regular = fonts.cascade(weight: .regular, displayCut: displayCut)
            #expect(fonts.cascade(weight: .semibold, displayCut: displayCut).sharesBasicPlaneTable(with: regular))
        }
    }
}
