/// The OpenAPI description of the service, served at `GET /openapi.yaml`: the package's `openapi.yaml`, compiled in
/// when the package is built (this module's `openapi.yaml` is a link to it), so the two cannot differ.
///
/// A module of its own, because compiling the embedded bytes takes a while: a change elsewhere in the service does
/// not compile them again.
package enum OpenAPIDocument {
    /// The document's text.
    package static let yaml = String(decoding: PackageResources.openapi_yaml, as: UTF8.self)
}
