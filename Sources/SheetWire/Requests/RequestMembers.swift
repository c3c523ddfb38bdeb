// The members of every object of the request bodies, each listed once (see `RequestMember`).

/// The root of a `/layout` body.
package enum LayoutRequestMember: String, RequestMember {
    case screen, traits, profile, sheet
    package static let table = NameTable<Self>()
}

/// `screen`.
package enum ScreenMember: String, RequestMember {
    case width, height, scale, safeAreaInsets, displayCornerRadius
    package static let table = NameTable<Self>()
}

/// `screen.safeAreaInsets`.
package enum EdgeInsetsMember: String, RequestMember {
    case top, left, bottom, right
    package static let table = NameTable<Self>()
}

/// `traits`.
package enum TraitsMember: String, RequestMember {
    case idiom, contentSizeCategory, userInterfaceStyle, horizontalSizeClass, layoutDirection
    package static let table = NameTable<Self>()
}

/// `sheet`.
package enum SheetMember: String, RequestMember {
    case title, message, actions, customView, sourceRect, permittedArrowDirections, preferredStyle, textFields
    case preferredAction
    package static let table = NameTable<Self>()
}

/// An element of `sheet.textFields`.
package enum TextFieldMember: String, RequestMember {
    case placeholder, text, isSecureTextEntry
    package static let table = NameTable<Self>()
}

/// An element of `sheet.actions`.
package enum ActionMember: String, RequestMember {
    case title, style
    package static let table = NameTable<Self>()
}

/// `sheet.customView`.
package enum CustomViewMember: String, RequestMember {
    case height, width, x, marginBottom, subviews, layout
    package static let table = NameTable<Self>()
}

/// An element of `sheet.customView.subviews`.
package enum SubviewMember: String, RequestMember {
    case id, frame
    package static let table = NameTable<Self>()
}

/// A rectangle: `sheet.sourceRect`, a subview's `frame`.
package enum RectMember: String, RequestMember {
    case x, y, width, height
    package static let table = NameTable<Self>()
}

/// The members `POST /animation` adds to the root of a `/layout` body.
package enum AnimationOptionMember: String, RequestMember {
    case transition, fps, customViewFade, format, slide
    package static let table = NameTable<Self>()
}

/// `customViewFade` as an object.
package enum CustomViewFadeMember: String, RequestMember {
    case duration, curve
    package static let table = NameTable<Self>()
}
