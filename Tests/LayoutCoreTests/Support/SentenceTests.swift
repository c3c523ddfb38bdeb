import Testing

@testable import LayoutCore

@Suite("sentence(_:)")
struct SentenceTests {
    /// Every kind of number `format(_:)` meets: integers of each sign and length, -0, fractions, scales, huge and
    /// tiny values, and the non-finite ones.
    static let numbers: [Double] = [
        0, -0.0, 1, 8, 10, 47.33, 390, 844, -116, 1_000_000, 0.958974358974359, 0.9179487179487179, 1e-7, 123_456.789,
        999_999_999_999_999, 1e15, -1e15, 1e300, .infinity, -.infinity, .nan, 2.5, -0.5,
    ]

    @Test("writes each number as format(_:) does, between literal text", arguments: numbers)
    func matchesTheInterpolation(_ value: Double) {
        let made = sentence(.text("scaled by "), .number(value), .text(" × "), .number(-value), .text(" pt"))
        #expect(made == "scaled by \(format(value)) × \(format(-value)) pt")
    }

    @Test("a sentence of text alone, or of a number alone")
    func singleParts() {
        #expect(
            sentence(.text("a compact height: the sheet goes full screen"))
                == "a compact height: the sheet goes full screen")
        #expect(sentence(.number(753)) == "753")
        #expect(sentence() == "")
    }
}
