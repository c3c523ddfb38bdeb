import Foundation

/// A `/layout` answer of either kind (openapi.yaml `LayoutResponseBody`), told apart by `kind`: the presentation
/// sheet's says `presentationSheet`, the alert controller's has none.
public enum LayoutResponseBody: Codable, Sendable, Equatable {
    /// The alert controller's layout.
    case alertController(LayoutAnswer)
    /// The presentation sheet's layout.
    case presentationSheet(PresentationSheetAnswer)

    private enum Marker: String, CodingKey { case kind }

    /// Decodes by `kind`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Marker.self)
        self =
            try container.decodeIfPresent(String.self, forKey: .kind) == "presentationSheet"
            ? .presentationSheet(try PresentationSheetAnswer(from: decoder))
            : .alertController(try LayoutAnswer(from: decoder))
    }

    /// Encodes the answer it holds.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .alertController(let answer): try answer.encode(to: encoder)
        case .presentationSheet(let answer): try answer.encode(to: encoder)
        }
    }
}
