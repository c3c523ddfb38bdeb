extension UnsafeMutableRawPointer {
    /// Copies `count` bytes from `source`, `count` from one to two times the size of `Word`, with one load and
    /// one store of `Word` at each end that overlap in the middle: no loop, and no call to `memmove` (nor its
    /// check for overlap) for a length known only when running.
    ///
    /// The two ranges must not overlap each other.
    @inlinable @inline(__always)
    func copyOverlappingWords<Word: FixedWidthInteger>(
        of _: Word.Type,
        from source: UnsafeRawPointer,
        count: Int
    ) {
        let last = count &- MemoryLayout<Word>.size
        let head = source.loadUnaligned(as: Word.self)
        let tail = source.loadUnaligned(fromByteOffset: last, as: Word.self)
        storeBytes(of: head, as: Word.self)
        storeBytes(of: tail, toByteOffset: last, as: Word.self)
    }
}
