/// Collects elements: each rectangle is given in unaligned screen coordinates, its edges are
/// aligned to the pixel grid, and its sheet frame is derived from the aligned sheet origin. Each element gets its
/// appearance as it is added (mirroring changes no role, style or font), so the elements are built exactly once.
struct ElementBuilder {
    let grid: PixelGrid
    let unalignedOrigin: (x: Double, y: Double)
    let origin: (x: Double, y: Double)
    let appearance: AppearanceResolver
    private(set) var elements: [LayoutElement] = []

    /// Creates a builder with room for every element of `sheet`, so that adding them never reallocates.
    init(
        grid: PixelGrid, unalignedOrigin: (x: Double, y: Double), sheet: borrowing SheetDescription,
        appearance: AppearanceResolver
    ) {
        self.grid = grid
        self.unalignedOrigin = unalignedOrigin
        self.appearance = appearance
        origin = (grid.align(unalignedOrigin.x), grid.align(unalignedOrigin.y))
        // Custom view and subviews; main group, header, title, message and its separator; a row and a separator
        // per action; cancel group, cancel and dimming.
        let customViewCount = sheet.customView.map { 1 + $0.subviews.count } ?? 0
        elements.reserveCapacity(customViewCount + 5 + 2 * sheet.actions.count + 3)
    }

    /// The aligned screen rectangle and the matching sheet frame.
    func frames(_ unaligned: Rect) -> (screen: Rect, sheet: Rect) {
        let screen = grid.align(unaligned)
        return (screen, grid.align(screen.offsetBy(dx: -origin.x, dy: -origin.y)))
    }

    // The texts are consumed: the element is formed from owned parts, which saves copying each of them.
    mutating func add(
        _ id: consuming String, _ role: ElementRole, _ unaligned: Rect, style: ActionStyle? = nil,
        text: consuming TextLayout? = nil, clippedBy: consuming String? = nil
    ) {
        let (screen, sheet) = frames(unaligned)
        elements.append(
            LayoutElement(
                id: id, role: role, style: style, frame: sheet, screenFrame: screen, text: text, clippedBy: clippedBy,
                appearance: appearance.appearance(role: role, actionStyle: style, font: text?.font)))
    }

    mutating func addScreenOnly(_ id: consuming String, _ role: ElementRole, _ rect: Rect) {
        elements.append(
            LayoutElement(
                id: id, role: role, frame: nil, screenFrame: grid.align(rect),
                appearance: appearance.appearance(role: role, actionStyle: nil, font: nil)))
    }

    /// The seed's custom view at `y = -(height + marginBottom)` from the sheet's aligned origin, and its subviews.
    mutating func addCustomView(_ view: CustomViewDescription, sheetWidth: Double) {
        let local = Rect(
            x: view.x ?? 0, y: -(view.height + (view.marginBottom ?? 16)), width: view.width ?? sheetWidth,
            height: view.height)
        let (screen, sheet) = frames(local.offsetBy(dx: origin.x, dy: origin.y))
        elements.append(LayoutElement(id: "customView", role: .customView, frame: sheet, screenFrame: screen))
        for subview in view.subviews {
            let (subScreen, subSheet) = frames(subview.frame.offsetBy(dx: screen.x, dy: screen.y))
            elements.append(
                LayoutElement(
                    id: ElementIdentifiers.customSubview(subview.id), role: .customSubview, frame: subSheet,
                    screenFrame: subScreen,
                    localFrame: subview.frame))
        }
    }

    func scrollRegion(_ id: String, _ viewport: Rect, contentHeight: Double) -> ScrollRegion {
        let screen = grid.align(viewport)
        return ScrollRegion(id: id, screenFrame: screen, contentHeight: contentHeight, visibleHeight: screen.height)
    }

    /// The alert controller view's frame: from the aligned origin to the bottom of the main group
    /// (or of the cancel group when there is no main group).
    func sheetFrame(plan: VerticalPlan, width: Double) -> Rect {
        let bottom = plan.hasMainGroup ? plan.mainBottom : plan.bottom
        return grid.align(
            Rect(x: unalignedOrigin.x, y: unalignedOrigin.y, width: width, height: bottom - unalignedOrigin.y))
    }
}
