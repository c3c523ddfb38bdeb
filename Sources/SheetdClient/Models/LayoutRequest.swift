/// The body of `POST /layout` (openapi.yaml `LayoutRequest`): what to lay out. Only `screen.width` and `sheet` are
/// required; every other member left `nil` takes the server's default, which the answer's `assumptions` names.
///
/// ```swift
/// let request = LayoutRequest(
///     screen: Screen(width: 390), sheet: Sheet(title: "Delete photo?", actions: [Action("Delete", style: .destructive)]))
/// ```
public struct LayoutRequest: Codable, Sendable, Equatable {
    /// The screen (or window) in its current orientation.
    public var screen: Screen
    /// The trait collection; UIKit's iPhone defaults when `nil`.
    public var traits: Traits?
    /// The metrics profile; `ios17` when `nil`.
    public var profile: ProfileName?
    /// The content of the sheet.
    public var sheet: Sheet

    /// Creates a request.
    public init(screen: Screen, traits: Traits? = nil, profile: ProfileName? = nil, sheet: Sheet) {
        self.screen = screen
        self.traits = traits
        self.profile = profile
        self.sheet = sheet
    }
}

/// The screen in its current orientation (openapi.yaml `Screen`); wider than tall is landscape.
public struct Screen: Codable, Sendable, Equatable {
    /// Width in points, 68 to 4096.
    public var width: Double
    /// Height in points; the catalogue device's for the width when `nil`.
    public var height: Double?
    /// Pixels per point, 1 to 4; the catalogue device's (else 3) when `nil`.
    public var scale: Double?
    /// The safe-area insets; the catalogue device's when `nil`.
    public var safeAreaInsets: SafeAreaInsets?

    /// Creates a screen.
    public init(width: Double, height: Double? = nil, scale: Double? = nil, safeAreaInsets: SafeAreaInsets? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }
}

/// Safe-area insets in points (openapi.yaml `SafeAreaInsets`); a side left `nil` is 0.
public struct SafeAreaInsets: Codable, Sendable, Equatable {
    /// The top inset.
    public var top: Double?
    /// The left inset.
    public var left: Double?
    /// The bottom inset.
    public var bottom: Double?
    /// The right inset.
    public var right: Double?

    /// Creates insets.
    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// The trait collection (openapi.yaml `Traits`); each `nil` member takes UIKit's iPhone default.
public struct Traits: Codable, Sendable, Equatable {
    /// `phone` (default) or `pad`; `pad` needs `sheet.sourceRect`.
    public var idiom: Idiom?
    /// The window's horizontal size class; on iPad `regular` gives the popover.
    public var horizontalSizeClass: SizeClass?
    /// `ltr` (default) or `rtl`, which mirrors every frame.
    public var layoutDirection: LayoutDirection?
    /// The Dynamic Type size; `large` by default.
    public var contentSizeCategory: ContentSizeCategory?
    /// `light` (default) or `dark`.
    public var userInterfaceStyle: UserInterfaceStyle?

    /// Creates traits.
    public init(
        idiom: Idiom? = nil, horizontalSizeClass: SizeClass? = nil, layoutDirection: LayoutDirection? = nil,
        contentSizeCategory: ContentSizeCategory? = nil, userInterfaceStyle: UserInterfaceStyle? = nil
    ) {
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// The content of the sheet (openapi.yaml `Sheet`): `UIAlertController(title:message:preferredStyle:)`, its
/// actions in `addAction` order, the seed's custom view and, on iPad, the popover's anchor.
public struct Sheet: Codable, Sendable, Equatable {
    /// The title, at most 4000 characters; laid out as its first 999 UTF-16 units, as UIKit cuts it.
    public var title: String?
    /// The message, at most 20000 characters; laid out as its first 9999 UTF-16 units, as UIKit cuts it.
    public var message: String?
    /// The actions in the order they are added, at most 100, at most one `cancel`.
    public var actions: [Action]?
    /// The custom view above the sheet.
    public var customView: CustomView?
    /// The popover's anchor in screen coordinates; required on iPad.
    public var sourceRect: SourceRect?
    /// The directions the popover's arrow may point; all four when `nil`.
    public var permittedArrowDirections: [ArrowDirection]?
    /// `actionSheet` (when `nil`) or `alert`.
    public var preferredStyle: AlertControllerStyle?
    /// An alert's text fields, top to bottom (refused on an action sheet).
    public var textFields: [TextField]?
    /// The index in `actions` of the preferred action, drawn in the preferred font.
    public var preferredAction: Int?

    /// Creates a sheet.
    public init(
        title: String? = nil, message: String? = nil, actions: [Action]? = nil, customView: CustomView? = nil,
        sourceRect: SourceRect? = nil, permittedArrowDirections: [ArrowDirection]? = nil,
        preferredStyle: AlertControllerStyle? = nil, textFields: [TextField]? = nil, preferredAction: Int? = nil
    ) {
        self.preferredStyle = preferredStyle
        self.textFields = textFields
        self.preferredAction = preferredAction
        self.title = title
        self.message = message
        self.actions = actions
        self.customView = customView
        self.sourceRect = sourceRect
        self.permittedArrowDirections = permittedArrowDirections
    }
}

/// A text field of an alert (openapi.yaml `TextField`).
public struct TextField: Codable, Sendable, Equatable {
    /// The placeholder, shown when the text is empty.
    public var placeholder: String?
    /// The text.
    public var text: String?

    /// Creates a text field.
    public init(placeholder: String? = nil, text: String? = nil) {
        self.placeholder = placeholder
        self.text = text
    }
}

/// `UIAlertAction(title:style:handler:)` (openapi.yaml `Action`).
public struct Action: Codable, Sendable, Equatable {
    /// The button's title, 1 to 500 characters.
    public var title: String
    /// The style; `default` when `nil`.
    public var style: ActionStyle?

    /// Creates an action.
    public init(_ title: String, style: ActionStyle? = nil) {
        self.title = title
        self.style = style
    }
}

/// The seed's custom view above the sheet (openapi.yaml `CustomView`).
public struct CustomView: Codable, Sendable, Equatable {
    /// Height in points, 0 to 10000.
    public var height: Double
    /// Width in points; the sheet's width when `nil`.
    public var width: Double?
    /// Offset from the sheet's left edge (its leading edge with `layout` `.leadingTrailingConstraints`); 0 when
    /// `nil`.
    public var x: Double?
    /// The gap between the custom view and the sheet; 16 when `nil`.
    public var marginBottom: Double?
    /// Views inside it, with distinct ids.
    public var subviews: [CustomSubview]?
    /// How it is positioned: `.frames` (the default when `nil`) is not flipped right to left,
    /// `.leadingTrailingConstraints` is.
    public var layout: CustomViewLayout?

    /// Creates a custom view.
    public init(
        height: Double, width: Double? = nil, x: Double? = nil, marginBottom: Double? = nil,
        subviews: [CustomSubview]? = nil, layout: CustomViewLayout? = nil
    ) {
        self.height = height
        self.width = width
        self.x = x
        self.marginBottom = marginBottom
        self.subviews = subviews
        self.layout = layout
    }
}

/// A view inside the custom view, reported as the element `customView.<id>` (openapi.yaml `CustomSubview`).
public struct CustomSubview: Codable, Sendable, Equatable {
    /// 1 to 64 letters, digits, `-` or `_`.
    public var id: String
    /// Its frame in the custom view's coordinates, `x` from the leading edge.
    public var frame: OptionalOriginRect

    /// Creates a subview.
    public init(id: String, frame: OptionalOriginRect) {
        self.id = id
        self.frame = frame
    }
}

/// A rectangle whose origin defaults to 0 (openapi.yaml `SubviewFrame` and `SourceRect`).
public struct OptionalOriginRect: Codable, Sendable, Equatable {
    /// The x coordinate; 0 when `nil`.
    public var x: Double?
    /// The y coordinate; 0 when `nil`.
    public var y: Double?
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double? = nil, y: Double? = nil, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// The popover's anchor in screen coordinates (openapi.yaml `SourceRect`).
public typealias SourceRect = OptionalOriginRect
