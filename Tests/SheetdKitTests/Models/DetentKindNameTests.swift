import LayoutCore
import Testing

@testable import SheetdKit

/// `DetentKindName` is generated from the contract's inline enumeration (openapi.yaml `ResolvedDetent.kind`); the
/// server writes `DetentKind.name`, which has no enumeration of its own, so the two are held together here.
struct DetentKindNameTests {
    @Test func detentKindNamesAreTheServers() {
        let written: [DetentKind] = [.large, .medium, .height(100), .fraction(0.5)]
        #expect(written.map(\.name) == DetentKindName.allCases.map(\.rawValue))
    }
}
