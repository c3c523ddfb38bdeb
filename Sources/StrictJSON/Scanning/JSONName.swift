/// A member name, or an enumeration's raw value, that ``JSONScanner`` read as plain ASCII without
/// escapes, compared with known names by its bytes rather than through a `String`.
///
/// Two such names are equal as Swift `String`s exactly when their bytes are equal (ASCII has no
/// canonical equivalents), so ``matches(_:)`` may stand in for `==`. The first eight bytes are
/// kept packed in a word, so that most comparisons are a length and one word.
public struct JSONName {
    /// The name's bytes, without quotes; they point into the scanner's input.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The first eight bytes (fewer for a shorter name), little-endian, zero above the name.
    @usableFromInline let head: UInt64

    /// Creates a name from its bytes.
    ///
    /// - Parameter bytes: Plain ASCII, without quotes.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        head = bytes.baseAddress.map { Self.head(of: $0, count: bytes.count) } ?? 0
    }

    /// Creates a name whose packed head the scanner has already loaded.
    @usableFromInline
    init(bytes: UnsafeBufferPointer<UInt8>, head: UInt64) {
        self.bytes = bytes
        self.head = head
    }

    /// Whether the name is `key`.
    ///
    /// - Parameter key: A name known when compiling, in ASCII; its packed head folds to a constant.
    /// - Returns: Whether the bytes are the same.
    @inlinable @inline(__always)
    public func matches(_ key: StaticString) -> Bool {
        let count = key.utf8CodeUnitCount
        guard bytes.count == count, head == Self.head(of: key.utf8Start, count: count) else { return false }
        var offset = 8
        while offset < count {
            guard bytes[offset] == key.utf8Start[offset] else { return false }
            offset &+= 1
        }
        return true
    }

    /// The first eight of `count` bytes at `start` (fewer when `count` is smaller), little-endian.
    @inlinable @inline(__always)
    static func head(of start: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var head: UInt64 = 0
        for offset in 0..<min(count, 8) {
            head |= UInt64(start[offset]) &<< UInt64(offset &* 8)
        }
        return head
    }
}
