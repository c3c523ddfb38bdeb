/// The style of an action, as `UIAlertAction.Style`.
public enum ActionStyle: String, Sendable, CaseIterable {
    /// A normal action, in the tint colour.
    case `default`
    /// An action that destroys data, in red.
    case destructive
    /// The action that cancels; UIKit moves it to its own group at the bottom.
    case cancel
}

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

/// A view inside the custom view; its frame is relative to the custom view, its `x` measured from the custom
/// view's leading edge (the right edge in right-to-left layouts).
public struct CustomSubview: Sendable, Equatable {
    /// An identifier, unique among the subviews; the element is reported as `customView.<id>`.
    public var id: String
    /// The frame in the custom view's coordinates.
    public var frame: Rect

    /// Creates a subview.
    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }
}

/// The seed's custom view: added to the alert controller's view above the title block, at
/// `y = -(height + marginBottom)`.
public struct CustomViewDescription: Sendable, Equatable {
    /// Height in points.
    public var height: Double
    /// Width in points; `nil` means the sheet's width.
    public var width: Double?
    /// Horizontal offset from the sheet's leading edge (the right edge in right-to-left layouts); `nil` means 0,
    /// the seed's choice.
    public var x: Double?
    /// The gap between the custom view and the top of the sheet; `nil` means 16, the seed's default.
    public var marginBottom: Double?
    /// The custom view's subviews.
    public var subviews: [CustomSubview]

    /// Creates a custom view description.
    public init(
        height: Double, width: Double? = nil, x: Double? = nil, marginBottom: Double? = nil,
        subviews: [CustomSubview] = []
    ) {
        self.height = height
        self.width = width
        self.x = x
        self.marginBottom = marginBottom
        self.subviews = subviews
    }
}

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

    /// Creates a sheet description.
    public init(
        title: String? = nil, message: String? = nil, actions: [SheetAction] = [],
        customView: CustomViewDescription? = nil, sourceRect: Rect? = nil,
        permittedArrowDirections: Set<PopoverArrowDirection>? = nil
    ) {
        self.title = title
        self.message = message
        self.actions = actions
        self.customView = customView
        self.sourceRect = sourceRect
        self.permittedArrowDirections = permittedArrowDirections
    }
}

/// Everything needed to lay out one sheet.
public struct LayoutRequest: Sendable, Equatable {
    /// The screen.
    public var screen: ScreenDescription
    /// The traits.
    public var traits: Traits
    /// The metrics profile's name; `nil` means the default profile.
    public var profileName: String?
    /// The sheet.
    public var sheet: SheetDescription

    /// Creates a layout request.
    public init(
        screen: ScreenDescription, traits: Traits = Traits(), profileName: String? = nil,
        sheet: SheetDescription
    ) {
        self.screen = screen
        self.traits = traits
        self.profileName = profileName
        self.sheet = sheet
    }
}
