/// What UIAlertController itself does with a sheet's content before any layout (docs/geometry.md, "UIKit's
/// limits"): its factory cuts a long title or message, and a sheet without any action can be left only by a tap
/// outside it.
enum UIKitContentRules {
    /// `sheet` with its title and message cut to the profile's caps, as
    /// `UIAlertController(title:message:preferredStyle:)` cuts them, and a warning for each text cut.
    /// Takes the catalogue profile by reference: a `MetricsProfile` passed by value is copied whole (every table in it
    /// retained and released) on each request, for two integers.
    static func applyLengthCaps(to sheet: inout SheetDescription, profile: CatalogProfile) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        let titleCap = profile.metrics.titleLengthCap
        let messageCap = profile.metrics.messageLengthCap
        if let title = sheet.title, let cut = cut(title, to: titleCap) {
            sheet.title = cut.text
            warnings.append(capWarning(.titleCut, "title", length: cut.length, cap: titleCap))
        }
        if let message = sheet.message, let cut = cut(message, to: messageCap) {
            sheet.message = cut.text
            warnings.append(capWarning(.messageCut, "message", length: cut.length, cap: messageCap))
        }
        return warnings
    }

    /// `text`'s first `cap` UTF-16 units (NSString's length unit) with its full length, or `nil` when it has no
    /// more than `cap`. A surrogate pair that the cut would split is dropped whole: UIKit would keep half of it,
    /// which draws as a replacement character.
    static func cut(_ text: String, to cap: Int) -> (text: String, length: Int)? {
        // UTF-8 never takes fewer units than UTF-16, so most texts are settled without counting.
        guard text.utf8.count > cap else { return nil }
        let length = text.utf16.count
        guard length > cap else { return nil }
        var kept = String.UnicodeScalarView()
        var units = 0
        for scalar in text.unicodeScalars {
            let width = scalar.utf16.count
            if units + width > cap { break }
            kept.append(scalar)
            units += width
        }
        return (String(kept), length)
    }

    private static func capWarning(_ code: LayoutWarning.Code, _ field: String, length: Int, cap: Int) -> LayoutWarning
    {
        LayoutWarning(
            code: code,
            message:
                "The \(field) is \(length) UTF-16 units long; UIAlertController(title:message:preferredStyle:) cuts a \(field) of \(cap + 1) units or more to its first \(cap), so the sheet shows those (setting the \(field) property after creating the controller does not cut it).",
            pointer: "/sheet/\(field)")
    }

    /// The warning for a controller without any action, cancel included: nothing in it dismisses it. An action
    /// sheet is left by a tap around it (the dimming view's, or the popover's, tap dismisses it); an alert has no
    /// such tap (UIKit installs it for action sheets only), so only the app can dismiss it.
    static func noActionWarning(presentation: Presentation, style: AlertControllerStyle) -> LayoutWarning {
        if style == .alert {
            return LayoutWarning(
                code: .noActionToDismiss,
                message:
                    "The alert has no action, so the person cannot dismiss it: an alert ignores taps around it, so it stays until the app calls dismiss(animated:). Add an action (a cancel action at least).",
                pointer: "/sheet/actions")
        }
        let outside =
            presentation == .popover
            ? "a tap outside the popover, which dismisses it"
            : "a tap on the dimming view around it, which dismisses it"
        return LayoutWarning(
            code: .noActionToDismiss,
            message:
                "The sheet has no action, so nothing in it can dismiss it: the only way out is \(outside) with an empty action (UIAlertController's _dismissWithCancelOrEmptyAction), so no handler runs and the app learns of it only from the dismissal. Add a cancel action to give a visible way out.",
            pointer: "/sheet/actions")
    }
}
