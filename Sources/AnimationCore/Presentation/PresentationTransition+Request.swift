import LayoutCore

extension PresentationTransition {
    /// The transition `request` asks for, its ends laid out by `PresentationSheetLayoutEngine`.
    ///
    /// - present / dismiss: between the selected detent and dismissed (the sheet's top at the screen's bottom,
    ///   nothing dimmed, the view behind in place, or the sheet beneath as it is on its own).
    /// - detentChange: from `fromDetentIdentifier` (the selected detent by default) to `toDetentIdentifier`.
    /// - release: from where the drag holds the sheet to where its release settles (`layout.release`), on the
    ///   high-speed spring after a flick, with the release's velocity as the spring's.
    ///
    /// - Throws: `LayoutValidationError` with pointers: the layout's issues, a detent change without
    ///   `toDetentIdentifier` or naming a detent that is unknown or inactive, a release without a drag velocity.
    public init(request: PresentationTransitionRequest) throws(LayoutValidationError) {
        try self.init(request: request, layout: PresentationSheetLayoutEngine().layout(for: request.sheet))
    }

    /// The transition `request` asks for, over `layout`, the engine's layout of `request.sheet` that the caller
    /// already has (an animated preview draws its markers and caption from it): the same transition as
    /// `init(request:)`, without laying the request out again. The ends are laid out as there.
    ///
    /// - Precondition: `layout` is `PresentationSheetLayoutEngine().layout(for: request.sheet)`.
    /// - Throws: `LayoutValidationError` with pointers, as `init(request:)`, but for the request's own layout.
    public init(request: PresentationTransitionRequest, layout: PresentationSheetLayout)
        throws(LayoutValidationError)
    {
        let engine = PresentationSheetLayoutEngine()
        // Through the catalogue: `MetricsProfile.named(_:)` would copy the whole profile to read these constants.
        guard let metrics = CatalogProfile.named(layout.profileName)?.sheetPresentation?.value else {
            throw LayoutValidationError(issues: [ValidationIssue(pointer: "/profile", detail: "no presentation sheets")]
            )
        }
        let ends = try Self.ends(of: request, layout: layout, engine: engine)
        let release = request.kind == .release ? layout.release : nil
        self.init(
            kind: request.kind, from: ends.from, to: ends.to, metrics: metrics,
            dampingRatio: release?.dampingRatio ?? metrics.springDampingRatio,
            releaseVelocity: release?.effectiveVelocity ?? 0, screen: layout.screen, profileName: layout.profileName,
            fps: request.fps, assumptions: layout.assumptions)
    }

    private static func ends(
        of request: PresentationTransitionRequest, layout: PresentationSheetLayout,
        engine: PresentationSheetLayoutEngine
    ) throws(LayoutValidationError) -> (from: PresentationEndpoint, to: PresentationEndpoint) {
        let selected = try resting(
            at: layout.selectedDetentIdentifier, of: request.sheet, layout: layout, engine: engine)
        switch request.kind {
        case .present:
            return (try dismissed(from: selected.sheet, of: request.sheet, layout: layout, engine: engine), selected)
        case .dismiss:
            return (selected, try dismissed(from: selected.sheet, of: request.sheet, layout: layout, engine: engine))
        case .detentChange:
            var issues: [ValidationIssue] = []
            let fromIdentifier = check(
                request.fromDetentIdentifier, pointer: "/fromDetentIdentifier", in: layout, issues: &issues)
            let toIdentifier = check(
                request.toDetentIdentifier, pointer: "/toDetentIdentifier", in: layout, issues: &issues)
            if request.toDetentIdentifier == nil {
                issues.append(
                    ValidationIssue(
                        pointer: "/toDetentIdentifier",
                        detail:
                            "is required for a detentChange: the identifier of an active detent (\(activeList(layout)))"
                    ))
            }
            guard issues.isEmpty, let toIdentifier else { throw LayoutValidationError(issues: issues) }
            let start = try resting(
                at: fromIdentifier ?? layout.selectedDetentIdentifier, of: request.sheet, layout: layout,
                engine: engine)
            return (start, try resting(at: toIdentifier, of: request.sheet, layout: layout, engine: engine))
        case .release:
            guard let release = layout.release else {
                throw LayoutValidationError(issues: [
                    ValidationIssue(
                        pointer: "/sheetPresentation/drag/velocity",
                        detail:
                            "is required for a release: the velocity at which the finger lets go, points per second, positive downwards"
                    )
                ])
            }
            let held = PresentationEndpoint(
                sheet: layout.current, presentingSheet: layout.presentingSheet,
                detentIdentifier: layout.current.detentIdentifier)
            guard let target = release.targetDetentIdentifier, !release.dismisses else {
                let nearest = try resting(
                    at: release.nearestDetentIdentifier, of: request.sheet, layout: layout, engine: engine)
                return (held, try dismissed(from: nearest.sheet, of: request.sheet, layout: layout, engine: engine))
            }
            return (held, try resting(at: target, of: request.sheet, layout: layout, engine: engine))
        }
    }

    /// `identifier` when it names an active detent of `layout`; an issue at `pointer` when it does not.
    private static func check(
        _ identifier: String?, pointer: String, in layout: PresentationSheetLayout, issues: inout [ValidationIssue]
    ) -> String? {
        guard let identifier else { return nil }
        if layout.detents.contains(where: { $0.identifier == identifier }) { return identifier }
        if let inactive = layout.inactiveDetents.first(where: { $0.identifier == identifier }) {
            issues.append(
                ValidationIssue(
                    pointer: pointer, detail: "names the inactive detent \"\(identifier)\": \(inactive.reason)"))
        } else {
            issues.append(
                ValidationIssue(
                    pointer: pointer, detail: "names no detent: \"\(identifier)\" is not one of \(activeList(layout))"))
        }
        return nil
    }

    private static func activeList(_ layout: PresentationSheetLayout) -> String {
        layout.detents.map { "\"\($0.identifier)\"" }.joined(separator: ", ")
    }

    /// The sheet at rest at `identifier`, no drag, as the engine lays it out.
    ///
    /// A sheet on its own at rest at an active detent is that detent's state in `layout` (the engine's layout of the
    /// same request): the detents' states do not depend on which is selected nor on a drag, so it is taken from there
    /// instead of laid out again. A stacked sheet is laid out again: the sheet beneath and what it does to the view
    /// behind follow the top sheet's position.
    private static func resting(
        at identifier: String, of request: PresentationSheetRequest, layout: PresentationSheetLayout,
        engine: PresentationSheetLayoutEngine
    ) throws(LayoutValidationError) -> PresentationEndpoint {
        if request.presentingSheet == nil, let detent = layout.detents.first(where: { $0.identifier == identifier }) {
            return PresentationEndpoint(sheet: detent.state, presentingSheet: nil, detentIdentifier: identifier)
        }
        var resting = request
        resting.sheet.selectedDetentIdentifier = identifier
        resting.sheet.drag = nil
        let layout = try engine.layout(for: resting)
        return PresentationEndpoint(
            sheet: layout.current, presentingSheet: layout.presentingSheet, detentIdentifier: identifier)
    }

    /// The sheet dismissed from `sheet`, with what is behind it once it has gone: the sheet beneath on its own
    /// when two are stacked, else the presenting view as the engine puts it behind a sheet at the screen's bottom.
    private static func dismissed(
        from sheet: SheetState, of request: PresentationSheetRequest, layout: PresentationSheetLayout,
        engine: PresentationSheetLayoutEngine
    ) throws(LayoutValidationError) -> PresentationEndpoint {
        var behind = request
        if let beneath = request.presentingSheet {
            behind.sheet = beneath
            behind.presentingSheet = nil
            let alone = try engine.layout(for: behind)
            var endpoint = PresentationEndpoint(sheet: sheet, presentingSheet: alone.current, detentIdentifier: nil)
            endpoint.sheet.presentingView = alone.current.presentingView
            return PresentationEndpoint.dismissed(
                from: sheet, screenHeight: layout.screen.height, behind: endpoint)
        }
        // A drag that has brought the sheet's top to the screen's bottom: the engine's view behind it there.
        behind.sheet.isModalInPresentation = false
        behind.sheet.drag = SheetDrag(offset: layout.screen.height)
        let atBottom = try engine.layout(for: behind)
        return PresentationEndpoint.dismissed(
            from: sheet, screenHeight: layout.screen.height,
            behind: PresentationEndpoint(sheet: atBottom.current, presentingSheet: nil, detentIdentifier: nil))
    }
}
