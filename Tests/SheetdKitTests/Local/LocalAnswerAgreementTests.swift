import Foundation
import SheetdKitPreviews
import Testing

@testable import SheetdKit

/// The in-process answers are the daemon's: for 500 generated requests, and for every file of `examples/` on each
/// route, the client's local answer, its answer from a live sheetd, and `POST` to the service give the same bytes.
struct LocalAnswerAgreementTests {
    /// 500 generated layout requests: local, over HTTP, and the service's own answer agree byte for byte (a problem
    /// too, when a generated request is refused).
    @Test func generatedRequestsAgree() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let remote = server.postingClient
        let local = LiveServer.localClient
        var generator = RequestGenerator(seed: 18)
        var answered = 0
        for index in 0..<500 {
            let body = try SheetdClient.body(of: generator.request())
            let expected = server.post("/layout", body)
            let fromServer = await Self.outcome { try await remote.answer(.layout, body: body) }
            let fromLocal = await Self.outcome { try await local.answer(.layout, body: body) }
            let service = Outcome(status: expected.status, body: expected.body)
            #expect(fromServer == service, "request \(index): \(String(decoding: body, as: UTF8.self))")
            #expect(fromLocal == service, "request \(index): \(String(decoding: body, as: UTF8.self))")
            if expected.status == 200 { answered += 1 }
        }
        #expect(answered > 450)
    }

    /// Each example on `/layout`, `/animation` (every format) and `/preview` (SVG, through the opt-in
    /// SheetdKitPreviews): local equals the service.
    @Test func examplesAgreeOnEveryRoute() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let local = SheetdClient(
            baseURL: nil, configuration: SheetdClient.Configuration(policy: .localOnly), measurer: LiveServer.measurer,
            previews: .drawn)
        let directory = JSONValues.packageRoot.appendingPathComponent("examples")
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".json") {
            let body = try Data(contentsOf: directory.appendingPathComponent(file))
            let route: SheetRoute = file.hasPrefix("seed-") ? .animation : .layout
            let expected = server.post(route.rawValue, body)
            let answer = await Self.outcome { try await local.answer(route, body: body) }
            #expect(answer == Outcome(status: expected.status, body: expected.body), "\(file)")
            let expectedPreview = server.post("/preview", body, accept: "image/svg+xml")
            let preview = await Self.outcome { try await local.answer(.preview, body: body, accept: "image/svg+xml") }
            #expect(preview == Outcome(status: expectedPreview.status, body: expectedPreview.body), "\(file)")
        }
        let profiles = try await local.answer(.profiles)
        #expect(profiles.body == Data(server.service.respond(to: .init(method: "GET", path: "/profiles")).body))
    }

    /// Without SheetdKitPreviews an in-process preview is unavailable (the server draws it), and so is a PNG; the
    /// other routes still answer. A `serverFirst` client without a server reports the preview as unavailable too,
    /// rather than a wrong answer.
    @Test func previewsAreOptIn() async throws {
        let local = LiveServer.localClient
        let body = Data(#"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]}}"#.utf8)
        for route in [SheetRoute.preview, .previewPNG] {
            let outcome = await Self.outcome { try await local.answer(route, body: body) }
            guard case .failure(let description) = outcome else {
                Issue.record("\(route): \(outcome)")
                continue
            }
            #expect(description.contains("localUnavailable") && description.contains("SheetdKitPreviews"))
        }
        let layout = await Self.outcome { try await local.answer(.layout, body: body) }
        guard case .answer(let bytes) = layout, !bytes.isEmpty else {
            Issue.record("layout: \(layout)")
            return
        }
        let drawn = SheetdClient(
            baseURL: nil, configuration: SheetdClient.Configuration(policy: .localOnly), measurer: LiveServer.measurer,
            previews: .drawn)
        let png = try await drawn.answer(.previewPNG, body: body)
        #expect(png.contentType == "image/png" && png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// What a call gave: an answer's bytes, a problem, or another error.
    enum Outcome: Equatable {
        case answer(Data)
        case problem(ProblemDetails)
        case failure(String)

        /// What the service's own response is.
        init(status: Int, body: Data) {
            if status == 200 {
                self = .answer(body)
            } else if let problem = try? JSONDecoder().decode(ProblemDetails.self, from: body) {
                self = .problem(problem)
            } else {
                self = .failure("status \(status)")
            }
        }
    }

    /// What `call` gives.
    static func outcome(_ call: () async throws -> RawAnswer) async -> Outcome {
        do {
            return .answer(try await call().body)
        } catch let error as SheetdError {
            guard case .problem(let problem) = error else { return .failure("\(error)") }
            return .problem(problem)
        } catch {
            return .failure("\(error)")
        }
    }
}
