import Testing

@testable import SheetService

/// The lane hash: what its definition says, for fixed and random seeds, and seeds that matter.
struct LaneHashTests {
    /// The hash, which loads words unaligned and the tail as one word, gives what the plain definition gives (a word
    /// at a time, byte by byte) for every length up to 300 and all alignments of the tail.
    @Test(arguments: [LaneHash.fixed, .random()])
    func hashMatchesItsDefinition(seeded: LaneHash) {
        var state: UInt64 = 0xE7A6
        for length in 0...300 {
            let body = (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let hash = body.withUnsafeBytes { seeded.hash(of: $0) }
            #expect(hash == definedHash(of: body, seeds: seeded.seeds), "length \(length)")
        }
    }

    /// The hash as defined: 32 bytes a step, one word to each of four lanes; then the remaining whole words to the
    /// first lanes in order, the remaining bytes, zero-padded, to the fourth; the other lanes, each finalised, folded
    /// into the first in order, the length mixed in, and the finaliser.
    private func definedHash(of bytes: [UInt8], seeds: (UInt64, UInt64, UInt64, UInt64)) -> UInt64 {
        func word(at offset: Int) -> UInt64 {
            (0..<8).reduce(0) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
        }
        func absorb(_ word: UInt64, into state: UInt64) -> UInt64 {
            let mixed = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ mixed >> 32
        }
        var lanes = [seeds.0, seeds.1, seeds.2, seeds.3]
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

    /// Seeds change every hash: two random instances, and random against fixed, disagree on the same bytes.
    @Test func seedsChangeTheHash() {
        let bodies: [[UInt8]] = [[], Array("/layout".utf8), Array(repeating: 0x7B, count: 751)]
        let (first, second) = (LaneHash.random(), LaneHash.random())
        for body in bodies {
            let hashes = [first, second, .fixed].map { seeded in body.withUnsafeBytes { seeded.hash(of: $0) } }
            #expect(Set(hashes).count == 3, "\(body.count) bytes")
        }
    }

    /// Combining is a bijection of the hash for each mixed-in word, and the word matters.
    @Test func combiningKeepsBothSides() {
        let hashes: [UInt64] = [0, 1, 0x8000_0000_0000_0000, 0x243F_6A88_85A3_08D3]
        #expect(Set(hashes.map { LaneHash.combining($0, with: 7) }).count == hashes.count)
        #expect(Set(hashes.map { LaneHash.combining(5, with: $0) }).count == hashes.count)
    }
}
