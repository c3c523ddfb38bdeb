/// A finger dragging the sheet (`UISheetPresentationController`'s interactive drag), optionally at the moment it
/// lets go.
public struct SheetDrag: Sendable, Equatable {
    /// Where the finger has put the sheet's top edge, in screen points from the top, before rubber-banding.
    public var offset: Double
    /// The vertical velocity at release in points per second, positive downwards; `nil` while the finger is down.
    public var velocity: Double?

    /// A drag at `offset`, released at `velocity` if given.
    public init(offset: Double, velocity: Double? = nil) {
        self.offset = offset
        self.velocity = velocity
    }
}
