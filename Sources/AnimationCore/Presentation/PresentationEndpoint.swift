import LayoutCore

/// One end of a presentation sheet's transition: the sheet, the sheet beneath when two are stacked, and which
/// detent it rests at (`nil` when dismissed or held by a drag).
public struct PresentationEndpoint: Sendable, Equatable {
    /// The sheet, with the view behind it in `presentingView`.
    public var sheet: SheetState
    /// The sheet beneath, as it is seen behind the top sheet, when two are stacked.
    public var presentingSheet: SheetState?
    /// The detent the sheet rests at, or `nil`.
    public var detentIdentifier: String?

    /// Creates an endpoint.
    public init(sheet: SheetState, presentingSheet: SheetState?, detentIdentifier: String?) {
        self.sheet = sheet
        self.presentingSheet = presentingSheet
        self.detentIdentifier = detentIdentifier
    }

    /// The sheet dismissed from `resting`: its top at the screen's bottom, nothing dimmed, no shadow, and what is
    /// behind it as `behind` (the presenting view in place, or the sheet beneath on its own).
    ///
    /// The sheet keeps its height, inset transform, corners and grabber: UIKit slides the presented view in and out
    /// whole (docs/detents.md §9, inferred), so only its top, the dimming and the shadow change.
    /// - Parameters:
    ///   - resting: The sheet at the detent it is presented at or dismissed from.
    ///   - screenHeight: The screen's height: the dismissed top.
    ///   - behind: What is seen once the sheet has gone: the presenting view, and the sheet beneath if stacked.
    static func dismissed(from resting: SheetState, screenHeight: Double, behind: PresentationEndpoint)
        -> PresentationEndpoint
    {
        var sheet = resting
        sheet.detentIdentifier = nil
        sheet.offset = screenHeight
        sheet.frame.y = screenHeight
        sheet.visibleFrame = sheet.transform.apply(to: sheet.frame, in: sheet.frame)
        sheet.dimmingFraction = 0
        sheet.dimmingAlpha = 0
        sheet.dimmingColor = sheet.dimmingColor.withAlpha(0)
        sheet.shadowOpacity = 0
        sheet.percentPresented = 0
        sheet.percentFullHeight = 0
        sheet.presentingView = behind.sheet.presentingView
        return PresentationEndpoint(sheet: sheet, presentingSheet: behind.presentingSheet, detentIdentifier: nil)
    }
}
