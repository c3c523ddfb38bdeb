/// Right-to-left layouts are left-to-right layouts reflected about the screen's vertical centre line: the
/// engine mirrors the request's physical inputs (source rectangle, permitted arrow directions, left and right
/// insets) into leading coordinates, lays out as for left to right, and mirrors the result back. Every `x`
/// becomes `W − (x + width)` in screen coordinates and `S − (x + width)` in the alert controller view's
/// (S its width), so the custom view's `x` and its subviews' frames count from the leading (right) edge.
extension SheetLayout {
    /// Reflects the layout about the vertical centre line of its screen, realigned to the pixel grid (a no-op for
    /// values already on it when the screen width is). In place: the elements are changed where they are rather
    /// than copied into a new array.
    mutating func mirror(grid: PixelGrid) {
        let width = screen.width
        let sheetWidth = sheetFrame.width
        func mirror(_ rect: Rect) -> Rect { grid.align(rect.mirrored(within: width)) }
        screen.safeAreaInsets = screen.safeAreaInsets.mirrored
        sheetFrame = mirror(sheetFrame)
        for index in elements.indices {
            elements[index].screenFrame = mirror(elements[index].screenFrame)
            if let frame = elements[index].frame {
                elements[index].frame = grid.align(frame.mirrored(within: sheetWidth))
            }
        }
        for index in scrollRegions.indices {
            scrollRegions[index].screenFrame = mirror(scrollRegions[index].screenFrame)
        }
        popover = popover.map { popover in
            PopoverLayout(
                sourceRect: popover.sourceRect.mirrored(within: width),
                permittedArrowDirections: PopoverArrowDirection.allCases.filter {
                    popover.permittedArrowDirections.contains($0.mirrored)
                },
                screenFrame: mirror(popover.screenFrame),
                arrow: popover.arrow.map { arrow in
                    PopoverArrow(
                        direction: arrow.direction.mirrored,
                        tip: grid.align(Point(x: width - arrow.tip.x, y: arrow.tip.y)),
                        screenFrame: mirror(arrow.screenFrame))
                })
        }
    }
}

extension SheetLayout {
    /// Puts the custom view and its subviews, mirrored with the rest, back where frames set in code leave them in a
    /// right-to-left layout: counted from the alert controller view's left edge (docs/geometry.md, "Right to left").
    mutating func unflipCustomView(grid: PixelGrid) {
        let sheetWidth = sheetFrame.width
        for index in elements.indices
        where elements[index].role == .customView || elements[index].role == .customSubview {
            guard let frame = elements[index].frame else { continue }
            let screenFrame = elements[index].screenFrame
            // The sheet's left edge as this element's two frames place it.
            let sheetLeft = screenFrame.x - frame.x
            let unflipped = grid.align(frame.mirrored(within: sheetWidth))
            elements[index].frame = unflipped
            elements[index].screenFrame = grid.align(
                Rect(x: sheetLeft + unflipped.x, y: screenFrame.y, width: screenFrame.width, height: screenFrame.height)
            )
        }
    }
}

extension ResolvedScreen {
    /// The same screen with its left and right insets swapped.
    var mirrored: ResolvedScreen {
        ResolvedScreen(width: width, height: height, scale: scale, safeAreaInsets: safeAreaInsets.mirrored)
    }
}
