/// Everything needed to lay out a presentation sheet: the screen, the traits, the profile, the sheet, and the sheet
/// it was presented from when two are stacked.
public struct PresentationSheetRequest: Sendable, Equatable {
    /// The screen (and its `displayCornerRadius`, which the sheet's corners follow).
    public var screen: ScreenDescription
    /// The traits.
    public var traits: Traits
    /// The metrics profile's name; `nil` means the default profile.
    public var profileName: String?
    /// The sheet on top.
    public var sheet: PresentationSheetDescription
    /// The sheet that presented it (stacking, depth 2), itself presented over a full-screen view; `nil` when the
    /// sheet is presented over a full-screen view.
    public var presentingSheet: PresentationSheetDescription?

    /// Creates a request.
    public init(
        screen: ScreenDescription, traits: Traits = Traits(), profileName: String? = nil,
        sheet: PresentationSheetDescription, presentingSheet: PresentationSheetDescription? = nil
    ) {
        self.screen = screen
        self.traits = traits
        self.profileName = profileName
        self.sheet = sheet
        self.presentingSheet = presentingSheet
    }
}
