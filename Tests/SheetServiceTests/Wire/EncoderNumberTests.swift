import LayoutCore
import Testing

@testable import SheetService

/// The encoders' own arithmetic, which replaced library calls for speed, gives the same values.
struct EncoderNumberTests {
    /// `nearestIntegral` is `rounded()` (but for the sign of zero) on ties, edges and random doubles.
    @Test func nearestIntegralIsRounded() {
        var edges: [Double] = [0, 0.5, 1.5, 2.5, -0.5, -1.5, 0.49999999999999994, -0.49999999999999994]
        edges += [4_503_599_627_370_495.5, 4_503_599_627_370_496, 9_007_199_254_740_994, 1e300, -1e300]
        edges += [.infinity, -.infinity, .leastNonzeroMagnitude, 568_333.5, -176_666.49999999997]
        var state: UInt64 = 0x5EED
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let scale = [1.0, 1e3, 1e6, 1e12, 1e17][Int(state >> 61) % 5]
            edges.append((Double(state >> 11) / Double(1 << 53) - 0.5) * scale)
            edges.append(Double(bitPattern: state))
        }
        for value in edges {
            let expected = value.rounded()
            let actual = LayoutResponseEncoder.nearestIntegral(value)
            if expected.isNaN {
                #expect(actual.isNaN)
            } else {
                #expect(actual == expected, "\(value)")
            }
        }
    }

    /// `hexText` is `Color.hex`, digit for digit.
    @Test func hexTextIsColorHex() {
        for rgba: UInt32 in [0, 0xFF, 0x0000_0001, 0xFF3B_30FF, 0x1234_ABCD, 0xFFFF_FFFF, 0x0A0B_0C0D] {
            #expect(LayoutResponseEncoder.hexText(of: Color(rgba)) == Color(rgba).hex)
        }
    }
}
