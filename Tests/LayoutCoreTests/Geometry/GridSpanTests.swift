import Testing

@testable import LayoutCore

/// A span's line indices are the aligned edges counted in device pixels.
struct GridSpanTests {
    /// Dividing the indices by the scale gives `PixelGrid.align` of both edges, bit for bit.
    @Test(arguments: [1.0, 2, 3, 2.5])
    func indicesAreAlignedEdges(scale: Double) {
        let grid = PixelGrid(scale: scale)
        for (origin, length) in [(0.0, 44.0), (-16.5, 0.1), (568.3333333333334, 57.166666666666664), (1e-9, -3)] {
            let span = GridSpan(origin: origin, length: length, grid: grid)
            #expect((span.start / scale).bitPattern == grid.align(origin).bitPattern)
            #expect((span.end / scale).bitPattern == grid.align(origin + length).bitPattern)
            #expect(span.start == span.start.rounded() && span.end == span.end.rounded())
        }
    }

    /// Only finite indices below 2^40 count as small.
    @Test func smallness() {
        let grid = PixelGrid(scale: 3)
        #expect(GridSpan(origin: -4096, length: 8192, grid: grid).isSmall)
        #expect(!GridSpan(origin: 0x1p40, length: 1, grid: grid).isSmall)
        #expect(!GridSpan(origin: 0, length: .infinity, grid: grid).isSmall)
        #expect(!GridSpan(origin: .nan, length: 1, grid: grid).isSmall)
    }
}
