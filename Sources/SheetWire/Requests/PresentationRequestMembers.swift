import LayoutCore

// The members of a presentation sheet's request body (`sheetPresentation`), each listed once (see `RequestMember`).

/// The root of a `/layout` body that lays out a presentation sheet.
package enum PresentationRequestMember: String, RequestMember {
    case screen, traits, profile, sheetPresentation
    package static let table = NameTable<Self>()
}

/// The root of a `/layout` body as the direct reader takes it in one pass: an alert controller's members and a
/// presentation sheet's together, so that a body is read once whichever it holds (the generic reader keeps the two
/// lists apart: `LayoutRequestMember`, `PresentationRequestMember`).
package enum SheetRequestMember: String, RequestMember {
    case screen, traits, profile, sheet, sheetPresentation
    package static let table = NameTable<Self>()
}

/// `sheetPresentation` (and `sheetPresentation.presentingSheet`): UIKit's names, then SwiftUI's aliases.
package enum PresentationSheetMember: String, RequestMember {
    case modalPresentationStyle, detents, selectedDetentIdentifier, largestUndimmedDetentIdentifier
    case prefersGrabberVisible, preferredCornerRadius, prefersEdgeAttachedInCompactHeight
    case widthFollowsPreferredContentSizeWhenEdgeAttached, preferredContentSize, isModalInPresentation, drag
    case presentingSheet
    case presentationDetents, selection, presentationDragIndicator, presentationCornerRadius
    case presentationBackgroundInteraction, presentationSizing, interactiveDismissDisabled
    package static let table = NameTable<Self>()

    /// The UIKit member each SwiftUI alias stands for.
    var aliased: PresentationSheetMember? {
        switch self {
        case .presentationDetents: .detents
        case .selection: .selectedDetentIdentifier
        case .presentationDragIndicator: .prefersGrabberVisible
        case .presentationCornerRadius: .preferredCornerRadius
        case .presentationBackgroundInteraction: .largestUndimmedDetentIdentifier
        case .presentationSizing: .modalPresentationStyle
        case .interactiveDismissDisabled: .isModalInPresentation
        default: nil
        }
    }
}

/// An element of `sheetPresentation.detents`.
package enum DetentMember: String, RequestMember {
    case identifier, height, fraction
    package static let table = NameTable<Self>()
}

/// `sheetPresentation.preferredContentSize`.
package enum SizeMember: String, RequestMember {
    case width, height
    package static let table = NameTable<Self>()
}

/// `sheetPresentation.drag`.
package enum DragMember: String, RequestMember {
    case offset, velocity
    package static let table = NameTable<Self>()
}

/// `sheetPresentation.presentationBackgroundInteraction` (SwiftUI's `.enabled(upThrough:)`).
package enum BackgroundInteractionMember: String, RequestMember {
    case enabledUpThrough
    package static let table = NameTable<Self>()
}

/// SwiftUI's `Visibility` of the drag indicator (public: the client's request model names it).
public enum DragIndicatorVisibility: String, CaseIterable, Sendable {
    /// Shown when the sheet has more than one detent.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// SwiftUI's `PresentationSizing` (iOS 18) as far as UIKit's styles express it (public: the client's request model
/// names it). `fitted`, sized by the content's ideal size, which sheetd does not see, is refused with the way to
/// say the same thing (docs/detents.md §3).
public enum PresentationSizing: String, CaseIterable, Sendable {
    /// The platform's default: a page sheet.
    case automatic
    /// About a page of paper: `pageSheet`.
    case page
    /// A little narrower than a page: `formSheet`.
    case form

    /// The UIKit style it stands for.
    package var modalPresentationStyle: ModalPresentationStyle {
        switch self {
        case .automatic, .page: .pageSheet
        case .form: .formSheet
        }
    }
}

/// What `POST /animation` adds to a presentation sheet's `/layout` body.
package enum PresentationAnimationMember: String, RequestMember {
    case transition, fps, format, fromDetentIdentifier, toDetentIdentifier
    package static let table = NameTable<Self>()
}
