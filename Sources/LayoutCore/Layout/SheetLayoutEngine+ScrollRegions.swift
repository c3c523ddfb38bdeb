extension SheetLayoutEngine {
    /// The scroll region `id` over `viewport` for content `contentHeight` tall, and the warning `code` at `pointer`
    /// saying that `what` needs that height but gets the visible one; shared by the header and the actions of every
    /// presentation, so each scrolling part is reported the same way.
    func addScrollRegion(
        _ id: String, _ viewport: Rect, contentHeight: Double, warning code: LayoutWarning.Code, what: String,
        pointer: String, advice: String = "", into builder: inout ElementBuilder, layout: inout SheetLayout
    ) {
        let region = builder.scrollRegion(id, viewport, contentHeight: contentHeight)
        layout.scrollRegions.append(region)
        layout.warnings.append(
            LayoutWarning(
                code: code,
                message:
                    "\(what) need \(format(rounded(contentHeight))) pt but get \(format(rounded(region.visibleHeight))) pt: they scroll\(advice).",
                pointer: pointer))
    }

    /// The actions' scroll region over `viewport` and its ``LayoutWarning/Code/actionsScroll`` warning, for
    /// `actionCount` actions `contentHeight` tall; shared by the sheet, the iOS 26 card and the alert.
    func addActionsScrollRegion(
        _ viewport: Rect, contentHeight: Double, actionCount: Int, into builder: inout ElementBuilder,
        layout: inout SheetLayout
    ) {
        addScrollRegion(
            "actions", viewport, contentHeight: contentHeight, warning: .actionsScroll,
            what: "The \(actionCount) actions", pointer: "/sheet/actions",
            advice: " (the Human Interface Guidelines advise against it)", into: &builder, layout: &layout)
    }
}
