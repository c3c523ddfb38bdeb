import Dispatch
import HTTPMessages
import Locking
import Testing

@testable import SheetService

/// Generated request ids are unique within the process and always 16 hexadecimal digits.
struct RequestIDsTests {
    @Test func generatedIDsAreDistinctAcrossThreads() {
        let seen = LockedValue(Set<String>())
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            var mine: [String] = []
            for _ in 0..<5_000 { mine.append(RequestIDs.generate()) }
            seen.withLock { $0.formUnion(mine) }
        }
        let ids = seen.withLock { $0 }
        #expect(ids.count == 20_000)
        #expect(ids.allSatisfy { $0.utf8.count == 16 && $0.allSatisfy { "0123456789abcdef".contains($0) } })
    }

    @Test func hexadecimalKeepsLeadingZeros() {
        #expect(RequestIDs.hexadecimal(0) == "0000000000000000")
        #expect(RequestIDs.hexadecimal(0xAB) == "00000000000000ab")
        #expect(RequestIDs.hexadecimal(.max) == "ffffffffffffffff")
    }

    /// Consecutive counters differ in about half their bits after mixing (no visible sequence).
    @Test func mixingSpreadsConsecutiveCounters() {
        let flipped = (0..<1_000).map { (RequestIDs.mix(UInt64($0)) ^ RequestIDs.mix(UInt64($0) + 1)).nonzeroBitCount }
        let mean = Double(flipped.reduce(0, +)) / Double(flipped.count)
        #expect(abs(mean - 32) < 2)
    }

    @Test func saneClientIDsAreEchoedAndOthersReplaced() {
        #expect(RequestIDs.isSane("abc-123"))
        #expect(!RequestIDs.isSane(""))
        #expect(!RequestIDs.isSane("has space"))
        #expect(!RequestIDs.isSane("quote\""))
        #expect(!RequestIDs.isSane(String(repeating: "a", count: 129)))
        let request = HTTPRequest(method: "GET", path: "/healthz", headers: ["X-Request-Id": "trace-7"])
        #expect(RequestIDs.id(for: request) == "trace-7")
    }
}
