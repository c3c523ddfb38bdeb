import Dispatch
import LayoutCore
import Locking
import Testing

@testable import TextShaping

/// One measurer serves many threads at once with the results one thread gets alone.
struct ConcurrencyTests {
    static let texts = [
        "Are you sure you want to delete 3 items?", "この写真をすべてのデバイスから削除しますか？この操作は取り消すことができません。",
        "Mixed 日本語 and English 👍🏽 text", "שלום עולם", "مرحبا بالعالم", "Cancel", "",
        String(repeating: "abcdefghij", count: 4),
    ]
    static let fonts = [
        FontSpec(size: 13, weight: .regular), FontSpec(size: 13, weight: .semibold),
        FontSpec(size: 21, weight: .regular),
    ]
    static let widths = [80.0, 342]

    struct Request {
        var text: String
        var font: FontSpec
        var maxWidth: Double
    }

    static let requests: [Request] = texts.flatMap { text in
        fonts.flatMap { font in widths.map { Request(text: text, font: font, maxWidth: $0) } }
    }

    /// Concurrent `wrap` and `singleLineWidth` calls, through a cache small enough to evict all
    /// the time and without a cache, equal the results of a measurer used sequentially.
    @Test(arguments: [0, 8])
    func concurrentResultsEqualSequentialOnes(cacheCapacity: Int) throws {
        let sequential = try HarfBuzzTextMeasurer(cacheCapacity: 0)
        let expected = Self.requests.map { sequential.wrap($0.text, font: $0.font, maxWidth: $0.maxWidth) }
        let expectedWidths = Self.requests.map { sequential.singleLineWidth(of: $0.text, font: $0.font) }

        let shared = try HarfBuzzTextMeasurer(cacheCapacity: cacheCapacity)
        let iterations = Self.requests.count * 8
        let results = LockedValue([TextMeasurement?](repeating: nil, count: iterations))
        let widths = LockedValue([Double](repeating: -1, count: iterations))
        DispatchQueue.concurrentPerform(iterations: iterations) { iteration in
            let request = Self.requests[iteration % Self.requests.count]
            let measured = shared.wrap(request.text, font: request.font, maxWidth: request.maxWidth)
            let width = shared.singleLineWidth(of: request.text, font: request.font)
            results.withLock { $0[iteration] = measured }
            widths.withLock { $0[iteration] = width }
        }
        let (measured, measuredWidths) = (results.withLock { $0 }, widths.withLock { $0 })
        for iteration in 0..<iterations {
            #expect(measured[iteration] == expected[iteration % Self.requests.count])
            #expect(measuredWidths[iteration] == expectedWidths[iteration % Self.requests.count])
        }
        let statistics = shared.cacheStatistics
        // One lookup per singleLineWidth; one or two per wrap (a text that fits is answered
        // from its single-line width, one that does not is then looked up wrapped).
        let wrapsOverOneLine = (0..<iterations).filter { expected[$0 % Self.requests.count].lines.count > 1 }.count
        #expect(statistics.hits + statistics.misses >= iterations * 2 + wrapsOverOneLine)
        #expect(statistics.hits + statistics.misses <= iterations * 3)
        #expect(statistics.entryCount <= cacheCapacity)
    }
}
