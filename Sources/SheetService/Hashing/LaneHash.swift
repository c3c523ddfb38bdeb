// Eight bytes per multiply in four independent lanes, so that the multiplies of one 32-byte step
// overlap instead of forming one dependent chain (as a byte-serial hash such as FNV-1a does, one
// multiply per byte, or as SipHash's rounds do); the figures are in BENCHMARKS.md. Each step,
// `(state ^ word) * odd` then an xor-shift, is a bijection of the state for a given word, and so is
// folding the (finalised) lanes into one, so two inputs of equal length that differ in a single
// word always hash differently; the length is mixed in, and a finaliser spreads every input bit over
// all 64 output bits.
//
// Two uses with opposite needs share it: entity tags must be equal in every process, so they use
// fixed seeds; the response cache's keys must not let a client predict collisions, so they use seeds
// drawn once per process. The lanes' nonlinear multiplies make where two bodies collide depend on the
// seeds.

/// A 64-bit hash of bytes, four lanes of multiply and xor-shift, started from four seeds.
struct LaneHash: Sendable {
    /// The lanes' starting states.
    let seeds: (UInt64, UInt64, UInt64, UInt64)

    /// Fixed seeds, for hashes that processes and replicas must agree on: arbitrary, distinct and
    /// fixed forever (the first hex digits of π).
    static let fixed = LaneHash(
        seeds: (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89))

    /// Seeds drawn from the system's random source.
    static func random() -> LaneHash {
        var generator = SystemRandomNumberGenerator()
        return LaneHash(seeds: (generator.next(), generator.next(), generator.next(), generator.next()))
    }

    /// Odd multipliers with well-spread bits (from SplitMix64 and MurmurHash3's finaliser).
    private static let laneMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let finalMultipliers: (UInt64, UInt64) = (0xFF51_AFD7_ED55_8CCD, 0xC4CE_B9FE_1A85_EC53)

    /// The hash of `bytes`: words in little-endian order, whatever the machine's byte order.
    ///
    /// Each 32-byte step gives its four words to the four lanes; the last 0–3 whole words go to
    /// the first lanes in order, the last 0–7 bytes (zero-padded) to the fourth; then the other
    /// lanes, each finalised, are folded into the first, the length is mixed in and the result
    /// finalised.
    func hash(of raw: UnsafeRawBufferPointer) -> UInt64 {
        var lanes = seeds
        let count = raw.count
        var offset = 0
        // Unchecked offsets: in range by the loop conditions.
        while count &- offset >= 32 {
            lanes.0 = Self.absorb(Self.word(in: raw, at: offset), into: lanes.0)
            lanes.1 = Self.absorb(Self.word(in: raw, at: offset &+ 8), into: lanes.1)
            lanes.2 = Self.absorb(Self.word(in: raw, at: offset &+ 16), into: lanes.2)
            lanes.3 = Self.absorb(Self.word(in: raw, at: offset &+ 24), into: lanes.3)
            offset &+= 32
        }
        if count &- offset >= 8 {
            lanes.0 = Self.absorb(Self.word(in: raw, at: offset), into: lanes.0)
            offset &+= 8
        }
        if count &- offset >= 8 {
            lanes.1 = Self.absorb(Self.word(in: raw, at: offset), into: lanes.1)
            offset &+= 8
        }
        if count &- offset >= 8 {
            lanes.2 = Self.absorb(Self.word(in: raw, at: offset), into: lanes.2)
            offset &+= 8
        }
        // The last 0–7 bytes, zero-padded; the length mixed in below tells the padding apart.
        lanes.3 = Self.absorb(Self.tail(of: raw, from: offset), into: lanes.3)
        // Each lane is finalised before it is folded in: lanes that took a single step differ from their
        // neighbours in related ways, and a plain fold of them would let flips in two lanes cancel out.
        let folded = Self.absorb(
            Self.finalised(lanes.3),
            into: Self.absorb(Self.finalised(lanes.2), into: Self.absorb(Self.finalised(lanes.1), into: lanes.0)))
        return Self.finalised(Self.absorb(UInt64(count), into: folded))
    }

    /// `hash` with `other` mixed in: a bijection of `hash` for each `other`, finalised.
    static func combining(_ hash: UInt64, with other: UInt64) -> UInt64 {
        finalised(absorb(other, into: hash))
    }

    /// MurmurHash3's 64-bit finaliser: a bijection that spreads every bit over all 64.
    @inline(__always)
    private static func finalised(_ state: UInt64) -> UInt64 {
        var hash = (state ^ state >> 33) &* finalMultipliers.0
        hash = (hash ^ hash >> 33) &* finalMultipliers.1
        return hash ^ hash >> 33
    }

    /// The bytes from `offset` to the end, fewer than eight, as a little-endian word zero above them.
    ///
    /// In an input of eight bytes or more, the last eight bytes are one load, shifted down past those already
    /// absorbed; shorter inputs are read a byte at a time.
    @inline(__always)
    private static func tail(of raw: UnsafeRawBufferPointer, from offset: Int) -> UInt64 {
        let remaining = raw.count &- offset
        guard remaining > 0 else { return 0 }
        if raw.count >= 8 {
            return word(in: raw, at: raw.count &- 8) >> UInt64(8 &* (8 &- remaining))
        }
        var tail: UInt64 = 0
        for (shift, byte) in raw[offset...].enumerated() {
            tail |= UInt64(byte) << UInt64(8 &* shift)
        }
        return tail
    }

    /// The eight bytes at `offset` as a little-endian word.
    @inline(__always)
    private static func word(in raw: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        // Through the base address: the offsets are in range by construction, and the buffer's own load checks them.
        UInt64(littleEndian: raw.baseAddress.unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// One step: a bijection of `state` for each `word`, which moves high bits down for the next multiply.
    @inline(__always)
    private static func absorb(_ word: UInt64, into state: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* laneMultiplier
        return mixed ^ mixed >> 32
    }
}
