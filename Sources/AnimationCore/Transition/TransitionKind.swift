/// Which way an action sheet moves: onto the screen or off it.
public enum TransitionKind: String, Sendable, CaseIterable {
    /// The sheet, its custom view and the dimming view come in: `present(_:animated: true)`.
    case present
    /// They leave: `dismiss(animated: true)`, or a tap on an action.
    case dismiss
}
