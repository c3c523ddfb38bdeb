/// The device-pixel grid of a screen: UIKit draws edges on multiples of `1 / scale`.
public struct PixelGrid: Sendable, Equatable {
    /// Device pixels per point (`UIScreen.scale`).
    public let scale: Double

    /// Creates the grid for a screen scale.
    public init(scale: Double) {
        self.scale = scale
    }

    /// One device pixel in points: the thickness of a hairline separator.
    public var pixel: Double { 1 / scale }

    /// The grid line nearest to `value` (halves round away from zero, like `round`).
    @inline(__always)
    public func align(_ value: Double) -> Double {
        lineIndex(nearest: value) / scale
    }

    /// The index of the grid line nearest to `value`, a whole number of device pixels: `align(value)` is this
    /// index divided by `scale`.
    @inline(__always)
    func lineIndex(nearest value: Double) -> Double {
        Self.roundedToNearest(value * scale)
    }

    /// `value.rounded()` (halves away from zero, the sign of a zero kept) without the call to `round` that the
    /// baseline x86-64 target makes for it: a layout aligns about 80 edges. Exact below 2^52, where truncating
    /// through `Int64` and the fraction `value - truncated` are exact; larger values, infinities and NaN are
    /// already whole and go to `rounded()`.
    /// The response encoders round every number they print with it too.
    @inlinable @inline(__always)
    public static func roundedToNearest(_ value: Double) -> Double {
        guard value.magnitude < 0x1p52 else { return value.rounded() }
        let truncated = Double(Int64(value))
        let fraction = value - truncated
        var whole = truncated
        if fraction >= 0.5 {
            whole += 1
        } else if fraction <= -0.5 {
            whole -= 1
        }
        return Double(signOf: value, magnitudeOf: whole)
    }

    /// A rectangle whose four absolute edges are aligned independently; sizes are derived from them,
    /// so adjacent rectangles that share an edge before alignment still share it afterwards.
    public func align(_ rect: Rect) -> Rect {
        Rect(left: align(rect.x), top: align(rect.y), right: align(rect.maxX), bottom: align(rect.maxY))
    }

    /// Whether `value` lies on the grid, within `tolerance` of a pixel.
    public func isAligned(_ value: Double, tolerance: Double = 1e-6) -> Bool {
        abs(value * scale - (value * scale).rounded()) <= tolerance * scale
    }
}

extension PixelGrid {
    /// The grid point nearest to `point`.
    public func align(_ point: Point) -> Point {
        Point(x: align(point.x), y: align(point.y))
    }
}
