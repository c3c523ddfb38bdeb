#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether `other` has exactly the same UTF-8 bytes: no Unicode equivalence, unlike `==`, so that two strings
    /// that pass write the same JSON text.
    ///
    /// Two values with the same representation (the same storage, or the same bytes held inline) are answered
    /// without reading the bytes; that is the case for a line that is the whole text it was taken from.
    ///
    /// - Parameter other: The string to compare with.
    /// - Returns: Whether the UTF-8 bytes of the two are the same.
    @inline(__always)
    func hasSameUTF8(as other: String) -> Bool {
        // A string is two words on 64-bit platforms. Strings are immutable while shared, so one representation is
        // one sequence of bytes.
        if MemoryLayout<String>.size == 16,
            unsafeBitCast(self, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self)
        {
            return true
        }
        return utf8.count == other.utf8.count && sameUTF8Bytes(as: other)
    }

    /// Whether the bytes of `self` and `other`, of equal length, are the same; out of line, as it is rarer.
    @inline(never)
    private func sameUTF8Bytes(as other: String) -> Bool {
        // Contiguous for native and small strings, that is always on Linux; `elementsEqual` on the views, the
        // fallback, steps through them a byte at a time, many times slower.
        let compared = utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                guard bytes.count == otherBytes.count else { return false }
                guard let start = bytes.baseAddress, let otherStart = otherBytes.baseAddress else {
                    return bytes.count == 0
                }
                return memcmp(start, otherStart, bytes.count) == 0
            }
        }
        guard let isSame = compared ?? nil else {
            return utf8.elementsEqual(other.utf8)
        }
        return isSame
    }
}
