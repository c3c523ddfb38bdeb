extension JSONWriter {
    /// How many bytes are written so far: marks the start and end of a value that ``repeatWritten(_:)`` can copy
    /// later.
    public var writtenCount: Int { count }

    /// Writes again the bytes written at `range`, as they are, with no comma before them (as
    /// ``withReservedRoom(maximum:_:)`` writes a group): for a document that repeats a value it wrote already, such
    /// as a state listed once among others and again as the current one, so the value is copied instead of
    /// formatted twice.
    ///
    /// - Parameter range: Offsets from ``writtenCount`` marks, inside what is written.
    public mutating func repeatWritten(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "repeatWritten outside what is written")
        let length = range.count
        if storage.count &- count < length { grow(toFit: length) }
        let end = count
        storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            // Source and target never overlap: the source ends at or before `end`, where the copy starts.
            (base + end).update(from: base + range.lowerBound, count: length)
        }
        count = end &+ length
        needsComma = true
    }
}
