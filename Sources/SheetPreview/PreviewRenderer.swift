import AnimationCore
import LayoutCore
import SheetWire

/// The bytes of a preview: the layout drawn as SVG, PNG or an HTML page, still or with its transition in a loop.
package enum PreviewRenderer {
    /// The preview of `layout` in `media`.
    /// - Parameters:
    ///   - layout: the computed layout.
    ///   - preview: the request, for its appearance and its transition (`nil` for a still picture).
    ///   - media: the media type; PNG is for still pictures only.
    /// - Throws: `PNGRasterizer.Failure` when librsvg cannot rasterise the preview's own SVG.
    package static func body(of layout: SheetLayout, preview: PreviewRequest, as media: PreviewMediaType)
        throws(PNGRasterizer.Failure) -> [UInt8]
    {
        let style = preview.layout.traits.userInterfaceStyle
        switch (media, preview.animation) {
        case (.svg, nil):
            return Array(SheetPreviewSVG(layout: layout, style: style).text.utf8)
        case (.svg, let options?):
            let transition = SheetTransition(layout: layout, options: options)
            return Array(
                SheetPreviewSVG(layout: layout, style: style, loop: PreviewLoop(transition: transition)).text.utf8)
        case (.html, nil):
            return Array(PreviewPage.still(layout: layout, style: style).utf8)
        case (.html, let options?):
            return Array(PreviewPage.animated(layout: layout, style: style, options: options).utf8)
        case (.png, _):
            let svg = Array(SheetPreviewSVG(layout: layout, style: style).text.utf8)
            let size = pngSize(of: layout.screen)
            return try PNGRasterizer.png(fromSVG: svg, width: size.width, height: size.height)
        }
    }

    /// The PNG's size: the screen at its scale, the scale lowered so that no side exceeds
    /// `PNGRasterizer.maximumSide` pixels.
    package static func pngSize(of screen: ResolvedScreen) -> (width: Int, height: Int) {
        pngSize(width: screen.width, height: screen.height, scale: screen.scale)
    }

    /// The PNG's size of a canvas `width` × `height` points at `scale`, the scale lowered so that no side exceeds
    /// `PNGRasterizer.maximumSide` pixels.
    package static func pngSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int) {
        let limit = Double(PNGRasterizer.maximumSide)
        let scale = min(scale, limit / max(width, height))
        func pixels(_ points: Double) -> Int { Int(min(max((points * scale).rounded(), 1), limit)) }
        return (pixels(width), pixels(height))
    }
}

extension PreviewMediaType {
    /// The `Content-Security-Policy` of a preview in this type, `nil` for PNG: the documents are the service's
    /// own, and nothing in them may load or run anything else.
    package var contentSecurityPolicy: String? {
        switch self {
        case .html: return "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"
        case .svg: return "default-src 'none'; style-src 'unsafe-inline'"
        case .png: return nil
        }
    }
}
