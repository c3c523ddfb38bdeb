/// The style of the controller, as `UIAlertController.Style`: the argument `preferredStyle` of
/// `UIAlertController(title:message:preferredStyle:)`.
public enum AlertControllerStyle: String, Sendable, CaseIterable {
    /// An action sheet: the bottom sheet, the iPad popover and, in iOS 26, the card or the anchored popover.
    case actionSheet
    /// An alert: a box centred in the safe area (docs/alert.md).
    case alert
}

/// A text field of an alert (`UIAlertController.addTextField(configurationHandler:)`), as configured: its text and
/// its placeholder, shown when the text is empty.
public struct AlertTextField: Sendable, Equatable {
    /// The field's placeholder (`UITextField.placeholder`), if any.
    public var placeholder: String?
    /// The field's text (`UITextField.text`), if any.
    public var text: String?

    /// Creates a text field.
    public init(placeholder: String? = nil, text: String? = nil) {
        self.placeholder = placeholder
        self.text = text
    }

    /// What the field shows: its text, or its placeholder when the text is empty.
    public var displayed: (string: String, isPlaceholder: Bool) {
        if let text, !text.isEmpty { return (text, false) }
        return (placeholder ?? "", true)
    }
}
