/// Which move of a presentation sheet a `PresentationTransition` plays (docs/detents.md §9).
public enum PresentationTransitionKind: String, Sendable, CaseIterable {
    /// From dismissed (the sheet's top at the screen's bottom) to the selected detent.
    case present
    /// From the selected detent to dismissed.
    case dismiss
    /// From one active detent to another: `animateChanges` with a new `selectedDetentIdentifier`.
    case detentChange
    /// From where a drag holds the sheet to where its release settles.
    case release
}
