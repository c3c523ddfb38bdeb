import Testing

@testable import SheetService

/// Which answers the response cache admits: those whose request was seen `minimumUses` times.
struct CacheDoorkeeperTests {
    /// With one use required, every answer is admitted at once.
    @Test func oneUseAdmitsEverything() {
        var doorkeeper = CacheDoorkeeper(minimumUses: 1)
        let admitted = (0..<100).map { doorkeeper.admits($0 &* 7_919) }
        #expect(admitted.allSatisfy { $0 })
    }

    /// With n uses required, a request is admitted on its nth sighting, then forgotten.
    @Test(arguments: [2, 3, 5])
    func admitsOnTheNthUse(minimumUses: Int) {
        var doorkeeper = CacheDoorkeeper(minimumUses: minimumUses)
        let sightings = (1...minimumUses + 1).map { _ in doorkeeper.admits(0x5EED) }
        #expect(sightings == Array(repeating: false, count: minimumUses - 1) + [true, false])
    }

    /// Requests in different slots count separately; a new request in an occupied slot replaces
    /// the one there, which then starts over.
    @Test func slotsAreDirectMappedAndReplaced() {
        var doorkeeper = CacheDoorkeeper(minimumUses: 2, slotCount: 16)
        // 5 + 16 lands in 5's slot and replaces it, so 5 is seen for the first time again.
        let digests = [3, 4, 3, 4, 5, 5 + 16, 5, 5]
        let admitted = digests.map { doorkeeper.admits($0) }
        #expect(admitted == [false, false, true, true, false, false, false, true])
    }

    /// Digest 0 and negative digests are requests like any other.
    @Test func everyDigestValueWorks() {
        var doorkeeper = CacheDoorkeeper(minimumUses: 2)
        for digest in [0, -1, Int.min, Int.max] {
            let first = doorkeeper.admits(digest)
            let second = doorkeeper.admits(digest)
            #expect(!first && second, "digest \(digest)")
        }
    }
}
