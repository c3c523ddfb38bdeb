import Testing

@testable import LayoutCore

/// The element builder's frames, derived from grid line indices, are the frames of aligning the screen rectangle
/// and then the rectangle moved by the aligned origin, bit for bit.
struct ElementBuilderTests {
    static let scales: [Double] = [1, 2, 3, 4, 1.5, 2.5, 3.7]

    static func builder(scale: Double, origin: (x: Double, y: Double)) -> ElementBuilder {
        ElementBuilder(
            grid: PixelGrid(scale: scale), unalignedOrigin: origin, sheet: SheetDescription(),
            appearance: AppearanceResolver(
                profile: .ios17, style: .light, presentation: .sheet, dimmingAlpha: 0.2))
    }

    /// The frames by aligning twice, which the builder's single rounding must match: align the rectangle, then
    /// align it moved by the origin.
    static func referenceFrames(_ rect: Rect, scale: Double, origin: (x: Double, y: Double)) -> (Rect, Rect) {
        let grid = PixelGrid(scale: scale)
        let screen = grid.align(rect)
        return (screen, grid.align(screen.offsetBy(dx: -grid.align(origin.x), dy: -grid.align(origin.y))))
    }

    static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        [a.x, a.y, a.width, a.height].map(\.bitPattern) == [b.x, b.y, b.width, b.height].map(\.bitPattern)
    }

    static func check(_ rect: Rect, scale: Double, origin: (x: Double, y: Double)) -> Bool {
        let (screen, sheet) = builder(scale: scale, origin: origin).frames(rect)
        let (referenceScreen, referenceSheet) = referenceFrames(rect, scale: scale, origin: origin)
        return sameBits(screen, referenceScreen) && sameBits(sheet, referenceSheet)
    }

    /// Random rectangles and origins, on and off the grid, including halves (the ties) and negative zeros.
    @Test(arguments: scales)
    func randomRectangles(scale: Double) {
        var generator = SystemRandomNumberGenerator()
        func value(_ range: ClosedRange<Double>) -> Double {
            let raw = Double.random(in: range, using: &generator)
            switch generator.next() % 4 {
            case 0: return (raw * 2 * scale).rounded(.towardZero) / (2 * scale)  // on a half pixel
            case 1: return (raw * scale).rounded() / scale  // on the grid
            default: return raw
            }
        }
        for _ in 0..<20_000 {
            let rect = Rect(
                x: value(-12_000...12_000), y: value(-12_000...12_000), width: value(0...12_000),
                height: value(0...12_000))
            let origin = (x: value(-5_000...5_000), y: value(-5_000...5_000))
            #expect(Self.check(rect, scale: scale, origin: origin), "\(rect) from \(origin) at \(scale)x")
        }
        for rect in [Rect(x: -0.0, y: -0.1, width: 0, height: 0.1), Rect(x: 0.1, y: -0.0, width: -0.0, height: 0)] {
            #expect(Self.check(rect, scale: scale, origin: (-0.0, 0.0)))
            #expect(Self.check(rect, scale: scale, origin: (0.0, -0.1)))
        }
    }

    /// Coordinates too large for exact index arithmetic, infinities, NaN and an extreme scale take the rounding
    /// path and still match.
    @Test func extremeValues() {
        let rects = [
            Rect(x: 0x1p45, y: -0x1p45, width: 3.3, height: 1e20), Rect(x: .infinity, y: 1, width: 2, height: 3),
            Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 1.25, y: 2.5, width: 3.75, height: 1e300),
        ]
        for scale in Self.scales + [1e-200, 1e200] {
            for rect in rects {
                #expect(Self.check(rect, scale: scale, origin: (12.5, 100.25)))
                #expect(Self.check(rect, scale: scale, origin: (0x1p50, -7)))
            }
        }
    }
}
