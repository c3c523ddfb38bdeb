import LayoutCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a measurement was asked for: the cache key, with its hash computed once.
///
/// Texts compare by their UTF-8 bytes, not by `String`'s canonical equivalence: that would
/// normalize every non-ASCII key on each lookup, a cost comparable to the lookup itself, and
/// canonically equivalent spellings may shape differently anyway.
///
/// The hash is taken when the key is made and serves both the shard and the slot, so a lookup
/// reads the text's bytes once to hash them and once to compare them with the entry found;
/// hashing the text twice with `Hasher` would be most of a cached lookup's cost.
struct MeasurementKey: Hashable, Sendable {
    let text: String
    let size: Double
    let weight: FontWeight
    /// `nil` for a single-line width.
    let maxWidth: Double?
    /// `MeasurementHash` of the other fields; equal keys have equal hashes.
    let hash: UInt64

    init(text: String, size: Double, weight: FontWeight, maxWidth: Double?) {
        self.init(
            text: text, size: size, weight: weight, maxWidth: maxWidth,
            hash: MeasurementHash.hash(text: text, size: size, weight: weight, maxWidth: maxWidth))
    }

    /// A key with a given hash, so that tests can make different keys collide.
    init(text: String, size: Double, weight: FontWeight, maxWidth: Double?, hash: UInt64) {
        self.text = text
        self.size = size
        self.weight = weight
        self.maxWidth = maxWidth
        self.hash = hash
    }

    static func == (left: MeasurementKey, right: MeasurementKey) -> Bool {
        left.hash == right.hash && left.size == right.size && left.weight == right.weight
            && left.maxWidth == right.maxWidth && MeasurementHash.hasSameUTF8(left.text, right.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// A fast 64-bit hash of a measurement request: 8 UTF-8 bytes per multiply, then the numbers.
///
/// Not a cryptographic hash. The seed is random per process, so collisions cannot be picked in
/// advance; were they found anyway, a shard's probe sequence is bounded by its capacity and every
/// candidate is compared in full, so they cost time, never a wrong answer.
enum MeasurementHash {
    /// The golden-ratio multiplier that spreads each word's bits upwards.
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Mixed in for a `nil` maximum width (a single-line width).
    private static let singleLineMarker: UInt64 = 0x5851_F42D_4C95_7F2D
    private static let seed = UInt64.random(in: .min ... .max)

    static func hash(text: String, size: Double, weight: FontWeight, maxWidth: Double?) -> UInt64 {
        var state =
            text.utf8.withContiguousStorageIfAvailable { hash(bytes: UnsafeRawBufferPointer($0)) }
            ?? { () -> UInt64 in
                var text = text
                return text.withUTF8 { hash(bytes: UnsafeRawBufferPointer($0)) }
            }()
        state = mix(state ^ bits(of: size))
        switch weight {
        case .regular: state = mix(state ^ 1)
        case .semibold: state = mix(state ^ 2)
        }
        state = mix(state ^ (maxWidth.map(bits(of:)) ?? singleLineMarker))
        return finalized(state)
    }

    /// Whether two strings have the same UTF-8 bytes.
    static func hasSameUTF8(_ left: String, _ right: String) -> Bool {
        let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.count == rightBytes.count
                    && (leftBytes.isEmpty
                        || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
            }
        }
        return (compared ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }

    private static func hash(bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state = mix(seed ^ UInt64(bytes.count))
        var offset = 0
        while offset &+ 8 <= bytes.count {
            state = mix(state ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset &+= 8
        }
        if offset < bytes.count { state = mix(state ^ tail(of: bytes)) }
        return state
    }

    /// The last bytes that do not fill a word, read in at most two loads (overlapping what was
    /// already hashed, or each other); the length, hashed first, tells apart what they repeat.
    private static func tail(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        if count >= 8 {
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return low | high &<< 32
        }
        return UInt64(bytes[0]) | UInt64(bytes[count &>> 1]) &<< 8 | UInt64(bytes[count &- 1]) &<< 16
    }

    /// The bits of `value` with -0 as +0, since the two are equal keys.
    private static func bits(of value: Double) -> UInt64 {
        value == 0 ? 0 : value.bitPattern
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* multiplier
        return product ^ (product &>> 29)
    }

    /// MurmurHash3's 64-bit finalizer, so that every output bit depends on every input bit: the
    /// slot takes the low bits and the shard the high ones.
    private static func finalized(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value &>> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value &>> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value &>> 33
        return value
    }
}
