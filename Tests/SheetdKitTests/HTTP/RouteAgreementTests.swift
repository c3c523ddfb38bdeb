import Foundation
import Testing

@testable import SheetService
@testable import SheetdKit

/// The client's routes are the server's: every `SheetRoute` is a row of SheetService's route table (`Route.all`, the
/// one table that dispatch, `Allow` and the 404 text come from), and every request the client builds for it uses a
/// method that row answers, so a renamed or removed route fails here instead of in an app.
struct RouteAgreementTests {
    let client = SheetdClient(baseURL: URL(string: "http://127.0.0.1:1")!)

    /// Each client route names a listed route of the service's table, served on the main listener.
    @Test(arguments: SheetRoute.allCases)
    func everyClientRouteIsAServerRoute(_ route: SheetRoute) throws {
        let row = try #require(Route.match(route.rawValue, on: .main), "\(route.rawValue) is not in Route.all")
        #expect(row.isListed)
    }

    /// The methods the client sends for a route (POST with a body, the GET form, GET for `/profiles`) are ones the
    /// service's row answers, and the GET form is sent only to a row that has one.
    @Test(arguments: SheetRoute.allCases)
    func everyMethodTheClientSendsIsAnswered(_ route: SheetRoute) throws {
        let row = try #require(Route.match(route.rawValue, on: .main))
        let base = URL(string: "http://127.0.0.1:1")!
        for allowsGET in [true, false] {
            let request = client.request(route, body: Data("{}".utf8), accept: nil, baseURL: base, allowsGET: allowsGET)
            #expect(row.methods.contains(request.method), "\(request.method) \(route.rawValue) is not answered")
            if request.url.query?.hasPrefix("request=") == true { #expect(row.hasQueryForm) }
        }
    }

    /// The service's computing routes (those with a GET form, the ones a client posts a sheet to) all have a client
    /// route, so the library does not fall behind the server.
    @Test func everyComputingServerRouteHasAClientRoute() {
        let clientPaths = Set(SheetRoute.allCases.map(\.rawValue))
        for row in Route.all where row.hasQueryForm {
            #expect(clientPaths.contains(row.path), "the client has no route for \(row.path)")
        }
    }
}
