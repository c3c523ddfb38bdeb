import Foundation

/// A `/preview` request of either kind (openapi.yaml `PreviewRequest`), told apart by its member: the
/// presentation sheet's has `sheetPresentation`, the alert controller's `sheet`.
public enum PreviewRequestBody: Codable, Sendable, Equatable {
    /// The alert controller's sheet, still or with its transition.
    case alertController(PreviewRequest)
    /// The presentation sheet, still or with its transition.
    case presentationSheet(PresentationSheetPreviewRequest)

    private enum Marker: String, CodingKey { case sheetPresentation }

    /// Decodes by the presence of `sheetPresentation`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Marker.self)
        self =
            container.contains(.sheetPresentation)
            ? .presentationSheet(try PresentationSheetPreviewRequest(from: decoder))
            : .alertController(try PreviewRequest(from: decoder))
    }

    /// Encodes the request it holds.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .alertController(let request): try request.encode(to: encoder)
        case .presentationSheet(let request): try request.encode(to: encoder)
        }
    }
}
