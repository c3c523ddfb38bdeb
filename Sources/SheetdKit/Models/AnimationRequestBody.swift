import Foundation

/// A `/animation` request of either kind (openapi.yaml `AnimationRequest`), told apart by its member: the
/// presentation sheet's has `sheetPresentation`, the alert controller's `sheet`.
public enum AnimationRequestBody: Codable, Sendable, Equatable {
    /// The alert controller's transition.
    case alertController(AnimationRequest)
    /// The presentation sheet's transition.
    case presentationSheet(PresentationSheetAnimationRequest)

    private enum Marker: String, CodingKey { case sheetPresentation }

    /// Decodes by the presence of `sheetPresentation`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Marker.self)
        self =
            container.contains(.sheetPresentation)
            ? .presentationSheet(try PresentationSheetAnimationRequest(from: decoder))
            : .alertController(try AnimationRequest(from: decoder))
    }

    /// Encodes the request it holds.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .alertController(let request): try request.encode(to: encoder)
        case .presentationSheet(let request): try request.encode(to: encoder)
        }
    }
}
