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

    /// A value, its places, and the text the answer's own rounding (`(value × 10^places).rounded() / 10^places`,
    /// printed shortest) gives.
    static let roundings: [(Double, Int, String)] = [
        (0.917948717948718, 6, "0.917949"), (0.958974358974359, 6, "0.958974"), (8.000000000000002, 3, "8"),
        (7.9995, 3, "8"), (0.0005, 3, "0.001"), (-0.0004, 3, "0"), (-0.0, 6, "0"), (-2.5, 0, "-3"),
        (-12.3456, 2, "-12.35"), (0.05, 6, "0.05"), (1.000001, 6, "1.000001"), (753, 3, "753"), (421.68, 3, "421.68"),
    ]

    @Test("rounds as the answer's members do, without trailing zeros", arguments: roundings)
    func rounded(_ value: Double, _ places: Int, _ text: String) {
        #expect(sentence(.text("by "), .rounded(value, places: places), .text(" pt")) == "by \(text) pt")
        let power = [1.0, 10, 100, 1_000, 10_000, 100_000, 1_000_000][places]
        let shortest = (value * power).rounded() / power
        #expect(format(shortest == 0 ? 0 : shortest) == text)
    }

    @Test("a number too large or not finite to round is written as format(_:) writes it")
    func unroundable() {
        for value in [1e300, -1e300, Double.infinity, Double.nan] {
            #expect(sentence(.rounded(value, places: 6)) == format(value))
        }
    }
}
