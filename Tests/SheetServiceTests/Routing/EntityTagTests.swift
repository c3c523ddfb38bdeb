import Testing

@testable import SheetService

/// The entity tag: fixed across processes, and sensitive to every byte and the length.
struct EntityTagTests {
    /// Tags are pinned: replicas and restarts must agree, so a change to the hash is deliberate.
    @Test func tagsArePinned() {
        #expect(EntityTag.value(for: []) == pinnedEmpty)
        #expect(EntityTag.value(for: Array(#"{"x":8}"#.utf8)) == pinnedSmall)
        #expect(EntityTag.value(for: Array(repeating: 0x61, count: 4_104)) == pinnedLong)
    }

    /// A tag is a quoted string of 16 lowercase hex digits.
    @Test func tagsAreSixteenHexDigits() {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 4_104] {
            let tag = EntityTag.value(for: (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            #expect(tag.utf8.count == 18)
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
            #expect(tag.dropFirst().dropLast().allSatisfy { "0123456789abcdef".contains($0) })
        }
    }

    /// Flipping any one bit, anywhere (each lane, each tail length), or adding a zero byte,
    /// changes the tag.
    @Test func everyBitAndTheLengthCount() {
        for length in [1, 3, 7, 8, 12, 16, 23, 31, 32, 40, 55, 63] {
            let body = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
            let tag = EntityTag.value(for: body)
            var tags: Set<String> = [tag]
            for position in 0..<length {
                for bit in 0..<8 {
                    var changed = body
                    changed[position] ^= 1 << bit
                    tags.insert(EntityTag.value(for: changed))
                }
            }
            #expect(tags.count == 1 + 8 * length)
            #expect(EntityTag.value(for: body + [0]) != tag)
        }
    }
}

private let pinnedEmpty = "\"be6ed2dd17d0409b\""
private let pinnedSmall = "\"40b65d69b0e9adf2\""
private let pinnedLong = "\"41cbddb8c11e829c\""
