import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The encoders' own arithmetic, used instead of library calls for speed, gives the same values.
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

    /// On the pixel grids and beyond, the cursor prints the rounded value as the writer's documented rules say,
    /// checked against `description` rather than the writer's own fast paths: every multiple of 1/3, 1/2 and 1 up to
    /// ±30,000 (integer parts of one to five digits, the eight-digit conversion and the longer path), multiples of
    /// 1/60 as keyframe times, ±0, values near the 2^31-unit bound, large and huge values, and values off the grid.
    @Test func gridNumbersMatchDescribedText() {
        var values: [Double] = [0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 1e-300, -1e-300, 9_999.9995, 9_999.9994]
        values += [2_147_483.647, -2_147_483.647, 2_147_483.6474, 2_147_484, 1e7 / 3, 1e9 / 3, 1e15 / 3, 1e20 / 3]
        for numerator in -90_000...90_000 {
            values.append(Double(numerator) / 3)
            values.append(Double(numerator) / 2)
            if numerator % 3 == 0 {
                values.append(Double(numerator / 3))
            }
        }
        var state: UInt64 = 0x6121D
        for _ in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let numerator = Double(Int64(bitPattern: state) >> 30)  // Up to ±2^33.
            values.append(numerator / 3)
            values.append(numerator / 60)
            values.append(Double(bitPattern: state))
        }
        for value in values {
            #expect(
                cursorText { $0.geometry(value) } == describedText(LayoutResponseEncoder.geometry(value)), "\(value)")
        }
        for numerator in -3_600...3_600 {
            let value = Double(numerator) / 60
            #expect(cursorText { $0.time(value) } == describedText(AnimationResponseEncoder.time(value)), "\(value)")
        }
    }

    /// The cursor's colour is `Color.hex`, quoted, for 10,000 random colours.
    @Test func cursorColorIsColorHexForRandomColors() {
        var state: UInt64 = 0xC010
        for _ in 0..<10_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let color = Color(UInt32(truncatingIfNeeded: state >> 32))
            #expect(cursorText { $0.color(color) } == "\"\(color.hex)\"")
        }
    }

    /// What `number` writes by its documented rules, from `description`: integral values below 2^53 as integers, −0
    /// as 0, other finite values as `description` prints them less a trailing ".0", and `null` for the rest.
    private func describedText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.magnitude < 0x1p53, value == value.rounded(.towardZero) {
            return String(Int64(value))
        }
        var text = value.description
        if text.hasSuffix(".0") {
            text.removeLast(2)
        }
        return text
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
