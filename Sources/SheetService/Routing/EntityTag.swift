// The tag must be the same in every process and on every replica, so it cannot use Swift's
// `Hasher`, which is seeded per process: it is `LaneHash` with fixed seeds.

/// Strong entity tags for bodies: a fixed-key 64-bit hash of the bytes in 16 lowercase hex digits,
/// quoted, so that equal bodies get equal tags in every process and on every replica. The hash's
/// constants are fixed forever for a given release, since tags are compared across processes.
enum EntityTag {
    /// The tag of `body`, as the `ETag` field carries it.
    ///
    /// ```swift
    /// EntityTag.value(for: Array("{}".utf8))  // "\"" + 16 hex digits + "\""
    /// ```
    static func value(for body: [UInt8]) -> String {
        let digest = body.withUnsafeBufferPointer { Self.hash(of: $0) }
        return String(unsafeUninitializedCapacity: 18) { text in
            text[0] = UInt8(ascii: "\"")
            for position in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: digest >> UInt64(60 - 4 * position)) & 0x0F
                text[1 + position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            text[17] = UInt8(ascii: "\"")
            return 18
        }
    }

    /// The hash the tag of `bytes` shows: `LaneHash.fixed`'s.
    static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        LaneHash.fixed.hash(of: UnsafeRawBufferPointer(bytes))
    }
}
