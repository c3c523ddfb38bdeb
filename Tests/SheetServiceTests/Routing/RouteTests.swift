import HTTPMessages
import Testing

@testable import SheetService

/// The route table against the spec it serves and the answers it drives.
struct RouteTests {
    let harness = ServiceHarness()

    /// Every path of the served `openapi.yaml` with its methods is a route with those methods, and the other way
    /// round.
    @Test func tableMatchesTheSpec() {
        let table = Dictionary(uniqueKeysWithValues: Route.all.map { ($0.path, Set($0.methods)) })
        let spec = Self.operations(in: harness.get("/openapi.yaml").text)
        for path in Set(table.keys).union(spec.keys).sorted() {
            #expect(
                table[path] == spec[path],
                "\(path): Route.all has \(table[path]?.sorted() ?? []), openapi.yaml \(spec[path]?.sorted() ?? [])")
        }
    }

    /// The reader takes the `paths:` keys and their operations only, and lets a GET imply HEAD.
    @Test func readerTakesPathsAndMethods() {
        let yaml = """
            openapi: 3.1.0
            paths:
              /a:
                post:
                  summary: get
                  parameters:
                    - in: header
              '/b':
                get:
                  responses: {}
                head:
              /c:
                get:
            components:
              schemas:
                /d:
                  get:
            """
        #expect(Self.operations(in: yaml) == ["/a": ["POST"], "/b": ["GET", "HEAD"], "/c": ["GET", "HEAD"]])
    }

    /// The 404 text lists the routes from the table, byte for byte; `/` is served but not listed.
    @Test func notFoundListsTheEndpoints() throws {
        let detail = try harness.get("/nope").json()["detail"]
        #expect(
            detail
                == """
                No resource at "/nope". Endpoints: POST /layout, POST /animation, POST /animation.css, POST /preview, \
                POST /preview.png, GET /playground, GET /profiles, GET /healthz, GET /readyz, GET /metrics, \
                GET /openapi.yaml.
                """)
    }

    /// Each route answers its methods through its own handler (never 404 or 405) and refuses others with its `Allow`.
    @Test(arguments: Route.all.map(\.path))
    func everyRouteIsDispatched(path: String) throws {
        let route = try #require(Route.match(path))
        for method in route.methods {
            let status = harness.service.respond(to: HTTPRequest(method: method, path: path)).status
            #expect(![404, 405].contains(status), "\(method) \(path)")
        }
        let refused = harness.service.respond(to: HTTPRequest(method: "DELETE", path: path))
        #expect(refused.status == 405)
        #expect(refused.headers["Allow"] == route.methods.joined(separator: ", "))
    }

    /// The HTTP methods of OpenAPI's path items, as they appear as keys.
    static let operationKeys: Set<Substring> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Each path of the spec's `paths:` section with its methods, upper-case, `HEAD` added wherever there is `GET`.
    ///
    /// Reads only what the spec's layout promises (paths two spaces in, operations four), so no YAML library is
    /// needed: a key one level deeper, or in another section, is not a path or an operation.
    static func operations(in yaml: String) -> [String: Set<String>] {
        var operations: [String: Set<String>] = [:]
        var path: String?
        var isInPaths = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: true) {
            let indent = line.prefix { $0 == " " }.count
            if indent == 0 {
                isInPaths = line.hasPrefix("paths:")
                continue
            }
            guard isInPaths, line.hasSuffix(":") else { continue }
            let key = line.dropFirst(indent).dropLast()
            if indent == 2 {
                let name = String(key.drop { $0 == "'" || $0 == "\"" }.prefix { $0 != "'" && $0 != "\"" })
                path = name
                operations[name] = []
            } else if indent == 4, let path, operationKeys.contains(key) {
                operations[path, default: []].insert(key.uppercased())
                if key == "get" { operations[path, default: []].insert("HEAD") }
            }
        }
        return operations
    }
}
