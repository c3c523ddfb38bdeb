/// Lays out `UISheetPresentationController`'s sheets: no text to measure, only UIKit's rules over the screen and
/// the detents (docs/detents.md).
///
/// ```swift
/// let request = PresentationSheetRequest(
///     screen: ScreenDescription(width: 390), profileName: "ios17",
///     sheet: PresentationSheetDescription(detents: [.medium, .large]))
/// let layout = try PresentationSheetLayoutEngine().layout(for: request)
/// layout.current.frame.y  // 388.32: the medium sheet's top
/// ```
public struct PresentationSheetLayoutEngine: Sendable {
    /// Creates an engine.
    public init() {}

    /// The layout of `request`.
    /// - Throws: `LayoutValidationError` for a request UIKit would refuse (no detent, an unknown identifier, …) or a
    ///   profile without presentation sheets.
    public func layout(for request: PresentationSheetRequest) throws(LayoutValidationError)
        -> PresentationSheetLayout
    {
        try request.validate()
        let profileName = MetricsProfile.canonicalName(of: request.profileName ?? MetricsProfile.defaultName)
        let profile = CatalogProfile.named(profileName) ?? .ios26
        guard let metrics = profile.sheetPresentation else {
            throw LayoutValidationError(issues: [ValidationIssue(pointer: "/profile", detail: "no presentation sheets")]
            )
        }
        var (screen, assumptions) = DeviceCatalog.resolve(request.screen, idiom: request.traits.idiom)
        // The display radius, the top margin, the presenting view, stacking and the inferred constants: room for
        // them all at once.
        assumptions.reserveCapacity(assumptions.count + 8)
        let display = DisplayCornerRadii.radius(of: screen, given: request.screen.displayCornerRadius)
        if let assumption = display.assumption { assumptions.append(assumption) }
        var rules: [PresentationRule] = []
        let regularWidthMinimum = profile.metrics.regularWidthMinimum
        let top = arrange(
            request.sheet, screen: screen, traits: request.traits, regularWidthMinimum: regularWidthMinimum,
            metrics: metrics, displayCornerRadius: display.value, pointers: .top, rules: &rules)

        var current = top.current
        var presentingSheet: SheetState? = nil
        if let beneathDescription = request.presentingSheet {
            var ignored: [PresentationRule] = []
            let beneath = arrange(
                beneathDescription, screen: screen, traits: request.traits, regularWidthMinimum: regularWidthMinimum,
                metrics: metrics, displayCornerRadius: display.value, pointers: .beneath,
                rules: &ignored)
            let stacked = StackedSheets(container: top.container, displayCornerRadius: display.value)
            (presentingSheet, current.presentingView) = stacked.arrange(beneath: beneath, top: current)
            assumptions.append(Self.stackingAssumption)
        }
        if request.traits.idiom == .phone && top.container.mode == .edgeAttached
            && top.container.verticalSizeClass == .regular
        {
            assumptions.append(
                screen.safeAreaInsets.bottom == 0 ? Self.homeButtonAssumption : Self.noHomeButtonAssumption)
        }
        if current.presentingView.depthProgress > 0 {
            assumptions.append(Self.presentingViewAssumption)
            rules.append(
                PresentationRule(
                    code: .presentingViewScaledDown,
                    message: sentence(
                        .text("what presented the sheet is scaled to "),
                        .rounded(current.presentingView.transform.scale, places: 6),
                        .text(" behind it (1 − 2 m f / W, m = "),
                        .number(
                            screen.width <= metrics.value.narrowContentMarginMaximumWidth
                                ? metrics.value.narrowContentMargin : metrics.value.wideContentMargin), .text(")"))))
        }
        if current.transform.scale < 1 {
            rules.append(
                PresentationRule(
                    code: .liquidGlassInset,
                    message: sentence(
                        .text("at a partial height the Liquid Glass sheet is scaled by "),
                        .rounded(current.transform.scale, places: 6),
                        .text(", "), .rounded((screen.width - current.visibleFrame.width) / 2, places: 3),
                        .text(" pt from the sides and the bottom"))))
        }
        if request.sheet.prefersGrabberVisible && top.container.mode == .fullScreen {
            rules.append(
                PresentationRule(
                    code: .grabberHiddenInFullScreen, message: "a full-screen sheet shows no grabber",
                    pointer: "/sheetPresentation/prefersGrabberVisible"))
        }
        assumptions += Self.inferredSentences(profile: profile.metrics.name, mode: top.container.mode)
        return PresentationSheetLayout(
            profileName: profile.metrics.name, screen: screen, displayCornerRadius: display.value,
            horizontalSizeClass: top.container.horizontalSizeClass,
            verticalSizeClass: top.container.verticalSizeClass,
            modalPresentationStyle: request.sheet.modalPresentationStyle, mode: top.container.mode,
            fullHeightFrame: top.container.fullHeightFrame, maximumDetentValue: top.container.maximumDetentValue,
            detents: top.detents, inactiveDetents: top.inactive, selectedDetentIdentifier: top.selected,
            largestUndimmedDetentIdentifier: top.undimmed, current: current, presentingSheet: presentingSheet,
            release: top.release, rules: Self.joined(rules, top.rules), assumptions: assumptions)
    }

    /// `first` then `second`, without a new array when either is empty (most layouts have one rule or none).
    private static func joined(_ first: [PresentationRule], _ second: [PresentationRule]) -> [PresentationRule] {
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        return first + second
    }

    /// One sheet arranged on its own: its container, detents, the state at each and now.
    struct Arranged {
        let container: SheetContainer
        let detents: [ResolvedDetent]
        let inactive: [InactiveDetent]
        let selected: String
        let undimmed: String?
        let current: SheetState
        let release: DragRelease?
        let rules: [PresentationRule]
    }

    private func arrange(
        _ sheet: PresentationSheetDescription, screen: ResolvedScreen, traits: Traits, regularWidthMinimum: Double,
        metrics: SharedSheetPresentationMetrics, displayCornerRadius: Double, pointers: SheetPointers,
        rules: inout [PresentationRule]
    ) -> Arranged {
        let container = SheetContainer(
            screen: screen, traits: traits, regularWidthMinimum: regularWidthMinimum, sheet: sheet, metrics: metrics,
            rules: &rules)
        let resolver = DetentResolver(container: container, pointers: pointers)
        var detentRules: [PresentationRule] = []
        let (active, inactive) = resolver.resolve(sheet.detents, rules: &detentRules)
        if container.mode == .floating && sheet.detents.count > 1 {
            detentRules.append(
                PresentationRule(
                    code: .floatingSheetIgnoresDetents,
                    message:
                        "a regular-width iPad presents the sheet floating at one size: its detents do not move it (inferred from -_stackAlignmentFrame)",
                    pointer: pointers.detents))
        }
        let offsets = active.map(\.offset)
        // The smallest detent when none is selected or the selected one is inactive (-_activeDetents).
        var selected = active.last?.detent.identifier ?? ""
        if let identifier = sheet.selectedDetentIdentifier {
            if active.contains(where: { $0.detent.identifier == identifier }) {
                selected = identifier
            } else {
                detentRules.append(
                    PresentationRule(
                        code: .selectedDetentInactive,
                        message: "the selected detent \"\(identifier)\" is inactive: the sheet rests at the smallest",
                        pointer: pointers.selectedDetentIdentifier))
            }
        }
        var undimmed: String? = nil
        var ramp: (from: Double, to: Double?)? = nil
        if let identifier = sheet.largestUndimmedDetentIdentifier {
            if let index = active.firstIndex(where: { $0.detent.identifier == identifier }) {
                undimmed = identifier
                // The next larger detent is the one before it in UIKit's order (the tallest first).
                ramp = (from: active[index].offset, to: index > 0 ? active[index - 1].offset : nil)
            } else {
                detentRules.append(
                    PresentationRule(
                        code: .undimmedDetentInactive,
                        message:
                            "the largest undimmed detent \"\(identifier)\" is inactive: the sheet dims at every detent",
                        pointer: pointers.largestUndimmedDetentIdentifier))
            }
        }
        let builder = SheetStateBuilder(
            container: container, sheet: sheet, detentOffsets: offsets, undimmedRamp: ramp,
            displayCornerRadius: displayCornerRadius, style: traits.userInterfaceStyle)
        let detents = active.map { resolved in
            ResolvedDetent(
                identifier: resolved.detent.identifier, kind: resolved.detent.kind, value: resolved.value,
                isCapped: resolved.isCapped,
                state: builder.state(at: resolved.offset, detentIdentifier: resolved.detent.identifier))
        }
        var current = detents.first { $0.identifier == selected }?.state ?? detents[0].state
        var release: DragRelease? = nil
        if let drag = sheet.drag {
            let physics = SheetDragPhysics(
                container: container, sheet: sheet, detents: active.map { ($0.detent.identifier, $0.offset) })
            let (displayed, rule) = physics.displayedOffset(forDragAt: drag.offset)
            if let rule { detentRules.append(rule) }
            let resting = active.first { abs($0.offset - displayed) < 1e-9 }?.detent.identifier
            current = builder.state(at: displayed, detentIdentifier: resting)
            if let velocity = drag.velocity {
                release = physics.release(at: displayed, velocity: velocity, rules: &detentRules)
            }
        }
        return Arranged(
            container: container, detents: detents, inactive: inactive, selected: selected, undimmed: undimmed,
            current: current, release: release, rules: detentRules)
    }

    static let homeButtonAssumption =
        "top margin: a phone whose bottom safe-area inset is 0 is taken to have a home button, so the full-height sheet stands 2 × topOffset below the safe area (inferred from the inset; docs/detents.md §2)"
    static let noHomeButtonAssumption =
        "top margin: a phone with a bottom safe-area inset is taken to have no home button, so the full-height sheet stands topOffset below the safe area (inferred from the inset; docs/detents.md §2)"
    static let presentingViewAssumption =
        "presentingView: lifted to stand topOffset above the sheet's full-height top as it scales, its corners going from the display's radius to the sheet's top radius (inferred: the lift's metrics getter is unresolved in the 26.1 decompile; docs/detents.md §7)"

    static let stackingAssumption =
        "stacked sheets: the sheet beneath scales down like the presenting view (1 − 2 m f / W) and is lifted to stand topOffset above the top sheet's full-height top; its dimming is 0.6 × its own + 0.2 × the top sheet's (UIKit 18.2 -_percentDimmed); its corners average with the top sheet's; the exact iOS 26 translation is inferred"

    /// The inferred constants a layout in `mode` relies on, one sentence each, for the profile named `profile`:
    /// written once per profile and mode, since listing the constants reflects over every property.
    static func inferredSentences(profile: String, mode: PresentationMode) -> [String] {
        inferredSentencesByProfile.first { $0.profile == profile && $0.mode == mode }?.sentences ?? []
    }

    private static let inferredSentencesByProfile: [(profile: String, mode: PresentationMode, sentences: [String])] =
        MetricsProfile.all.flatMap { profile in
            PresentationMode.allCases.map { mode in
                (profile.name, mode, profile.sheetPresentation.map { inferredConstants($0, mode: mode) } ?? [])
            }
        }

    /// The inferred constants a layout in `mode` relies on, one sentence each.
    static func inferredConstants(_ metrics: SheetPresentationMetrics, mode: PresentationMode) -> [String] {
        var sentences: [String] = []
        let listed = metrics.constants.filter { $0.confidence == .inferred }
        for constant in listed {
            let name = constant.name
            let applies: Bool
            switch mode {
            case .floating: applies = !name.hasSuffix("Background") && !name.contains("topOffset")
            case .edgeAttached: applies = !name.contains("padPageSheet") && !name.contains("floating")
            case .fullScreen: applies = name.contains("topOffsetInCompactHeight")
            }
            if applies { sentences.append("\(name)=\(constant.value) (inferred: \(constant.source))") }
        }
        return sentences
    }
}

extension PresentationSheetLayoutEngine {
    /// Every sentence a layout may list in `assumptions` that is the same on every request (the top margin, the
    /// presenting view, stacking, the inferred constants of each profile and mode, the display radii of the
    /// table): the encoders can keep their JSON text, made once, instead of escaping them on every answer.
    package static let fixedSentences: [String] = {
        var sentences = [homeButtonAssumption, noHomeButtonAssumption, presentingViewAssumption, stackingAssumption]
        for entry in inferredSentencesByProfile { sentences += entry.sentences }
        sentences += DisplayCornerRadii.assumptions
        sentences.append(DisplayCornerRadii.unknownScreenAssumption)
        return sentences
    }()
}
