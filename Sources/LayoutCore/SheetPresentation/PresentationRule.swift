/// A rule of UIKit's that changed the answer, said so that a client sees why a number is what it is.
public struct PresentationRule: Sendable, Equatable {
    /// The rule's stable code.
    public var code: Code
    /// What the rule did, for people.
    public var message: String
    /// JSON Pointer to the request field it concerns, if any.
    public var pointer: String?

    /// Creates a rule note.
    public init(code: Code, message: String, pointer: String? = nil) {
        self.code = code
        self.message = message
        self.pointer = pointer
    }

    /// The rules, by stable code (docs/detents.md says where each comes from).
    public enum Code: String, Sendable, CaseIterable {
        /// The medium detent is inactive in a compact height.
        case mediumInactiveInCompactHeight
        /// A sheet in a compact height goes full screen.
        case fullScreenInCompactHeight
        /// A sheet in a compact height stays attached to the bottom edge (`prefersEdgeAttachedInCompactHeight`).
        case edgeAttachedInCompactHeight
        /// A detent resolved above `maximumDetentValue` was capped at it.
        case detentCappedAtMaximum
        /// A floating sheet (regular-width iPad) keeps its size at every detent.
        case floatingSheetIgnoresDetents
        /// A form sheet too large for the window takes the window's size.
        case formSheetFillsWindow
        /// The edge-attached sheet takes `preferredContentSize`'s width.
        case widthFollowsPreferredContentSize
        /// The selected detent is not active: the sheet rests at the smallest detent.
        case selectedDetentInactive
        /// The largest undimmed detent is not active: every detent is dimmed.
        case undimmedDetentInactive
        /// The drag went above the top detent: the sheet follows on a rubber band.
        case rubberBandAboveTopDetent
        /// The drag went below the smallest detent of a sheet that cannot be dismissed: a rubber band.
        case rubberBandBelowSmallestDetent
        /// The drag went below the smallest detent: the sheet follows the finger towards dismissal.
        case interactiveDismissal
        /// The Liquid Glass sheet floats inset from the screen's sides and bottom at a partial height.
        case liquidGlassInset
        /// What presented the sheet is scaled down behind it.
        case presentingViewScaledDown
        /// The grabber is hidden on a full-screen sheet.
        case grabberHiddenInFullScreen
        /// The release was slower than the minimum: it counts as no velocity.
        case releaseVelocityIgnored
        /// A flick moved the sheet one detent further than the nearest.
        case flickMovesOneDetentFurther
        /// The release dismisses the sheet.
        case releaseDismisses
    }
}
