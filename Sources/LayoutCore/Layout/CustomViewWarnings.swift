/// Warnings about where the custom view ended up. UIKit knows nothing of a view added above the
/// sheet: it neither makes room for it nor clips it, so the service says when it goes too high. A popover,
/// though, clips its content to its body (inferred), so there the service says when the view lies outside it, and
/// when it covers the popover's source (`anchor`), the control the user just tapped.
enum CustomViewWarnings {
    static func check(
        _ view: CustomViewDescription, elements: [LayoutElement], screen: ResolvedScreen, topLimit: Double,
        popoverFrame: Rect? = nil, anchor: Rect? = nil
    ) -> [LayoutWarning] {
        guard let index = elements.firstIndex(where: { $0.role == .customView }) else { return [] }
        let frame = elements[index].screenFrame
        var warnings: [LayoutWarning] = []
        let pointer = "/sheet/customView"
        // Formatted only for a warning: most custom views get none.
        var top: String { format(rounded(frame.y)) }
        if frame.y < 0 || frame.x < 0 || frame.maxX > screen.width {
            warnings.append(
                LayoutWarning(
                    code: .customViewOffScreen,
                    message:
                        "The custom view (screen frame x \(format(rounded(frame.x)))…\(format(rounded(frame.maxX))), y from \(top)) reaches outside the \(format(screen.width))×\(format(screen.height)) screen; that part is not visible.",
                    pointer: pointer))
        }
        if frame.y < screen.safeAreaInsets.top {
            warnings.append(
                LayoutWarning(
                    code: .customViewAboveSafeArea,
                    message:
                        "The custom view's top edge is at y=\(top), above the safe area (top inset \(format(screen.safeAreaInsets.top))): the status bar or sensor housing may cover it.",
                    pointer: pointer))
        }
        if frame.y < topLimit {
            warnings.append(
                LayoutWarning(
                    code: .customViewAboveTopLimit,
                    message:
                        "The custom view's top edge is at y=\(top), above the highest point a sheet may reach (y=\(format(rounded(topLimit)))). UIKit does not move the sheet for it; make it shorter or use fewer actions.",
                    pointer: pointer))
        }
        if let popoverFrame, !popoverFrame.contains(frame) {
            warnings.append(
                LayoutWarning(
                    code: .customViewOutsidePopover,
                    message:
                        "The custom view (screen y from \(top)) lies outside the popover's body (y \(format(rounded(popoverFrame.y)))…\(format(rounded(popoverFrame.maxY)))). A popover clips its content to its rounded body (inferred, not measured), so the part outside may not show; UIKit does not make room for it.",
                    pointer: pointer))
        }
        if let anchor, frame.overlaps(anchor) {
            warnings.append(
                LayoutWarning(
                    code: .customViewOverAnchor,
                    message:
                        "The custom view (screen frame x \(format(rounded(frame.x)))…\(format(rounded(frame.maxX))), y \(top)…\(format(rounded(frame.maxY)))) covers the popover's source rectangle, the control that opened the sheet.",
                    pointer: pointer))
        }
        if (view.marginBottom ?? 16) < 0 {
            warnings.append(
                LayoutWarning(
                    code: .customViewOverlapsSheet,
                    message: "A negative marginBottom puts the custom view over the top of the sheet.",
                    pointer: "\(pointer)/marginBottom"))
        }
        let bounds = Rect(x: 0, y: 0, width: view.width ?? .infinity, height: view.height)
        for (index, subview) in view.subviews.enumerated() where !bounds.contains(subview.frame) {
            warnings.append(
                LayoutWarning(
                    code: .subviewOutsideCustomView,
                    message:
                        "Subview \"\(subview.id)\" reaches outside the custom view; it is drawn anyway (clipsToBounds is false), possibly over the sheet.",
                    pointer: "\(pointer)/subviews/\(index)/frame"))
        }
        return warnings
    }
}
