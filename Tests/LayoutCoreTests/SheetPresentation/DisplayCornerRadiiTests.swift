import Testing

@testable import LayoutCore

@Suite("DisplayCornerRadii")
struct DisplayCornerRadiiTests {
    private func screen(_ width: Double, _ height: Double, scale: Double = 3) -> ResolvedScreen {
        ResolvedScreen(width: width, height: height, scale: scale, safeAreaInsets: .zero)
    }

    @Test("a known screen takes the table's radius in either orientation, with its models as the assumption")
    func knownScreen() {
        for (width, height) in [(390.0, 844.0), (844.0, 390.0)] {
            let radius = DisplayCornerRadii.radius(of: screen(width, height), given: nil)
            #expect(radius.value == 47.33)
            #expect(!radius.isGiven)
            #expect(radius.assumption?.hasPrefix("screen.displayCornerRadius=47.33 (iPhone 12") == true)
        }
        // Two screens of one size told apart by their scale.
        #expect(DisplayCornerRadii.radius(of: screen(414, 896, scale: 2), given: nil).value == 41.5)
        #expect(DisplayCornerRadii.radius(of: screen(414, 896, scale: 3), given: nil).value == 39)
    }

    @Test("an unknown screen gets 0 and the one sentence that asks for the radius")
    func unknownScreen() {
        for size in [(700.0, 844.0), (320.0, 1366.0)] {
            let radius = DisplayCornerRadii.radius(of: screen(size.0, size.1), given: nil)
            #expect(radius.value == 0)
            #expect(!radius.isGiven)
            #expect(radius.assumption == DisplayCornerRadii.unknownScreenAssumption)
        }
        #expect(DisplayCornerRadii.unknownScreenAssumption.contains("send screen.displayCornerRadius"))
    }

    @Test("a given radius wins over the table and needs no assumption")
    func givenRadius() {
        let radius = DisplayCornerRadii.radius(of: screen(390, 844), given: 30)
        #expect(radius.value == 30)
        #expect(radius.isGiven)
        #expect(radius.assumption == nil)
    }
}
