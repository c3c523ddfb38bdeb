import ContentNegotiation
import SheetPreview

extension PreviewMediaType {
    /// The type among `available` that an `Accept` header value prefers (`MediaTypeNegotiation`), or `nil` when the
    /// header excludes every one (406).
    package static func preferred(by accept: String?, among available: [PreviewMediaType]) -> PreviewMediaType? {
        MediaTypeNegotiation.preferred(by: accept, among: available.map(\.rawValue)).flatMap(Self.init(rawValue:))
    }
}
