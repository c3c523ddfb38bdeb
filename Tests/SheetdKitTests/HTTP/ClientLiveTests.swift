import Foundation
import Testing

@testable import SheetdKit

/// The client against a real sheetd on 127.0.0.1: answers, problems, retries on 503 and on a stopped server, and
/// the offline fallback. Waits go through a virtual clock, so nothing here depends on time.
@Suite(.serialized) struct ClientLiveTests {
    static let seed = try! Data(contentsOf: JSONValues.packageRoot.appendingPathComponent("examples/seed.json"))

    func client(
        _ url: URL, policy: SheetdClient.Policy = .serverOnly, time: VirtualTime = VirtualTime(), usesGET: Bool = false
    )
        -> SheetdClient
    {
        var configuration = SheetdClient.Configuration(policy: policy)
        configuration.usesGET = usesGET
        return SheetdClient(
            baseURL: url, configuration: configuration, measurer: LiveServer.measurer, environment: time.environment)
    }

    /// A layout comes from the server, byte for byte what `POST /layout` answers, and decodes.
    @Test func layoutIsTheServersAnswer() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let raw = try await client(server.url).answer(.layout, body: Self.seed)
        #expect(raw.source == .server)
        #expect(raw.body == server.post("/layout", Self.seed).body)
        let typed = try await client(server.url).layout(try JSONDecoder().decode(LayoutRequest.self, from: Self.seed))
        #expect(typed.element("action.0")?.text?.displayed == "へい")
    }

    /// `format: css` is asked of `/animation.css`, the contract's operation for it, and comes back as the CSS text
    /// that route answers; the JSON encodings go to `/animation`.
    @Test func cssAnimationIsAskedOfTheStyleSheetRoute() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let seed = try JSONDecoder().decode(LayoutRequest.self, from: Self.seed)
        let css = try await client(server.url).animation(AnimationRequest(seed, transition: .dismiss, format: .css))
        let lottie = try await client(server.url).animation(
            AnimationRequest(seed, transition: .dismiss, format: .lottie))
        #expect(server.exchanges.map(\.path) == ["/animation.css", "/animation"])
        guard case .css(let text) = css else {
            Issue.record("format css did not answer CSS: \(css)")
            return
        }
        var body = try JSONSerialization.jsonObject(with: Self.seed) as! [String: Any]
        body["transition"] = "dismiss"
        let expected = server.post("/animation.css", try JSONSerialization.data(withJSONObject: body))
        #expect(text == String(decoding: expected.body, as: UTF8.self))
        #expect(text.contains("@keyframes"))
        if case .css = lottie { Issue.record("format lottie answered CSS") }
    }

    /// An invalid request is a typed problem with every pointer, sent once: a 4xx is never retried, and never
    /// answered locally instead.
    @Test func invalidRequestIsAProblemWithItsPointers() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let time = VirtualTime()
        let body = Data(#"{"screen":{"width":-1,"scale":9},"sheet":{"actions":[{"title":"a","style":"nope"}]}}"#.utf8)
        await #expect {
            _ = try await client(server.url, policy: .serverFirst, time: time).answer(.layout, body: body)
        } throws: { error in
            guard let problem = (error as? SheetdError)?.problem, case .problem = error as? SheetdError else {
                return false
            }
            return problem.status == 422 && problem.knownType == .invalidRequest
                && Set(problem.pointers) == ["/screen/width", "/screen/scale", "/sheet/actions/0/style"]
        }
        #expect(server.exchanges.count == 1)
        #expect(time.sleeps.isEmpty)
    }

    /// A server answering 503 with `Retry-After: 2` is asked again after 2 s each time, and its answer is taken when
    /// it comes.
    @Test func overloadedServerIsRetriedAfterItsRetryAfter() async throws {
        let server = try LiveServer(answering503: 2, retryAfter: "2")
        defer { server.stop() }
        let time = VirtualTime()
        let raw = try await client(server.url, time: time).answer(.layout, body: Self.seed)
        #expect(raw.source == .server)
        #expect(server.exchanges.map(\.status) == [503, 503, 200])
        #expect(time.sleeps == [2, 2])
    }

    /// A server that keeps answering 503 is given up on after the policy's attempts, with its last problem.
    @Test func serverThatKeepsRefusingIsGivenUp() async throws {
        let server = try LiveServer(answering503: 100, retryAfter: "0")
        defer { server.stop() }
        let time = VirtualTime()
        await #expect {
            _ = try await client(server.url, time: time).answer(.layout, body: Self.seed)
        } throws: { error in
            guard case .unavailable(let attempts, _, let problem) = error as? SheetdError else { return false }
            return attempts == 4 && problem?.knownType == .overloaded
        }
        #expect(server.exchanges.count == 4)
        #expect(time.sleeps == [0.25, 0.5, 1])  // the backoff's caps, the jitter drawing the top
    }

    /// A `Retry-After` beyond the deadline ends the call at once rather than sleeping past it.
    @Test func retryAfterBeyondTheDeadlineGivesUp() async throws {
        let server = try LiveServer(answering503: 1, retryAfter: "120")
        defer { server.stop() }
        let time = VirtualTime()
        await #expect(throws: SheetdError.self) {
            _ = try await client(server.url, time: time).answer(.layout, body: Self.seed)
        }
        #expect(server.exchanges.count == 1)
        #expect(time.sleeps.isEmpty)
    }

    /// A stopped server is tried the policy's number of times, then reported unavailable (`serverOnly`).
    @Test func stoppedServerIsUnavailable() async throws {
        let url = try stoppedServerURL()
        let time = VirtualTime()
        await #expect {
            _ = try await client(url, time: time).answer(.layout, body: Self.seed)
        } throws: { error in
            guard case .unavailable(let attempts, _, _) = error as? SheetdError else { return false }
            return attempts == 4
        }
        #expect(time.sleeps.count == 3)
    }

    /// With `serverFirst`, a stopped server's answer is computed in-process: the same bytes the live server gives.
    @Test func stoppedServerFallsBackToTheSameAnswer() async throws {
        let server = try LiveServer()
        let expected = server.post("/layout", Self.seed).body
        server.stop()
        let raw = try await client(server.url, policy: .serverFirst).answer(.layout, body: Self.seed)
        #expect(raw.source == .local)
        #expect(raw.body == expected)
        guard case .unavailable(let attempts, _, _) = raw.fallback else {
            Issue.record("a fallback answer names the server's failure, got \(String(describing: raw.fallback))")
            return
        }
        #expect(attempts >= 1)
        let live = try LiveServer()
        defer { live.stop() }
        #expect(try await client(live.url, policy: .serverFirst).answer(.layout, body: Self.seed).fallback == nil)
    }

    /// Durations in messages are rounded: `9.2 s`, not `9.247640483000001 s`.
    @Test func durationsAreRounded() {
        #expect(SheetdClient.seconds(9.247640483000001) == "9.2 s")
        #expect(SheetdClient.seconds(30) == "30 s")
        #expect(SheetdClient.seconds(0.25) == "0.25 s")
        #expect(SheetdClient.seconds(0.1 + 0.2) == "0.3 s")
    }

    /// An attempt that outlasts its timeout is abandoned and counted as a failure to reach the server.
    @Test func stalledServerTimesOut() async throws {
        let server = try LiveServer(delay: 2)
        defer { server.stop() }
        var configuration = SheetdClient.Configuration(policy: .serverOnly)
        configuration.timeout = 0.2
        configuration.retry = .never
        configuration.usesGET = false
        let client = SheetdClient(baseURL: server.url, configuration: configuration)
        await #expect {
            _ = try await client.answer(.layout, body: Self.seed)
        } throws: { error in
            guard case .unavailable(1, let reason, nil) = error as? SheetdError else { return false }
            return reason == "timed out after 0.2 s"
        }
    }

    /// With `serverFirst` and no measurer to compute with, the server's failure is what the caller hears.
    @Test func serverFirstWithoutLocalReportsTheServer() async throws {
        let url = try stoppedServerURL()
        let local = LocalAnswers(measurer: nil) { () throws(SheetdError) -> any TextMeasuring in
            throw .localUnavailable("no fonts in this test")
        }
        let client = SheetdClient(
            baseURL: url, configuration: SheetdClient.Configuration(policy: .serverFirst), local: local,
            environment: VirtualTime().environment)
        await #expect {
            _ = try await client.answer(.layout, body: Self.seed)
        } throws: { error in
            if case .unavailable = error as? SheetdError { return true }
            return false
        }
    }

    /// Cancelling the calling task while it waits to retry ends the call with `.cancelled`.
    @Test func cancellationEndsTheWait() async throws {
        let url = try stoppedServerURL()
        let environment = RetryEnvironment(
            now: { 0 }, sleep: { _ in try await Task.sleep(for: .seconds(3600)) }, random: { $0.upperBound })
        let client = SheetdClient(
            baseURL: url, configuration: SheetdClient.Configuration(policy: .serverOnly), environment: environment)
        let task = Task { try await client.answer(.layout, body: Self.seed) }
        task.cancel()
        await #expect {
            _ = try await task.value
        } throws: { error in
            (error as? SheetdError) == .cancelled
        }
    }
}
