import HTTPMessages
import LayoutCore
import Locking
import Testing

@testable import SheetService

/// SheetService times each computation around its SheetAnswers call (SheetService+Answers.swift): one clock reading
/// before the call and one after, the reading of the request outside, and only answers that were computed.
struct ComputeTimingTests {
    /// A service whose clock moves 1 ms at each reading, so a computation timed by two consecutive readings lasts
    /// exactly 1 ms.
    static func service() -> SheetService {
        let clock = LockedValue<UInt64>(0)
        let environment = ServiceEnvironment(
            monotonicNanoseconds: {
                clock.withLock {
                    $0 += 1_000_000
                    return $0
                }
            },
            timestamp: { "" }, accessLog: AccessLog(format: .off) { _ in })
        return SheetService(measurer: FixedMetricsMeasurer(), environment: environment)
    }

    /// The `sheetd_compute_duration_seconds` lines of `kind`: its count and sum.
    static func series(_ page: String, kind: String) -> (count: String?, sum: String?) {
        let lines = page.split(separator: "\n")
        func value(_ name: String) -> String? {
            lines.first { $0.hasPrefix("sheetd_compute_duration_seconds_\(name){kind=\"\(kind)\"}") }
                .map { String($0.split(separator: " ").last ?? "") }
        }
        return (value("count"), value("sum"))
    }

    @Test func eachComputingRouteIsTimedOnceAroundItsCall() {
        let service = Self.service()
        let sheet = #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]}}"#
        let moving = #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]},"transition":"present"}"#
        func post(_ path: String, _ json: String, accept: String? = nil) -> Int {
            var headers: HTTPHeaders = ["Content-Type": "application/json"]
            if let accept { headers.append(name: "Accept", value: accept) }
            return service.respond(
                to: HTTPRequest(method: "POST", path: path, headers: headers, body: Array(json.utf8))
            ).status
        }
        #expect(post("/layout", sheet) == 200)
        #expect(post("/layout", #"{"screen":{"width":-1},"sheet":{"actions":[{"title":"OK"}]}}"#) == 422)
        #expect(post("/layout", "{") == 400)
        #expect(post("/animation", moving) == 200)
        #expect(post("/animation.css", moving) == 200)
        #expect(post("/preview", sheet, accept: "image/svg+xml") == 200)
        #expect(post("/preview", moving, accept: "image/png") == 406)
        #expect(post("/preview.png", sheet) == 200)
        let page = String(
            decoding: service.respond(to: HTTPRequest(method: "GET", path: "/metrics")).body, as: UTF8.self)
        // A refused request is not a computation: only the answered ones count, each exactly one clock step.
        #expect(Self.series(page, kind: "layout") == ("1", "0.001"))
        #expect(Self.series(page, kind: "animation") == ("2", "0.002"))
        #expect(Self.series(page, kind: "preview") == ("2", "0.002"))
    }
}
