/// Resolves a sheet's detents against its container: values, caps, inactive ones, UIKit's order, and the top
/// offset of each (docs/detents.md §1).
struct DetentResolver {
    /// A detent with its value and where the sheet's top is at it.
    struct Resolved {
        let detent: Detent
        let value: Double
        let isCapped: Bool
        let offset: Double
    }

    let container: SheetContainer
    /// Where the sheet's members are in the request, for the rules.
    let pointers: SheetPointers

    /// The active detents sorted by their top offset (the tallest first), and the inactive ones with their reason.
    func resolve(_ detents: [Detent], rules: inout [PresentationRule]) -> (
        active: [Resolved], inactive: [InactiveDetent]
    ) {
        var active: [Resolved] = []
        active.reserveCapacity(detents.count)
        var inactive: [InactiveDetent] = []
        let maximum = container.maximumDetentValue
        for (index, detent) in detents.enumerated() {
            guard let raw = value(of: detent.kind) else {
                inactive.append(
                    InactiveDetent(
                        identifier: detent.identifier,
                        reason: "medium is inactive in a compact height (UISheetPresentationController.Detent.medium)"))
                rules.append(
                    PresentationRule(
                        code: .mediumInactiveInCompactHeight,
                        message: "the medium detent is inactive in a compact height: the sheet rests at the others",
                        pointer: pointers.detent(at: index)))
                continue
            }
            let isCapped = raw > maximum
            if isCapped {
                rules.append(
                    PresentationRule(
                        code: .detentCappedAtMaximum,
                        message:
                            "detent \"\(detent.identifier)\" resolves to \(format(raw)), above maximumDetentValue \(format(maximum)): capped at it",
                        pointer: pointers.detent(at: index)))
            }
            let value = min(raw, maximum)
            active.append(Resolved(detent: detent, value: value, isCapped: isCapped, offset: offset(ofValue: value)))
        }
        active.sort { $0.offset < $1.offset }
        return (active, inactive)
    }

    /// A detent's raw value, or `nil` when it is inactive.
    func value(of kind: DetentKind) -> Double? {
        let maximum = container.maximumDetentValue
        switch kind {
        case .large:
            return maximum
        case .medium:
            guard container.verticalSizeClass == .regular else { return nil }
            let metrics = container.metrics
            let fraction =
                container.screen.height > metrics.mediumShortContainerMaximumHeight
                ? metrics.mediumFraction : metrics.mediumFractionInShortContainer
            return maximum * fraction
        case .height(let height):
            return height
        case .fraction(let fraction):
            return maximum * fraction
        }
    }

    /// The sheet's top at `value`: above the bottom safe area when edge-attached, fixed otherwise.
    func offset(ofValue value: Double) -> Double {
        guard container.mode == .edgeAttached else { return container.fullHeightFrame.y }
        return container.screen.height - container.screen.safeAreaInsets.bottom - value
    }
}
