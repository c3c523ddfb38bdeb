// Generated from openapi.yaml by `make openapi-embed`; do not edit.
// swift-format-ignore-file

/// The OpenAPI description of the service, served at `GET /openapi.yaml`.
enum OpenAPIDocument {
    /// The text of `openapi.yaml`, byte for byte.
    static let yaml: String = #"""
openapi: 3.1.0

"""#
}
