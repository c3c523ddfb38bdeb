import Foundation
import Testing

@testable import SheetdKit

/// The cache of answers against a real sheetd: a repeated request is revalidated with a conditional GET and costs
/// a 304 without a body, a fresh one costs no request at all, and the cache keeps no more than its bound.
struct AnswerCacheLiveTests {
    static let seed = try! Data(contentsOf: JSONValues.packageRoot.appendingPathComponent("examples/seed.json"))

    func client(_ url: URL, revalidation: SheetdClient.Revalidation, cache: AnswerCache = AnswerCache())
        -> SheetdClient
    {
        var configuration = SheetdClient.Configuration(policy: .serverOnly)
        configuration.revalidation = revalidation
        return SheetdClient(baseURL: url, configuration: configuration, cache: cache)
    }

    /// The first answer comes by `GET ?request=` with the POST's bytes; asked again, it is revalidated with its
    /// `ETag` and the server answers 304 with no body.
    @Test func repeatedAnswerCostsA304() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let client = client(server.url, revalidation: .always)
        let first = try await client.answer(.layout, body: Self.seed)
        let second = try await client.answer(.layout, body: Self.seed)
        #expect(first.source == .server)
        #expect(first.body == server.post("/layout", Self.seed).body)
        #expect(second.source == .revalidated)
        #expect(second.body == first.body)
        let exchanges = server.exchanges
        #expect(exchanges.map(\.method) == ["GET", "GET"])
        #expect(exchanges.map(\.status) == [200, 304])
        #expect(exchanges[1].ifNoneMatch == first.entityTag)
        #expect(exchanges[1].bodyBytes == 0)
    }

    /// While the answer's `max-age` lasts (a day by default), it is used without asking the server.
    @Test func freshAnswerCostsNoRequest() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let client = client(server.url, revalidation: .whenStale)
        _ = try await client.answer(.layout, body: Self.seed)
        let again = try await client.answer(.layout, body: Self.seed)
        #expect(again.source == .cache)
        #expect(server.exchanges.count == 1)
    }

    /// The cache keeps at most its capacity, dropping the answer used least recently.
    @Test func cacheIsBounded() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let cache = AnswerCache(capacity: 2)
        let client = client(server.url, revalidation: .whenStale, cache: cache)
        let bodies = [390, 414, 430].map { Data(#"{"screen":{"width":\#($0)},"sheet":{"title":"t"}}"#.utf8) }
        for body in bodies { _ = try await client.answer(.layout, body: body) }
        #expect(cache.count == 2)
        #expect(try await client.answer(.layout, body: bodies[2]).source == .cache)
        #expect(try await client.answer(.layout, body: bodies[0]).source == .server)
        #expect(server.exchanges.count == 4)
    }

    /// A request too long for a GET URL goes as a POST, and so does every request to a sheetd that refuses GET
    /// (405): the answers are the same.
    @Test func postWhenGETDoesNotFit() async throws {
        let server = try LiveServer(refusingGET: true)
        defer { server.stop() }
        let client = client(server.url, revalidation: .always)
        let answer = try await client.answer(.layout, body: Self.seed)
        #expect(answer.body == server.post("/layout", Self.seed).body)
        _ = try await client.answer(.layout, body: Self.seed)
        #expect(server.exchanges.map(\.method) == ["GET", "POST", "POST"])

        let plain = try LiveServer()
        defer { plain.stop() }
        var configuration = SheetdClient.Configuration(policy: .serverOnly)
        configuration.maximumURLBytes = 64
        let short = SheetdClient(baseURL: plain.url, configuration: configuration)
        #expect(try await short.answer(.layout, body: Self.seed).source == .server)
        #expect(plain.exchanges.map(\.method) == ["POST"])
    }

    /// A GET's 4xx problem (here, an invalid request) carries its pointers as the POST's does.
    @Test func getProblemCarriesPointers() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        await #expect {
            _ = try await client(server.url, revalidation: .always).answer(
                .layout, body: Data(#"{"screen":{"width":-1},"sheet":{"title":"T"}}"#.utf8))
        } throws: { error in
            (error as? SheetdError)?.problem?.pointers == ["/screen/width"]
        }
        #expect(server.exchanges.map(\.method) == ["GET"])
    }
}
