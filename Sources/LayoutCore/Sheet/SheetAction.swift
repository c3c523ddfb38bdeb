/// One button of the sheet.
public struct SheetAction: Sendable, Equatable {
    /// The button's title.
    public var title: String
    /// The button's style.
    public var style: ActionStyle

    /// Creates an action.
    public init(title: String, style: ActionStyle = .default) {
        self.title = title
        self.style = style
    }
}
