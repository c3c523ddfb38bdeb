/// One axis of a rectangle aligned to the pixel grid, kept as the indices of its two grid lines (whole numbers of
/// device pixels) rather than as positions in points.
///
/// `PixelGrid.align(_: Rect)` rounds each edge to its nearest line. Keeping the indices lets the element builder
/// derive a frame relative to an aligned origin by subtracting indices, which is what rounding the moved edges a
/// second time gives, and lets the rows of a group round their shared left and right edges once.
struct GridSpan {
    /// The index of the line of the leading or top edge.
    let start: Double
    /// The index of the line of the trailing or bottom edge.
    let end: Double

    /// The lines nearest to `origin` and `origin + length`: the edges `PixelGrid.align(_: Rect)` gives a rectangle
    /// with that origin and length on this axis.
    @inline(__always)
    init(origin: Double, length: Double, grid: PixelGrid) {
        start = grid.lineIndex(nearest: origin)
        end = grid.lineIndex(nearest: origin + length)
    }

    /// Whether both indices are below 2^40 pixels, where the differences of indices are exact and dividing them
    /// by the scale gives the bits `PixelGrid.align` gives (false for infinities and NaN).
    var isSmall: Bool { start.magnitude < Self.smallLimit && end.magnitude < Self.smallLimit }

    /// Far below 2^48, from where the rounding errors of one realignment could reach half a pixel.
    static let smallLimit = 0x1p40
}
