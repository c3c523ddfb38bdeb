import StrictJSON
import Testing

@Suite("Timing")
struct TimingTests {
    /// Prints how long parsing and writing the contract example take; asserts nothing about time.
    /// Meaningful only in release: `swift test -c release --filter StrictJSONTests.TimingTests`.
    @Test func printsTiming() throws {
        let request = utf8(exampleLayoutRequest)
        let compact = utf8(written(try JSONParser.parse(request)))
        let iterations = 20_000
        let clock = ContinuousClock()
        var sink = 0

        func microseconds(_ body: () throws -> Void) rethrows -> Double {
            let start = clock.now
            for _ in 0..<iterations {
                try body()
            }
            let elapsed = (clock.now - start).components
            return (Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) * 1e-12) / Double(iterations)
        }

        let parseRequest = try microseconds { sink &+= try JSONParser.parse(request).objectValue?.count ?? 0 }
        let parseCompact = try microseconds { sink &+= try JSONParser.parse(compact).objectValue?.count ?? 0 }
        let value = try JSONParser.parse(request)
        let write = microseconds {
            var writer = JSONWriter(capacity: 1_024)
            writer.write(value)
            sink &+= writer.bytes.count
        }
        print(
            "StrictJSON timing: parse \(request.count) B request \(parseRequest) µs,",
            "parse \(compact.count) B compact \(parseCompact) µs, write \(write) µs (sink \(sink))")
        #expect(sink > 0)
    }
}
