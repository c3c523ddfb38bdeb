// Hand-written conveniences on the models that scripts/regen-client-models.py generates from openapi.yaml
// (Generated/): what an app asks of an answer, beyond its members.

extension LayoutAnswer {
    /// The element with `id` (`title`, `action.0`, `customView.label`, …), if the layout has it.
    public func element(_ id: String) -> Element? {
        elements.first { $0.id == id }
    }
}

extension Rect {
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The right edge.
    public var maxX: Double { x + width }
}

/// The popover's anchor in screen coordinates (openapi.yaml `SourceRect`, the same shape as `SubviewFrame`).
public typealias SourceRect = OptionalOriginRect
