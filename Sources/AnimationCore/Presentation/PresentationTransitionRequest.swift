import LayoutCore

/// What `/animation` asks of a presentation sheet: the `/layout` request, the move, and its sampling.
public struct PresentationTransitionRequest: Sendable, Equatable {
    /// The sheet (and the sheet beneath, the drag, …) as `/layout` takes it.
    public var sheet: PresentationSheetRequest
    /// What is played.
    public var kind: PresentationTransitionKind
    /// For a detent change: the detent it starts at; the selected detent when `nil`.
    public var fromDetentIdentifier: String?
    /// For a detent change: the detent it ends at (required).
    public var toDetentIdentifier: String?
    /// The sampling rate, in `SheetTransition.frameRates`.
    public var fps: Int

    /// Creates a request.
    public init(
        sheet: PresentationSheetRequest, kind: PresentationTransitionKind, fromDetentIdentifier: String? = nil,
        toDetentIdentifier: String? = nil, fps: Int = SheetTransition.defaultFrameRate
    ) {
        self.sheet = sheet
        self.kind = kind
        self.fromDetentIdentifier = fromDetentIdentifier
        self.toDetentIdentifier = toDetentIdentifier
        self.fps = fps
    }
}
