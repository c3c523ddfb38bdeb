import AnimationCore
import LayoutCore

extension PreviewRenderer {
    /// The preview of a presentation sheet's `layout` in `media`: a still picture of the sheet at its current
    /// position.
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

    /// The preview of a presentation sheet's `transition` in `media`, playing in a loop over `layout`'s markers
    /// and caption; a PNG, which cannot move, is the still picture (`/preview.png` refuses a transition before).
    /// - Parameters:
    ///   - layout: the computed layout of the request.
    ///   - transition: the transition `/animation` computes for the same request.
    ///   - style: light or dark, the request's.
    ///   - media: the media type.
    /// - Throws: `PNGRasterizer.Failure` when librsvg cannot rasterise the preview's own SVG.
    package static func body(
        of layout: PresentationSheetLayout, transition: PresentationTransition, style: UserInterfaceStyle,
        as media: PreviewMediaType
    ) throws(PNGRasterizer.Failure) -> [UInt8] {
        let loop = PresentationLoop(transition: transition)
        switch media {
        case .svg:
            return Array(PresentationSheetSVG(layout: layout, style: style, loop: loop).text.utf8)
        case .html:
            let svg = PresentationSheetSVG(layout: layout, style: style, loop: loop)
            return Array(PreviewPage.animated(presentation: layout, svg: svg, loop: loop).utf8)
        case .png:
            return try body(of: layout, style: style, as: .png)
        }
    }
}
