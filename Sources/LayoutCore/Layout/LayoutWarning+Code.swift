extension LayoutWarning {
    /// Every warning code, with its wire name as `rawValue`: the one list the call sites, the encoders, the client
    /// and openapi.yaml's `LayoutWarning.code` (written by `make regen`) take them from. The animation's
    /// ``slideNotPlayed`` is here too, so that the wire's codes are one list, though only AnimationCore raises it.
    ///
    /// A client must accept codes it does not know: codes are added (openapi.yaml says so), never renamed.
    public enum Code: String, Sendable, CaseIterable {
        /// The custom view reaches outside the screen (`/sheet/customView`).
        case customViewOffScreen
        /// The custom view's top edge is above the safe area, where the status bar or sensor housing may cover it.
        case customViewAboveSafeArea
        /// The custom view reaches above the highest point a sheet may reach; UIKit does not move the sheet for it.
        case customViewAboveTopLimit
        /// A negative `marginBottom` puts the custom view over the top of the sheet.
        case customViewOverlapsSheet
        /// A subview's frame reaches outside the custom view (it is drawn anyway).
        case subviewOutsideCustomView
        /// A popover clips its content, so the custom view lying outside its body may not show.
        case customViewOutsidePopover
        /// The custom view covers the popover's source rectangle, the control that opened the sheet.
        case customViewOverAnchor
        /// The title and message (and an alert's text fields) need more height than they get: they scroll.
        case headerScrolls
        /// More actions than fit: they scroll (`/sheet/actions`).
        case actionsScroll
        /// An action title is set at the largest size that fits its row, at least 0.58 of its own.
        case actionTitleShrunk
        /// An action title does not fit even at 0.58 of its size: it is shortened in the middle at that size (at the
        /// accessibility sizes titles wrap instead).
        case actionTitleTruncated
        /// The title is longer than UIKit keeps (the profile's cap, 999 UTF-16 units): it is cut.
        case titleCut
        /// The message is longer than UIKit keeps (the profile's cap, 9999 UTF-16 units): it is cut.
        case messageCut
        /// No action at all: only a tap outside dismisses a sheet, running no handler; an alert, which ignores such
        /// taps, stays until the app dismisses it.
        case noActionToDismiss
        /// A popover omits the cancel action; with `ios26` the pointer names the dropped action
        /// (e.g. `/sheet/actions/3`).
        case cancelOmittedInPopover
        /// The popover has nothing to show: no title, no message and no action other than cancel.
        case popoverEmpty
        /// The request named a deprecated profile alias such as `ios12` (pointer `/profile`).
        case profileDeprecated
        /// `/animation` only: `slide: clearCustomView` asked of an alert or an `ios26` card or popover, which does not
        /// slide (pointer `/slide`). Raised by AnimationCore.
        case slideNotPlayed
    }
}
