import Testing

@testable import LayoutCore

/// The catalogue profiles held by reference are the catalogue's, found by the same names and aliases.
@Suite struct CatalogProfileTests {
    /// Every profile and alias finds the held profile that `MetricsProfile.named` finds, with the same constants
    /// (their listing), and `isGlass` says whether it has glass constants; an unknown name finds none.
    @Test func namesFindTheCatalogueProfiles() throws {
        let names = MetricsProfile.all.map(\.name) + MetricsProfile.deprecatedAliases.map(\.name)
        for name in names {
            let held = try #require(CatalogProfile.named(name))
            let copied = try #require(MetricsProfile.named(name))
            #expect(held.metrics.name == copied.name)
            #expect(held.metrics.constants == copied.constants)
            #expect(held.isGlass == (copied.glass != nil))
        }
        #expect(CatalogProfile.named("ios26")?.isGlass == true)
        #expect(CatalogProfile.named("ios17")?.isGlass == false)
        #expect(CatalogProfile.named("ios12")?.metrics.name == "ios10")
        #expect(CatalogProfile.named("ios99") == nil)
    }
}
