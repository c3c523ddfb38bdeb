/// What an app sets on a `UISheetPresentationController` (or a SwiftUI `.sheet` with `.presentationDetents`), in
/// UIKit's names.
public struct PresentationSheetDescription: Sendable, Equatable {
    /// `.pageSheet` (the default) or `.formSheet`.
    public var modalPresentationStyle: ModalPresentationStyle
    /// The detents, in any order (UIKit sorts them); at least one.
    public var detents: [Detent]
    /// The detent the sheet rests at; `nil` means the smallest.
    public var selectedDetentIdentifier: String?
    /// The largest detent at which what is behind stays undimmed; `nil` dims at every detent.
    public var largestUndimmedDetentIdentifier: String?
    /// Whether the grabber is shown.
    public var prefersGrabberVisible: Bool
    /// The corner radius the app asks for; `nil` is the system's.
    public var preferredCornerRadius: Double?
    /// Whether a sheet in a compact height (iPhone landscape) stays attached to the bottom edge instead of going full
    /// screen.
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// Whether an edge-attached sheet takes `preferredContentSize`'s width.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// The presented view controller's `preferredContentSize`; zero sides are unset.
    public var preferredContentSize: Size?
    /// `isModalInPresentation`: the sheet cannot be dragged away, so a drag below its smallest detent rubber-bands.
    public var isModalInPresentation: Bool
    /// A finger dragging the sheet, if any.
    public var drag: SheetDrag?

    /// Creates a description; the defaults are UIKit's.
    public init(
        modalPresentationStyle: ModalPresentationStyle = .pageSheet, detents: [Detent] = [.large],
        selectedDetentIdentifier: String? = nil, largestUndimmedDetentIdentifier: String? = nil,
        prefersGrabberVisible: Bool = false, preferredCornerRadius: Double? = nil,
        prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, preferredContentSize: Size? = nil,
        isModalInPresentation: Bool = false, drag: SheetDrag? = nil
    ) {
        self.modalPresentationStyle = modalPresentationStyle
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersGrabberVisible = prefersGrabberVisible
        self.preferredCornerRadius = preferredCornerRadius
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
        self.preferredContentSize = preferredContentSize
        self.isModalInPresentation = isModalInPresentation
        self.drag = drag
    }
}
