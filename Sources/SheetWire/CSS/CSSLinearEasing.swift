import AnimationCore

/// A CSS `linear()` easing that approximates a timing curve by straight segments.
///
/// CSS has no spring; Chrome 113, Firefox 112 and Safari 17.2 accept `linear()` with a list of progress values at
/// percentages of the duration (docs/reference.md §8). The stops are chosen adaptively: the curve is
/// evaluated on a dense grid and simplified (Ramer–Douglas–Peucker on the progress error) until every grid
/// instant lies within `tolerance` of the polyline. The first stop is exactly 0 and the last exactly 1, as the
/// keyframe sampler snaps the end of a cut spring.
///
/// ```swift
/// CSSLinearEasing(curve: .actionSheet).cssText  // "linear(0, 0.001 0.5%, 0.0048 1.1%, …, 0.996 83.2%, 1)"
/// ```
public struct CSSLinearEasing: Sendable, Equatable {
    /// One point of a `linear()` easing.
    public struct Stop: Sendable, Equatable {
        /// The fraction of the distance covered, the output of the easing.
        public var progress: Double
        /// The fraction of the duration elapsed, in [0, 1] (printed as a percentage).
        public var fraction: Double
    }

    /// The largest progress error the stops allow by default: 0.001 of the distance (0.3 pt of a 300 pt slide).
    public static let defaultTolerance = 0.001

    /// The stops, by increasing `fraction`, from (0, 0) to (1, 1).
    public let stops: [Stop]

    /// Approximates `curve` with as few stops as keep the progress error within `tolerance`.
    ///
    /// The grid has one instant per millisecond of the duration, at least 1000 and at most 10 000 of them.
    ///
    /// ```swift
    /// let easing = CSSLinearEasing(curve: .spring(Spring(duration: 0.5, bounce: 0.3), duration: 0.82))
    /// ```
    /// - Precondition: `tolerance > 0`.
    /// - Parameters:
    ///   - curve: The curve to approximate; its duration only scales the grid.
    ///   - tolerance: The largest allowed error in progress at a grid instant.
    public init(curve: TimingCurve, tolerance: Double = CSSLinearEasing.defaultTolerance) {
        precondition(tolerance > 0, "tolerance must be positive")
        let duration = max(curve.duration, 0)
        let intervals = min(max(1000, Int((duration * 1000).rounded(.up))), 10_000)
        var values = [Double](repeating: 0, count: intervals + 1)
        for index in 1..<intervals {
            values[index] = curve.progress(atTime: duration * Double(index) / Double(intervals))
        }
        values[intervals] = 1
        let kept = Self.simplifiedIndices(values, tolerance: tolerance)
        stops = kept.map { Stop(progress: values[$0], fraction: Double($0) / Double(intervals)) }
    }

    /// The CSS text, such as `linear(0, 0.0788 5%, …, 1)`.
    ///
    /// Progress values and percentages have at most four decimals, trailing zeros trimmed. The first and last
    /// stops carry no percentage, which CSS reads as 0% and 100%.
    public var cssText: String {
        var parts = [String]()
        parts.reserveCapacity(stops.count)
        for (index, stop) in stops.enumerated() {
            let progress = DecimalText.string(stop.progress)
            if index == 0 || index == stops.count - 1 {
                parts.append(progress)
            } else {
                parts.append(progress + " " + DecimalText.string(stop.fraction * 100) + "%")
            }
        }
        return "linear(" + parts.joined(separator: ", ") + ")"
    }

    /// The grid indices Ramer–Douglas–Peucker keeps, measuring the error vertically (in progress).
    private static func simplifiedIndices(_ values: [Double], tolerance: Double) -> [Int] {
        var isKept = [Bool](repeating: false, count: values.count)
        isKept[0] = true
        isKept[values.count - 1] = true
        var pending = [(start: 0, end: values.count - 1)]
        while let (start, end) = pending.popLast() {
            guard end - start > 1 else { continue }
            let rise = (values[end] - values[start]) / Double(end - start)
            var worstIndex = start
            var worstError = 0.0
            for index in (start + 1)..<end {
                let error = abs(values[index] - (values[start] + rise * Double(index - start)))
                if error > worstError {
                    worstError = error
                    worstIndex = index
                }
            }
            if worstError > tolerance {
                isKept[worstIndex] = true
                pending.append((worstIndex, end))
                pending.append((start, worstIndex))
            }
        }
        return isKept.indices.filter { isKept[$0] }
    }
}

extension CubicBezierTimingFunction {
    /// The CSS text, such as `cubic-bezier(0.42, 0, 0.58, 1)`, with at most four decimals per number.
    public var cssText: String {
        let numbers = [x1, y1, x2, y2].map { DecimalText.string($0) }
        return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
    }
}

extension TimingCurve {
    /// The CSS easing for this curve: `cubic-bezier()` for a Bézier, which is exact, and an adaptive `linear()`
    /// (within `CSSLinearEasing.defaultTolerance`) for a spring. Pair it with `duration` as the CSS duration.
    public var cssEasing: String {
        switch self {
        case .cubicBezier(let function, _):
            return function.cssText
        case .spring:
            return CSSLinearEasing(curve: self).cssText
        }
    }
}
