/// The style of an action, as `UIAlertAction.Style`.
public enum ActionStyle: String, Sendable, CaseIterable {
    /// A normal action, in the tint colour.
    case `default`
    /// An action that destroys data, in red.
    case destructive
    /// The action that cancels; UIKit moves it to its own group at the bottom.
    case cancel
}
