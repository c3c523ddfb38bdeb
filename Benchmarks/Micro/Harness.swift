#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny benchmark harness: warm-up, then several timed runs of many iterations; reports the
/// median run (and the fastest and slowest) in nanoseconds per operation.
struct Harness {
    /// One benchmark's result.
    struct Result {
        var name: String
        var iterations: Int
        var medianNanoseconds: Double
        var minNanoseconds: Double
        var maxNanoseconds: Double
    }

    /// One resident-memory figure, reported beside the timings.
    struct MemoryFigure {
        var name: String
        var kilobytes: Int
    }

    /// Timed runs per benchmark; the median of them is reported.
    var runs = 7
    /// Wall time each run aims at; iterations are calibrated from the warm-up to reach it.
    var targetRunNanoseconds = 60_000_000.0
    private(set) var results: [Result] = []
    private(set) var memoryFigures: [MemoryFigure] = []

    /// Measures `body` and records the result under `name`.
    @discardableResult
    mutating func measure(_ name: String, _ body: () -> Void) -> Result {
        // Warm-up: at least 20 ms and 50 calls, which also fills every cache the body uses.
        var calls = 0
        let warmStart = Self.now()
        while calls < 50 || Self.now() - warmStart < 20_000_000 {
            body()
            calls += 1
        }
        let perCall = Double(Self.now() - warmStart) / Double(calls)
        let iterations = max(10, Int(targetRunNanoseconds / max(perCall, 1)))
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = Self.now()
            for _ in 0..<iterations { body() }
            samples.append(Double(Self.now() - start) / Double(iterations))
        }
        samples.sort()
        let result = Result(
            name: name, iterations: iterations, medianNanoseconds: samples[samples.count / 2],
            minNanoseconds: samples.first!, maxNanoseconds: samples.last!)
        results.append(result)
        let line =
            "\(name.padded(58)) \(Self.format(result.medianNanoseconds).leftPadded(10)) ns/op  "
            + "[\(Self.format(result.minNanoseconds)) – \(Self.format(result.maxNanoseconds))]  × \(iterations)"
        print(line)
        return result
    }

    /// Records a resident-memory figure under `name`.
    mutating func record(_ name: String, kilobytes: Int) {
        memoryFigures.append(MemoryFigure(name: name, kilobytes: kilobytes))
        print("\(name.padded(58)) \(String(kilobytes).leftPadded(10)) kB")
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 100 ? String(Int(nanoseconds.rounded())) : String((nanoseconds * 10).rounded() / 10)
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
