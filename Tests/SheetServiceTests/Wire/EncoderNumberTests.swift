import LayoutCore
import StrictJSON
import Testing

@testable import SheetService

/// The encoders' own arithmetic, which replaced library calls for speed, gives the same values.
struct EncoderNumberTests {
    /// `PixelGrid.roundedToNearest`, which the encoders round with, is `rounded()` on ties, edges
    /// and random doubles.
    @Test func encodersRoundingIsRounded() {
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
            let actual = PixelGrid.roundedToNearest(value)
            if expected.isNaN {
                #expect(actual.isNaN)
            } else {
                #expect(actual == expected, "\(value)")
            }
        }
    }

    /// The cursor's colour is `Color.hex`, quoted, digit for digit.
    @Test func cursorColorIsColorHex() {
        for rgba: UInt32 in [0, 0xFF, 0x0000_0001, 0xFF3B_30FF, 0x1234_ABCD, 0xFFFF_FFFF, 0x0A0B_0C0D] {
            #expect(cursorText { $0.color(Color(rgba)) } == "\"\(Color(rgba).hex)\"")
        }
    }

    /// The cursor's fixed-grid numbers print what the writer printed for the rounded doubles before: `geometry`
    /// as `number(LayoutResponseEncoder.geometry(_:))`, `time` as `number(AnimationResponseEncoder.time(_:))`, on
    /// ±0, ties at the last place (x.xxx5 and their neighbours), the 2^31-unit bound, tiny, huge and non-finite
    /// values, and 200,000 random doubles of every scale and bit pattern.
    @Test func fixedGridNumbersMatchWriter() {
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        values += [
            .greatestFiniteMagnitude, 1e-300, 0.0005, -0.0005, 0.00005, -0.00005, 0.0004999, 0.00049999999999999,
        ]
        values += [568.3335, 176.6665, 1.0005, 2.00049999999, -3.0005, 0.49995, 1e6 + 0.0005, 1e9, -1e9, 1e15, 1e300]
        values += [2_147_483.647, 2_147_483.6475, 2_147_483.648, 214_748.3647, 214_748.36475, 214_748.3648]
        values += [-2_147_483.647, -2_147_483.6475, -214_748.36475, 2_147_483_647, 4_294_967_296.5]
        for base in [0.0005, 0.00005, 1.2345, 568.3335] {
            values += [base.nextUp, base.nextDown, -base.nextUp, -base.nextDown]
        }
        var state: UInt64 = 0x6E1D
        for _ in 0..<200_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let scale = [1.0, 10, 1e3, 1e4, 1e6, 1e9, 1e12][Int(state >> 59) % 7]
            let uniform = Double(state >> 11) / Double(1 << 53)
            values.append((uniform - 0.5) * scale)
            // Values near the ties of a 3- or 4-decimal grid.
            values.append(((uniform - 0.5) * scale * 1_000).rounded(.down) / 1_000 + 0.0005)
            values.append(Double(bitPattern: state))
        }
        for value in values {
            #expect(cursorText { $0.geometry(value) } == writerText(LayoutResponseEncoder.geometry(value)), "\(value)")
            #expect(cursorText { $0.time(value) } == writerText(AnimationResponseEncoder.time(value)), "\(value)")
        }
    }

    /// What `write` puts through a cursor, as text.
    private func cursorText(_ write: (inout JSONCursor) -> Void) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: JSONCursor.maximumNumberLength + JSONCursor.colorLength, write)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// What the writer's own method writes for `value`.
    private func writerText(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.number(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
