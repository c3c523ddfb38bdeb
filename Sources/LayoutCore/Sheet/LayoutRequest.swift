/// Everything needed to lay out one sheet.
public struct LayoutRequest: Sendable, Equatable {
    /// The screen.
    public var screen: ScreenDescription
    /// The traits.
    public var traits: Traits
    /// The metrics profile's name; `nil` means the default profile.
    public var profileName: String?
    /// The sheet.
    public var sheet: SheetDescription

    /// Creates a layout request.
    public init(
        screen: ScreenDescription, traits: Traits = Traits(), profileName: String? = nil,
        sheet: SheetDescription
    ) {
        self.screen = screen
        self.traits = traits
        self.profileName = profileName
        self.sheet = sheet
    }
}
