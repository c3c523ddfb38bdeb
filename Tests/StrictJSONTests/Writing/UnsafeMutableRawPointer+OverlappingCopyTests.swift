import Testing

@testable import StrictJSON

@Suite("Copying with overlapping words")
struct OverlappingCopyTests {
    /// The bytes `copyOverlappingWords(of:from:count:)` leaves in a buffer of 0xEE after copying `count` bytes of
    /// 1, 2, 3… in words of `word`.
    static func copied<Word: FixedWidthInteger>(in word: Word.Type, count: Int) -> [UInt8] {
        let source = (1...count).map { UInt8($0) }
        var target = [UInt8](repeating: 0xEE, count: 40)
        source.withUnsafeBytes { source in
            target.withUnsafeMutableBytes { target in
                target.baseAddress?.copyOverlappingWords(
                    of: Word.self, from: source.baseAddress.unsafelyUnwrapped, count: count)
            }
        }
        return target
    }

    /// Every length from one to two words is copied exactly, for each word size, and no byte after it is touched.
    @Test func copiesEveryLengthItAllows() {
        func check<Word: FixedWidthInteger>(_ word: Word.Type) {
            let size = MemoryLayout<Word>.size
            for count in size...(2 * size) {
                let expected = (1...count).map { UInt8($0) } + [UInt8](repeating: 0xEE, count: 40 - count)
                #expect(Self.copied(in: word, count: count) == expected, "\(Word.self), \(count) bytes")
            }
        }
        check(UInt16.self)
        check(UInt32.self)
        check(UInt64.self)
    }
}
