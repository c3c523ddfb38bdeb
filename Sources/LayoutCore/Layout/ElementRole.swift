/// What an element of the layout is.
public enum ElementRole: String, Sendable, CaseIterable {
    case customView, customSubview, mainGroup, header, title, message, action, separator, cancelGroup, cancel
    case dimming
    /// A text field of an alert (`textField.N`).
    case textField
}
