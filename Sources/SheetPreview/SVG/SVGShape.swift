import LayoutCore

/// Shapes shared by the previews' SVG writers: rectangle attributes and outlines whose top and bottom corners
/// differ.
enum SVGShape {
    /// `x`, `y`, `width` and `height` attributes of `frame` (negative sides written as 0).
    static func geometry(_ frame: Rect) -> String {
        "x=\"\(SVGText.number(frame.x))\" y=\"\(SVGText.number(frame.y))\" "
            + "width=\"\(SVGText.number(max(frame.width, 0)))\" height=\"\(SVGText.number(max(frame.height, 0)))\""
    }

    /// The path data of `frame` with its two top corners rounded by `top` and its two bottom corners by `bottom`,
    /// each radius cut to half the frame's smaller side (circular arcs, clockwise from the top left).
    static func roundedPath(_ frame: Rect, top: Double, bottom: Double) -> String {
        let limit = max(min(frame.width, frame.height) / 2, 0)
        let top = min(max(top, 0), limit)
        let bottom = min(max(bottom, 0), limit)
        func n(_ value: Double) -> String { SVGText.number(value) }
        func arc(_ r: Double, _ x: Double, _ y: Double) -> String { "A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y))" }
        var segments: [String] = ["M\(n(frame.x)) \(n(frame.y + top))"]
        if top > 0 { segments.append(arc(top, frame.x + top, frame.y)) }
        segments.append("H\(n(frame.maxX - top))")
        if top > 0 { segments.append(arc(top, frame.maxX, frame.y + top)) }
        segments.append("V\(n(frame.maxY - bottom))")
        if bottom > 0 { segments.append(arc(bottom, frame.maxX - bottom, frame.maxY)) }
        segments.append("H\(n(frame.x + bottom))")
        if bottom > 0 { segments.append(arc(bottom, frame.x, frame.maxY - bottom)) }
        return segments.joined() + "Z"
    }

    /// The path data of `roundedPath(_:top:bottom:)` with every corner's arc written, a radius of 0 too (a straight
    /// segment in SVG): the same commands whatever the radii, which SMIL needs to interpolate between two outlines.
    static func animatablePath(_ frame: Rect, top: Double, bottom: Double) -> String {
        let limit = max(min(frame.width, frame.height) / 2, 0)
        let top = min(max(top, 0), limit)
        let bottom = min(max(bottom, 0), limit)
        func n(_ value: Double) -> String { SVGText.number(value) }
        func arc(_ r: Double, _ x: Double, _ y: Double) -> String { "A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y))" }
        return "M\(n(frame.x)) \(n(frame.y + top))" + arc(top, frame.x + top, frame.y) + "H\(n(frame.maxX - top))"
            + arc(top, frame.maxX, frame.y + top) + "V\(n(frame.maxY - bottom))"
            + arc(bottom, frame.maxX - bottom, frame.maxY) + "H\(n(frame.x + bottom))"
            + arc(bottom, frame.x, frame.maxY - bottom) + "Z"
    }
}
