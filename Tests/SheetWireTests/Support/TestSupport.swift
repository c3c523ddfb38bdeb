/// Evenly spaced instants from `start` to `end` inclusive.
func instants(from start: Double, to end: Double, count: Int) -> [Double] {
    (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
}
