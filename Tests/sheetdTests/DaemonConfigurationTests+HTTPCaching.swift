import Testing

@testable import sheetd

/// `--cache-max-age`: how long HTTP caches may reuse a GET form's answer.
extension DaemonConfigurationTests {
    /// One day by default; set by flag or variable, from 0 to 2^31 - 1 seconds (RFC 9111's delta-seconds).
    @Test func cacheMaxAge() throws {
        #expect(try #require(parsed([])).cacheMaxAge == 86_400)
        #expect(try #require(parsed(["--cache-max-age", "0"])).cacheMaxAge == 0)
        #expect(try #require(parsed([], ["CACHE_MAX_AGE": "3600"])).cacheMaxAge == 3600)
        #expect(try #require(parsed(["--cache-max-age=60"], ["CACHE_MAX_AGE": "3600"])).cacheMaxAge == 60)
        #expect(parsed(["--cache-max-age", "-1"]) == nil)
        #expect(parsed(["--cache-max-age", "2147483648"]) == nil)
    }
}
