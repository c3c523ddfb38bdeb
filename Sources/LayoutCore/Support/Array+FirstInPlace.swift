extension Array {
    /// The first element that `matches`, which reads it in place through a pointer.
    ///
    /// `first(where:)`, `firstIndex(where:)` and `for … in` copy every element they pass to the closure or the loop
    /// body, with a retain and a release of each string or array in it; for an element the size of a
    /// `LayoutElement`, reading one field that way costs far more than comparing it (docs/benchmarks-history.md,
    /// "The repeated path"). Only the element returned is copied.
    @inlinable package func firstInPlace(where matches: (UnsafePointer<Element>) -> Bool) -> Element? {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            for index in buffer.indices where matches(base + index) { return buffer[index] }
            return nil
        }
    }
}
