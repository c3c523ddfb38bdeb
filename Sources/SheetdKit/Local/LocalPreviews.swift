import SheetAnswers

/// How the client answers `/preview` and `/preview.png` in-process.
///
/// Pictures need the SVG writer, the preview page and the librsvg loader, which most apps never use, so SheetdKit
/// does not link them (docs/architecture.md, "A client that carries no server"): by default (``none``) an in-process
/// preview is ``SheetdError/localUnavailable(_:)``, and the server still draws every preview. An app that wants
/// previews without the network adds the `SheetdKitPreviews` product and passes its `LocalPreviews.drawn`.
public struct LocalPreviews: Sendable {
    /// Draws a preview route's answer with the client's `SheetAnswers`, or `nil` when previews are not drawn here.
    package let draw: (@Sendable (SheetRoute, SheetAnswers, [UInt8], String?) throws(Problem) -> Answer)?

    /// Previews drawn by `draw(route, answers, body, accept)`.
    package init(draw: (@Sendable (SheetRoute, SheetAnswers, [UInt8], String?) throws(Problem) -> Answer)?) {
        self.draw = draw
    }

    /// No in-process previews: the server draws them.
    public static let none = LocalPreviews(draw: nil)
}
