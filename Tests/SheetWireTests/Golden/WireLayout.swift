import LayoutCore
import SheetWire
import StrictJSON

/// The `/layout` body of a request as SheetWire reads and writes it around the layout engine: the bytes the daemon's
/// `/layout` sends (SheetAnswers adds nothing to them; SheetServiceTests' `LayoutRouteAgreementTests` holds the route
/// to them).
enum WireLayout {
    /// The answer's bytes to `request`, measured by `measurer`.
    static func body(of request: JSONValue, measurer: any TextMeasuring = FixedMetricsMeasurer()) throws -> [UInt8] {
        var writer = JSONWriter()
        writer.write(request)
        let decoded = try LayoutRequestDecoding.layoutRequest(from: writer.bytes)
        return LayoutResponseEncoder.encode(try SheetLayoutEngine(measurer: measurer).layout(for: decoded))
    }
}
