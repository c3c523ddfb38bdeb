// Most strings a layout writes (ids, titles, lines of text) are printable ASCII with no quote or backslash: they
// go out as they are, between quotes. One scan of the whole string, a word at a time, finds that out; then the
// bytes are copied in one go, instead of being stored and checked word by word by the escaping.

extension JSONWriter {
    /// Writes `string` quoted and escaped from `target` on, as ``writeQuoted(_:at:)`` does, and returns the pointer
    /// after it; when `string` is plain ASCII (see ``isPlainASCII(_:)``) it is copied without escaping.
    ///
    /// Needs `JSONCursor.maximumLength(of: string)` bytes of room.
    @usableFromInline
    static func writeQuotedCopyingPlainASCII(
        _ string: String,
        at target: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        // Contiguous for native and small strings (copied to the stack), that is always on Linux.
        let end = string.utf8.withContiguousStorageIfAvailable { utf8 -> UnsafeMutablePointer<UInt8>? in
            guard isPlainASCII(utf8) else { return nil }
            return writeQuotedPlain(utf8, at: target)
        }
        guard let written = end ?? nil else {
            return writeQuoted(string, at: target)
        }
        return written
    }

    /// Writes `utf8`, which needs no escaping, between quotes from `target` on, and returns the pointer after it.
    ///
    /// Up to 16 bytes are copied with loads and stores that may overlap; the loads lie inside `utf8`, and the
    /// stores inside the room: `6 × count + 3` bytes, at least 9 for a string that is not empty.
    @inline(__always)
    private static func writeQuotedPlain(
        _ utf8: UnsafeBufferPointer<UInt8>,
        at target: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let count = utf8.count
        let start = writeOpeningQuote(separator: false, at: target)
        let body = UnsafeMutableRawPointer(start)
        if let base = utf8.baseAddress {
            let source = UnsafeRawPointer(base)
            if count >= 8 && count <= 16 {
                body.copyOverlappingWords(of: UInt64.self, from: source, count: count)
            } else if count < 8 && count > 0 {
                body.storeBytes(of: word(at: base, count: count).littleEndian, as: UInt64.self)
            } else {
                body.copyMemory(from: source, byteCount: count)
            }
        }
        return writeClosingQuote(isKey: false, at: start + count)
    }

    /// Whether every byte of `utf8` is printable ASCII other than a quote or a backslash: from 0x20 to 0x7F
    /// without 0x22 and 0x5C, bytes that JSON text holds as they are.
    ///
    /// Eight bytes are checked at a time; the last word may overlap the one before it, and a string shorter
    /// than eight bytes is padded with spaces, so no byte outside `utf8` is read or judged.
    @inline(__always)
    static func isPlainASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress, utf8.count > 0 else { return true }
        let source = UnsafeRawPointer(base)
        let count = utf8.count
        guard count >= 8 else {
            let spaces: UInt64 = 0x2020_2020_2020_2020
            // `count` is from 1 to 7, so the shift is below 64.
            let padded = word(at: base, count: count) | spaces << UInt64(8 &* count)
            return PlainASCIIWord.specialBytes(in: padded) == 0
        }
        var marks: UInt64 = 0
        var offset = 0
        while offset &+ 8 < count {
            marks |= PlainASCIIWord.specialBytes(in: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset &+= 8
        }
        marks |= PlainASCIIWord.specialBytes(in: source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        return marks == 0
    }
}
