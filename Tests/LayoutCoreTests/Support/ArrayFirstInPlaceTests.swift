import Testing

@testable import LayoutCore

/// `Array.firstInPlace(where:)` answers as `first(where:)` does.
struct ArrayFirstInPlaceTests {
    @Test func findsTheFirstMatchOrNothing() {
        let words = ["sheet", "title", "action", "title", "dimming"]
        for wanted in ["sheet", "title", "action", "dimming", "cancel"] {
            #expect(words.firstInPlace { $0.pointee == wanted } == words.first { $0 == wanted })
        }
        let pairs = [(1, "a"), (2, "b"), (2, "c")]
        #expect(pairs.firstInPlace { $0.pointee.0 == 2 }?.1 == "b")
        #expect([String]().firstInPlace { _ in true } == nil)
    }
}
