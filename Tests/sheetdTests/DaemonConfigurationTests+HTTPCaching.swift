import SheetService
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

/// `--cors-origins`: the origins whose pages may read answers.
extension DaemonConfigurationTests {
    /// None by default; a comma list or `*` by flag or variable; an entry that is not an origin is refused.
    @Test func corsOrigins() throws {
        #expect(try #require(parsed([])).cors == .none)
        let listed = try #require(parsed(["--cors-origins", "https://a.example,http://127.0.0.1:8000"]))
        #expect(listed.cors.origins == ["https://a.example", "http://127.0.0.1:8000"])
        #expect(try #require(parsed([], ["CORS_ORIGINS": "*"])).cors.allowsAnyOrigin)
        #expect(parsed(["--cors-origins", "a.example"]) == nil)
    }
}
