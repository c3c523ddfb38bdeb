/// `value` rounded to `places` decimals, as the reference tables print their figures.
func rounded(_ value: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}

/// Evenly spaced instants from `start` to `end` inclusive.
func instants(from start: Double, to end: Double, count: Int) -> [Double] {
    (0..<count).map { start + (end - start) * Double($0) / Double(count - 1) }
}
