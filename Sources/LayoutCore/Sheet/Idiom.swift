/// The kind of device, as `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, CaseIterable {
    /// iPhone (compact width): the sheet slides up from the bottom.
    case phone
    /// iPad: a regular-width iPad presents the sheet as a popover.
    case pad
}
