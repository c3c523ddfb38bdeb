import Testing

@testable import LayoutCore

/// `PixelGrid`'s inline rounding is `rounded()` bit for bit.
struct PixelGridRoundingTests {
    static func sameBits(_ value: Double) -> Bool {
        let fast = PixelGrid.roundedToNearest(value)
        let reference = value.rounded()
        return fast.bitPattern == reference.bitPattern || (fast.isNaN && reference.isNaN)
    }

    @Test func edgeValues() {
        let edges: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            0.5000000000000001, 1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p52 + 1, 0x1p53 + 2, -0x1p63, 0x1p63, 1e300,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
            568.3333333333334 * 3, 452.33333333333337 * 3, 15.514 * 3, -116.5, 1_170.5,
        ]
        for value in edges {
            #expect(Self.sameBits(value), "\(value)")
        }
    }

    @Test func randomValuesAndBitPatterns() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let scaled = Double.random(in: -10_000...10_000, using: &generator)
            let halves = (scaled * 2).rounded(.towardZero) / 2  // exact halves, the ties
            let pattern = Double(bitPattern: generator.next())
            #expect(Self.sameBits(scaled))
            #expect(Self.sameBits(halves))
            #expect(Self.sameBits(pattern))
        }
    }
}
