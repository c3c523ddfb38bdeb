import Testing

@testable import TextShaping

/// SF's tracking table is read as the HIG lists it, interpolated between sizes.
struct TrackingTableTests {
    /// Listed sizes give the HIG values of docs/reference.md §5.5 (13 pt −6, 17 pt −26,
    /// 20 pt −23 thousandths of an em).
    @Test(arguments: [(13.0, -0.006), (17, -0.026), (20, -0.023), (24, 0.003), (12, 0)])
    func listedSizes(size: Double, em: Double) {
        #expect(abs(TrackingTable.sfPro.trackingEm(atSize: size) - em) < 1e-12)
    }

    /// Sizes between entries interpolate; unlisted integer sizes keep the value below; sizes
    /// outside the table keep the nearest end's value.
    @Test func betweenAndBeyondEntries() {
        let table = TrackingTable.sfPro
        #expect(abs(table.trackingEm(atSize: 12.5) - -0.003) < 1e-12)
        #expect(abs(table.trackingEm(atSize: 29) - 0.014) < 1e-12)
        #expect(abs(table.trackingEm(atSize: 30.5) - 0.0135) < 1e-12)
        #expect(table.trackingEm(atSize: 4) == 0.041)
        #expect(table.trackingEm(atSize: 120) == 0)
        #expect(table.trackingEm(atSize: .nan) == 0)
        #expect(TrackingTable.none.trackingEm(atSize: 13) == 0)
    }
}
