/// The OpenAPI description of the service, served at `GET /openapi.yaml`: the package's `openapi.yaml`, compiled in
/// when the package is built (this module's `openapi.yaml` is a link to it), so the two cannot differ.
///
/// A module of its own, because compiling the embedded bytes takes a while: a change elsewhere in the service does
/// not compile them again.
package enum OpenAPIDocument {
    /// The document's text.
    package static let yaml = String(decoding: PackageResources.openapi_yaml, as: UTF8.self)

    /// The document's `info.version`, e.g. `1.0.0`: the one place sheetd's version is written, so the contract a
    /// build serves and the version it reports (`sheetd_build_info`) cannot differ; `unknown` if it were missing.
    package static let version = infoVersion(in: yaml) ?? "unknown"

    /// The value of `version:` in the top-level `info:` block of `yaml`, read from the layout the document keeps
    /// (`info:` at the margin, its keys two spaces in) so that no YAML library is needed.
    static func infoVersion(in yaml: String) -> String? {
        var isInInfo = false
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                isInInfo = line == "info:"
            } else if isInInfo, line.hasPrefix("  version:") {
                let value = line.dropFirst("  version:".count).trimmingPrefix(" ")
                return value.isEmpty ? nil : String(value)
            }
        }
        return nil
    }
}
