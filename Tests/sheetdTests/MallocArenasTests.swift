import Glibc
import Testing

@testable import sheetd

/// The daemon limits glibc to two malloc arenas unless the operator chose a number.
struct MallocArenasTests {
    @Test func twoArenasByDefault() {
        #expect(MallocArenas.limit(environment: [:]) == 2)
        #expect(MallocArenas.limit(environment: ["PORT": "9000"]) == 2)
    }

    /// Whether AddressSanitizer replaced malloc in this process (its `mallopt` refuses everything).
    static let mallocIsReplaced = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

    /// glibc takes the setting (mallopt returns 1); the test process keeps two arenas, harmlessly.
    @Test(.disabled(if: mallocIsReplaced, "AddressSanitizer's malloc has no arenas"))
    func glibcAcceptsTheLimit() {
        #expect(MallocArenas.apply(environment: [:]))
        #expect(!MallocArenas.apply(environment: ["MALLOC_ARENA_MAX": "4"]))
    }

    @Test func theOperatorsSettingWins() {
        #expect(MallocArenas.limit(environment: ["MALLOC_ARENA_MAX": "8"]) == nil)
        #expect(MallocArenas.limit(environment: ["MALLOC_ARENA_MAX": ""]) == nil)
    }
}
