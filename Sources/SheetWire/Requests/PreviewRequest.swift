import LayoutCore
import StrictJSON

/// A decoded `POST /preview` body.
package struct PreviewRequest: Sendable {
    /// The sheet to draw.
    package var layout: LayoutRequest
    /// The transition to play, or `nil` for a still picture.
    package var animation: AnimationOptions?
}

extension WireDecoder {
    /// The members of a `POST /preview` request body: `/layout`'s, and `/animation`'s but `format`.
    package static let previewRequestKeys =
        layoutRequestKeys
        + AnimationOptionMember.allCases.filter { $0 != .format }.map(\.rawValue)
}
