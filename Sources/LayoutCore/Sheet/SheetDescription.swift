/// What the client asks to show: the arguments of `UIAlertController(title:message:preferredStyle:)`,
/// its actions in `addAction` order, and the seed's custom view.
public struct SheetDescription: Sendable, Equatable {
    /// The title, or `nil` for none.
    public var title: String?
    /// The message, or `nil` for none.
    public var message: String?
    /// The actions in the order they were added.
    public var actions: [SheetAction]
    /// The custom view shown above the sheet, if any.
    public var customView: CustomViewDescription?
    /// The popover's anchor in screen coordinates (`popoverPresentationController.sourceRect`, converted
    /// from its `sourceView`); required on iPad, where UIKit presents the sheet as a popover. Ignored on iPhone.
    public var sourceRect: Rect?
    /// The sides the popover's arrow may point to (`permittedArrowDirections`); `nil` means all four, an
    /// empty set a popover without an arrow, centred on the source rectangle.
    public var permittedArrowDirections: Set<PopoverArrowDirection>?
    /// The controller's style: an action sheet (the default) or an alert.
    public var preferredStyle: AlertControllerStyle
    /// The alert's text fields, top to bottom; UIKit refuses them on an action sheet.
    public var textFields: [AlertTextField]
    /// The index in `actions` of the preferred action (`UIAlertController.preferredAction`), drawn in the
    /// preferred font; `nil` for none.
    public var preferredAction: Int?

    /// Creates a sheet description.
    public init(
        title: String? = nil, message: String? = nil, actions: [SheetAction] = [],
        customView: CustomViewDescription? = nil, sourceRect: Rect? = nil,
        permittedArrowDirections: Set<PopoverArrowDirection>? = nil,
        preferredStyle: AlertControllerStyle = .actionSheet,
        textFields: [AlertTextField] = [], preferredAction: Int? = nil
    ) {
        self.title = title
        self.message = message
        self.actions = actions
        self.customView = customView
        self.sourceRect = sourceRect
        self.permittedArrowDirections = permittedArrowDirections
        self.preferredStyle = preferredStyle
        self.textFields = textFields
        self.preferredAction = preferredAction
    }
}
