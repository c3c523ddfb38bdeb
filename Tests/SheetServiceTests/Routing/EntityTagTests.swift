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

    /// The hash, which loads words unaligned and the tail as one word, gives what the plain definition gives (a word
    /// at a time, byte by byte) for every length up to 300 and all alignments of the tail.
    @Test func hashMatchesItsDefinition() {
        var state: UInt64 = 0xE7A6
        for length in 0...300 {
            let body = (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let hash = body.withUnsafeBufferPointer { EntityTag.hash(of: $0) }
            #expect(hash == definedHash(of: body), "length \(length)")
        }
    }

    /// The hash as defined: 32 bytes a step, one word to each of four lanes; then the remaining whole words to the
    /// first lanes in order, the remaining bytes, zero-padded, to the fourth; the other lanes, each finalised, folded
    /// into the first in order, the length mixed in, and the finaliser.
    private func definedHash(of bytes: [UInt8]) -> UInt64 {
        func word(at offset: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
        }
        func absorb(_ word: UInt64, into state: UInt64) -> UInt64 {
            let mixed = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ mixed >> 32
        }
        var lanes: [UInt64] = [
            0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89,
        ]
        var offset = 0
        while bytes.count - offset >= 32 {
            for lane in 0..<4 {
                lanes[lane] = absorb(word(at: offset + 8 * lane), into: lanes[lane])
            }
            offset += 32
        }
        var lane = 0
        while bytes.count - offset >= 8 {
            lanes[lane] = absorb(word(at: offset), into: lanes[lane])
            lane += 1
            offset += 8
        }
        let tail = bytes[offset...].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
        lanes[3] = absorb(tail, into: lanes[3])
        func finalised(_ state: UInt64) -> UInt64 {
            var hash = (state ^ state >> 33) &* 0xFF51_AFD7_ED55_8CCD
            hash = (hash ^ hash >> 33) &* 0xC4CE_B9FE_1A85_EC53
            return hash ^ hash >> 33
        }
        let folded = lanes.dropFirst().reduce(lanes[0]) { absorb(finalised($1), into: $0) }
        return finalised(absorb(UInt64(bytes.count), into: folded))
    }
}

private let pinnedEmpty = "\"be6ed2dd17d0409b\""
private let pinnedSmall = "\"40b65d69b0e9adf2\""
private let pinnedLong = "\"41cbddb8c11e829c\""
