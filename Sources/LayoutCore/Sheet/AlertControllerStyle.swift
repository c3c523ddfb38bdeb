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
    /// Whether the field hides its text (`UITextField.isSecureTextEntry`, a password field).
    public var isSecureTextEntry: Bool

    /// Creates a text field.
    public init(placeholder: String? = nil, text: String? = nil, isSecureTextEntry: Bool = false) {
        self.placeholder = placeholder
        self.text = text
        self.isSecureTextEntry = isSecureTextEntry
    }

    /// What a secure field draws for each character of its text: a bullet (U+2022; inferred, docs/alert.md).
    public static let secureBullet: Character = "\u{2022}"

    /// What the field shows: its text (one `secureBullet` per character in a secure field), or its placeholder,
    /// as set, when the text is empty.
    public var displayed: (string: String, isPlaceholder: Bool) {
        if let text, !text.isEmpty {
            return (isSecureTextEntry ? String(repeating: Self.secureBullet, count: text.count) : text, false)
        }
        return (placeholder ?? "", true)
    }
}
