import LayoutCore
import Testing

@testable import TextShaping

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Timings and memory of the measurer, printed (never asserted: machines differ). Run with
/// `SHEETD_TEXT_BENCH=1 swift test -c release --filter TextShapingTests.MeasurerBenchmark`.
@Suite(.enabled(if: getenv("SHEETD_TEXT_BENCH") != nil, "set SHEETD_TEXT_BENCH=1 to run"))
struct MeasurerBenchmark {
    static let latin = "Are you sure you want to delete 3 items?"
    static let japanese = "この写真をすべてのデバイスから削除しますか？この操作は取り消すことができません。"

    /// Prints nanoseconds per call for cold (no result cache) and cached measurements of 40
    /// characters at 13 pt in 342 pt, and the resident memory the fonts add.
    @Test func printTimings() throws {
        #expect(Self.latin.count == 40)
        #expect(Self.japanese.count == 40)
        let before = Self.residentKilobytes()
        let cold = try HarfBuzzTextMeasurer(cacheCapacity: 0)
        let afterLoad = Self.residentKilobytes()
        let cached = try HarfBuzzTextMeasurer()
        let font = FontSpec(size: 13, weight: .regular)
        for (name, text) in [("Latin", Self.latin), ("Japanese", Self.japanese)] {
            let coldWrap = Self.nanoseconds(iterations: 20_000) { _ = cold.wrap(text, font: font, maxWidth: 342) }
            let coldWidth = Self.nanoseconds(iterations: 20_000) { _ = cold.singleLineWidth(of: text, font: font) }
            let hit = Self.nanoseconds(iterations: 200_000) { _ = cached.wrap(text, font: font, maxWidth: 342) }
            print(
                "bench \(name) 40 chars 13 pt: wrap cold \(coldWrap) ns, singleLineWidth cold \(coldWidth) ns, wrap cached \(hit) ns"
            )
        }
        let open = Self.nanoseconds(iterations: 2_000) { _ = try? BreakIterators.open(locale: "ja@lb=strict") }
        let prototype = try BreakIterators.open(locale: "ja@lb=strict")
        let clone = Self.nanoseconds(iterations: 2_000) { _ = prototype.clone() }
        print("bench ICU iterators (line + grapheme): open+close \(open) ns, clone+close \(clone) ns")
        let afterUse = Self.residentKilobytes()
        print("bench RSS: \(before) kB before fonts, \(afterLoad) kB after loading, \(afterUse) kB after measuring")
        print("bench fonts: \(cold.fontFiles.joined(separator: ", "))")
    }

    /// The best of five rounds, in nanoseconds per iteration.
    static func nanoseconds(iterations: Int, _ body: () -> Void) -> Int {
        for _ in 0..<(iterations / 10) { body() }
        var best = Duration.seconds(1_000)
        for _ in 0..<5 {
            let elapsed = ContinuousClock().measure {
                for _ in 0..<iterations { body() }
            }
            best = min(best, elapsed)
        }
        let (seconds, attoseconds) = best.components
        return Int((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
    }

    /// The resident set size from /proc/self/statm ("total resident ..." in pages), in kB; 0
    /// where there is no /proc.
    static func residentKilobytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return 0 }
        let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
    }
}
