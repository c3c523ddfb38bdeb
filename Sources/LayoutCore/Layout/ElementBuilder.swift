/// Collects elements: each rectangle is given in unaligned screen coordinates, its edges are
/// aligned to the pixel grid (as `GridSpan`s), and its sheet frame is derived from the aligned sheet origin. Each element gets its
/// appearance as it is added (mirroring changes no role, style or font), so the elements are built exactly once.
struct ElementBuilder {
    let grid: PixelGrid
    let unalignedOrigin: (x: Double, y: Double)
    let origin: (x: Double, y: Double)
    /// The indices of the grid lines through `origin`.
    private let originLines: (x: Double, y: Double)
    /// Whether sheet frames may be derived by subtracting grid line indices (see `GridSpan.isSmall`): the origin's
    /// indices are small and the scale is one of a sane screen, so that no division overflows.
    private let subtractsLines: Bool
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
        originLines = (grid.lineIndex(nearest: unalignedOrigin.x), grid.lineIndex(nearest: unalignedOrigin.y))
        origin = (originLines.x / grid.scale, originLines.y / grid.scale)
        subtractsLines =
            originLines.x.magnitude < GridSpan.smallLimit && originLines.y.magnitude < GridSpan.smallLimit
            && grid.scale >= 0x1p-10 && grid.scale <= 0x1p10
        // Custom view and subviews; main group, header, title, message and its separator; a row and a separator
        // per action; a field and a hairline per text field; cancel group, cancel and dimming.
        let customViewCount = sheet.customView.map { 1 + $0.subviews.count } ?? 0
        elements.reserveCapacity(customViewCount + 5 + 2 * sheet.actions.count + 2 * sheet.textFields.count + 3)
    }

    /// The aligned screen rectangle and the matching sheet frame.
    func frames(_ unaligned: Rect) -> (screen: Rect, sheet: Rect) {
        frames(
            GridSpan(origin: unaligned.x, length: unaligned.width, grid: grid),
            GridSpan(origin: unaligned.y, length: unaligned.height, grid: grid))
    }

    /// The screen rectangle between these grid lines and the matching sheet frame. Aligning the screen rectangle
    /// moved by `-origin` would put each edge on the line `originLines` fewer pixels away, so the sheet frame is
    /// the difference of the indices divided by the scale, the same bits without rounding again; huge values and
    /// odd scales round again (`ElementBuilderTests` checks both against aligning twice).
    @inline(__always)
    func frames(_ horizontal: GridSpan, _ vertical: GridSpan) -> (screen: Rect, sheet: Rect) {
        let scale = grid.scale
        let screen = Rect(
            left: horizontal.start / scale, top: vertical.start / scale, right: horizontal.end / scale,
            bottom: vertical.end / scale)
        guard subtractsLines && horizontal.isSmall && vertical.isSmall else {
            return (screen, grid.align(screen.offsetBy(dx: -origin.x, dy: -origin.y)))
        }
        let sheet = Rect(
            left: (horizontal.start - originLines.x) / scale, top: (vertical.start - originLines.y) / scale,
            right: (horizontal.end - originLines.x) / scale, bottom: (vertical.end - originLines.y) / scale)
        return (screen, sheet)
    }

    /// Adds the element between these grid lines (rows of a group share their horizontal span, rounded once).
    // The texts are consumed: the element is formed from owned parts, which saves copying each of them.
    @inline(__always)
    mutating func add(
        _ id: consuming String, _ role: ElementRole, _ horizontal: GridSpan, _ vertical: GridSpan,
        style: ActionStyle? = nil, text: consuming TextLayout? = nil, clippedBy: consuming String? = nil
    ) {
        let (screen, sheet) = frames(horizontal, vertical)
        elements.append(
            LayoutElement(
                id: id, role: role, style: style, frame: sheet, screenFrame: screen, text: text, clippedBy: clippedBy,
                appearance: appearance.appearance(
                    role: role, actionStyle: style, font: text?.font, height: screen.height)))
    }

    mutating func addScreenOnly(_ id: consuming String, _ role: ElementRole, _ rect: Rect) {
        elements.append(
            LayoutElement(
                id: id, role: role, frame: nil, screenFrame: grid.align(rect),
                appearance: appearance.appearance(role: role, actionStyle: nil, font: nil)))
    }

    /// The seed's custom view at `y = -(height + marginBottom)` from the sheet's aligned origin, and its subviews;
    /// nothing for a sheet without one.
    mutating func addCustomView(_ view: CustomViewDescription?, sheetWidth: Double) {
        guard let view else { return }
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

    /// The elements added, in order, handed over as the builder ends.
    consuming func finishedElements() -> [LayoutElement] { elements }

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
