/// The presentation style of a sheet (`UIModalPresentationStyle`): UIKit gives both a sheet presentation
/// controller.
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// `.pageSheet`, the default of a sheet: edge-attached on iPhone, a tall centred page on a regular-width iPad.
    case pageSheet
    /// `.formSheet`: like a page sheet on iPhone, a smaller centred form on a regular-width iPad.
    case formSheet
}
