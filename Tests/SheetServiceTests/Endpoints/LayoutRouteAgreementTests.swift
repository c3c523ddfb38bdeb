import LayoutCore
import SheetTestSupport
import SheetWire
import StrictJSON
import Testing

@testable import SheetService

/// The route carries the wire's bytes: for every golden case, `POST /layout` sends exactly what SheetWire writes
/// around the layout engine, which SheetWireTests holds to the reviewed fixtures (GoldenLayoutTests), and a second
/// service sends the same bytes under the same `ETag`.
struct LayoutRouteAgreementTests {
    @Test(arguments: GoldenCases.all)
    func routeSendsTheWiresBytes(_ golden: GoldenCase) throws {
        var writer = JSONWriter()
        writer.write(golden.request)
        let first = ServiceHarness().post("/layout", body: writer.bytes)
        let second = ServiceHarness().post("/layout", body: writer.bytes)
        #expect(first.status == 200, "\(golden.name): \(first.text)")
        let request = try LayoutRequestDecoding.layoutRequest(from: writer.bytes)
        let layout = try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(for: request)
        #expect(first.body == LayoutResponseEncoder.encode(layout), "\(golden.name)")
        #expect(first.body == second.body)
        #expect(first.headers["ETag"] != nil && first.headers["ETag"] == second.headers["ETag"])
    }
}
