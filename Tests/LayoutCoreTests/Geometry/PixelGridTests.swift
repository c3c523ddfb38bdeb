import Testing

@testable import LayoutCore

/// Alignment to the device-pixel grid.
struct PixelGridTests {
    /// Values snap to the nearest 1/scale.
    @Test func alignsToNearestPixel() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.align(568.306) == 1705.0 / 3)
        #expect(grid.align(62.027) == 62)
        #expect(PixelGrid(scale: 2).align(10.3) == 10.5)
        #expect(PixelGrid(scale: 1).align(10.5) == 11)
    }

    /// Rectangles align their edges, so neighbours that touch keep touching.
    @Test func alignsEdgesNotSizes() {
        let grid = PixelGrid(scale: 3)
        let upper = grid.align(Rect(x: 0, y: 10.1, width: 5, height: 10.15))
        let lower = grid.align(Rect(x: 0, y: 20.25, width: 5, height: 4))
        #expect(upper.maxY == lower.y)
        #expect(grid.isAligned(upper.height))
    }

    /// The hairline is one device pixel.
    @Test func pixel() {
        #expect(PixelGrid(scale: 3).pixel == 1.0 / 3)
        #expect(PixelGrid(scale: 2).pixel == 0.5)
    }
}
