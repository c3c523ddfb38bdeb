import HTTPMessages
import Synchronization

/// Request ids: the client's `X-Request-Id` when it is a sane token, otherwise a new one.
///
/// New ids are a per-process random key mixed with a counter through SplitMix64's finaliser, a
/// bijection, so no two requests of one process share an id and ids of different processes
/// (replicas, restarts) collide with negligible odds. Reading the system's random source for each
/// request instead would cost a `getrandom` system call per answer (BENCHMARKS.md); the ids are labels
/// for logs and support, not secrets.
enum RequestIDs {
    private static let key: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }()
    private static let counter = Atomic<UInt64>(0)

    /// The id for `request`: its own when sane (1–128 visible ASCII characters without `"` or `\`).
    static func id(for request: HTTPRequest) -> String {
        if let given = request.headers["X-Request-Id"], isSane(given) { return given }
        return generate()
    }

    /// Whether a client-supplied id may be echoed into headers and logs.
    static func isSane(_ given: String) -> Bool {
        (1...128).contains(given.utf8.count)
            && given.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
    }

    /// A new id: 16 lowercase hexadecimal digits.
    static func generate() -> String {
        let sequence = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        return hexadecimal(mix(key &+ sequence &* 0x9E37_79B9_7F4A_7C15))
    }

    /// SplitMix64's finaliser: a bijection of 64-bit values that spreads every input bit.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `value` as exactly 16 lowercase hexadecimal digits.
    static func hexadecimal(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            let digits: StaticString = "0123456789abcdef"
            for position in 0..<16 {
                let nibble = Int((value >> UInt64(60 - 4 * position)) & 0xF)
                buffer[position] = digits.utf8Start[nibble]
            }
            return 16
        }
    }
}
