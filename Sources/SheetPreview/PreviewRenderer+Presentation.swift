import LayoutCore

extension PreviewRenderer {
    /// The preview of a presentation sheet's `layout` in `media`: a still picture of the sheet at its current
    /// position (its detent animations are not drawn yet).
    /// - Parameters:
    ///   - layout: the computed layout.
    ///   - style: light or dark, the request's.
    ///   - media: the media type.
    /// - Throws: `PNGRasterizer.Failure` when librsvg cannot rasterise the preview's own SVG.
    package static func body(of layout: PresentationSheetLayout, style: UserInterfaceStyle, as media: PreviewMediaType)
        throws(PNGRasterizer.Failure) -> [UInt8]
    {
        let svg = PresentationSheetSVG(layout: layout, style: style)
        switch media {
        case .svg:
            return Array(svg.text.utf8)
        case .html:
            return Array(PreviewPage.still(presentation: layout, svg: svg).utf8)
        case .png:
            let size = pngSize(width: svg.width, height: svg.height, scale: layout.screen.scale)
            return try PNGRasterizer.png(fromSVG: Array(svg.text.utf8), width: size.width, height: size.height)
        }
    }
}
