import Dispatch
import Locking
import Testing

@testable import SheetService

/// The bounded buffer between the threads that log and the one that writes: order, completeness, dropping
/// instead of blocking, and the writer thread's flushes.
@Suite(.timeLimit(.minutes(1)))
struct LogBufferTests {
    /// What a buffer wrote, batch by batch; `batches` is signalled after each one.
    final class Output: Sendable {
        private let bytes = LockedValue<[UInt8]>([])
        let batches = DispatchSemaphore(value: 0)

        func take(_ batch: UnsafeRawBufferPointer) {
            bytes.withLock { $0.append(contentsOf: batch) }
            batches.signal()
        }

        var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
        var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    /// Nothing is written before a flush; then every line, whole and in the order appended, each with a newline.
    @Test func flushWritesLinesInOrder() {
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 1 << 16) { output.take($0) }
        let lines = (0..<500).map { #"{"n":\#($0),"message":"request é"}"# }
        for line in lines { #expect(buffer.append(line)) }
        #expect(output.text.isEmpty)
        buffer.flush()
        #expect(output.text == lines.joined(separator: "\n") + "\n")
        #expect(buffer.droppedLines == 0)
    }

    /// A line that does not fit is dropped and counted, the lines before it stay whole, and a flush makes room.
    @Test func fullBufferDropsAndCounts() {
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 64) { output.take($0) }
        let kept = (0..<6).map { "line \($0)..." }  // 9 bytes and a newline each: six fill 60 of the 64
        for line in kept { #expect(buffer.append(line)) }
        #expect(!buffer.append("line 6..."))
        #expect(!buffer.append(String(repeating: "x", count: 100)))
        #expect(buffer.droppedLines == 2)
        buffer.flush()
        #expect(output.lines == kept.map { Substring($0) })
        #expect(buffer.append("after"))
        buffer.flush()
        #expect(output.lines.last == "after")
        #expect(buffer.prometheusText.contains("\nsheetd_log_dropped_lines_total 2\n"))
    }

    /// While the output is stuck in a write (a reader that stopped reading stdout), appending goes on without
    /// waiting: lines are kept until the buffer is full, then dropped and counted.
    @Test func stuckOutputDoesNotBlockAppending() {
        let release = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 100) { batch in
            entered.signal()
            release.wait()
            output.take(batch)
        }
        buffer.append("first")
        let flushed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            buffer.flush()
            flushed.signal()
        }
        entered.wait()
        var accepted = 0
        for index in 0..<50 where buffer.append("line \(index)") { accepted += 1 }
        #expect(accepted == 13)  // "line 0"…"line 9" take 7 bytes each, "line 10"… 8: 70 + 3 × 8 ≤ 100
        #expect(buffer.droppedLines == 37)
        release.signal()
        flushed.wait()
        release.signal()
        buffer.flush()
        #expect(output.lines.count == 14)
        #expect(output.lines.first == "first" && output.lines.last == "line 12")
    }

    /// `stop()` writes every line before it returns, with a writer whose interval would not come round in the test.
    @Test func stopWritesEverything() {
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 1 << 20, flushInterval: .seconds(3600)) { output.take($0) }
        buffer.start()
        for index in 0..<1000 { buffer.append("line \(index)") }
        buffer.stop()
        #expect(output.lines == (0..<1000).map { Substring("line \($0)") })
    }

    /// The writer thread writes a lone line when its interval is up, without a flush from the test.
    @Test func writerFlushesOnItsInterval() {
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 1 << 20, flushInterval: .milliseconds(5)) { output.take($0) }
        buffer.start()
        defer { buffer.stop() }
        buffer.append("alone")
        #expect(output.batches.wait(timeout: .now() + 30) == .success)
        #expect(output.lines == ["alone"])
    }

    /// Once a quarter of the buffer is in use the writer is woken at once, long before its interval.
    @Test func writerWakesAtAQuarter() {
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 400, flushInterval: .seconds(3600)) { output.take($0) }
        buffer.start()
        defer { buffer.stop() }
        for index in 0..<10 { buffer.append("line \(index)...") }  // 10 × 10 bytes: a quarter of 400
        #expect(output.batches.wait(timeout: .now() + 30) == .success)
        #expect(output.lines.count == 10)
    }

    /// Threads appending at once while the writer runs: every line arrives whole, each thread's in its order.
    @Test func concurrentAppendsStayWholeAndOrdered() {
        let output = Output()
        let buffer = LogBuffer(capacityBytes: 1 << 22, flushInterval: .milliseconds(1)) { output.take($0) }
        buffer.start()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<2000 { buffer.append("t\(thread) \(index) " + String(repeating: "x", count: index % 50)) }
        }
        buffer.stop()
        var next = [Int](repeating: 0, count: 4)
        for line in output.lines {
            let parts = line.split(separator: " ")
            let thread = Int(parts[0].dropFirst())!
            #expect(Int(parts[1]) == next[thread])
            #expect(parts.count == 2 || parts[2].count == next[thread] % 50)
            next[thread] += 1
        }
        #expect(next == [2000, 2000, 2000, 2000])
        #expect(buffer.droppedLines == 0)
    }
}
