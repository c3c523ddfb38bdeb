import HTTPMessages
import Testing

@testable import SheetService

/// With an admin listener, `/metrics` is served there only and the clients' routes on the main listener only;
/// the probes answer on both. Without one, every route is served as before.
struct ListenerTests {
    let harness = ServiceHarness()

    func status(_ method: String, _ path: String, on listener: Listener) -> Int {
        harness.service.respond(to: HTTPRequest(method: method, path: path), on: listener).status
    }

    /// `/metrics` answers on the admin listener and on the only one, and is not found on the main one.
    @Test func metricsIsOnTheAdminListenerOnly() {
        #expect(status("GET", "/metrics", on: .admin) == 200)
        #expect(status("HEAD", "/metrics", on: .admin) == 200)
        #expect(status("GET", "/metrics", on: .only) == 200)
        #expect(status("GET", "/metrics", on: .main) == 404)
        #expect(status("HEAD", "/metrics", on: .main) == 404)
    }

    /// The probes answer on every listener: the main port's are the ones Kubernetes calls.
    @Test(arguments: Listener.allCases)
    func probesAnswerEverywhere(listener: Listener) {
        #expect(status("GET", "/healthz", on: listener) == 200)
        #expect(status("GET", "/readyz", on: listener) == 200)
    }

    /// The clients' routes are not found on the admin listener, so it serves nothing a client could load it with.
    @Test func clientRoutesAreNotOnTheAdminListener() {
        for route in Route.all where route.exposure == .main {
            #expect(status(route.methods[0], route.path, on: .admin) == 404, "\(route.path)")
            #expect(status(route.methods[0], route.path, on: .main) != 404, "\(route.path)")
        }
    }

    /// Each listener's 404 names its own routes, so the main port never mentions `/metrics`.
    @Test func notFoundListsTheListenersRoutes() throws {
        let main = try harness.service.respond(to: HTTPRequest(method: "GET", path: "/metrics"), on: .main).json()
        #expect(
            main["detail"]
                == """
                No resource at "/metrics". Endpoints: POST /layout, POST /animation, POST /animation.css, POST /preview, \
                POST /preview.png, GET /playground, GET /profiles, GET /healthz, GET /readyz, GET /openapi.yaml.
                """)
        let admin = try harness.service.respond(to: HTTPRequest(method: "POST", path: "/layout"), on: .admin).json()
        #expect(admin["detail"] == #"No resource at "/layout". Endpoints: GET /healthz, GET /readyz, GET /metrics."#)
    }

    /// Together the main and admin listeners serve exactly the routes of the only listener.
    @Test func mainAndAdminTogetherServeEveryRoute() {
        for route in Route.all {
            #expect(route.isServed(on: .only))
            #expect(route.isServed(on: .main) || route.isServed(on: .admin), "\(route.path)")
        }
    }

    /// A refused request to `/metrics` on the main listener is counted under `unmatched`, as it would be answered.
    @Test func rejectionsAreCountedUnderTheListenersRoute() {
        _ = harness.service.respond(to: .overloaded, for: HTTPRequest(method: "GET", path: "/metrics"), on: .main)
        let page = harness.service.respond(to: HTTPRequest(method: "GET", path: "/metrics"), on: .admin).text
        #expect(page.contains(#"sheetd_http_requests_total{route="unmatched",method="GET",status="503"} 1"#))
    }
}
