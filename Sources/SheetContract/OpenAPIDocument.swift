/// The OpenAPI description of the service, served at `GET /openapi.yaml`: the package's `openapi.yaml`, compiled in
/// when the package is built (this module's `openapi.yaml` is a link to it), so the two cannot differ.
///
/// A module of its own, because compiling the embedded bytes takes a while: a change elsewhere in the service does
/// not compile them again.
///
/// The daemon serves `bytes`, the embedded array itself, and reads `version` from the document's first lines: the
/// text is not decoded into a `String` of its own, nor the embedded bytes read beyond the `info:` block, unless
/// something asks for `yaml` (docs/memory.md).
package enum OpenAPIDocument {
    /// The document's UTF-8 bytes: the compiled-in array, shared by every answer that carries it.
    package static var bytes: [UInt8] { PackageResources.openapi_yaml }

    /// The document's text.
    package static let yaml = String(decoding: bytes, as: UTF8.self)

    /// The document's `info.version`, e.g. `1.0.0`: the one place sheetd's version is written, so the contract a
    /// build serves and the version it reports (`sheetd_build_info`) cannot differ; `unknown` if it were missing.
    package static let version = infoVersion(in: bytes) ?? "unknown"

    /// The value of `version:` in the top-level `info:` block of `yaml`, read from the layout the document keeps
    /// (`info:` at the margin, its keys two spaces in) so that no YAML library is needed.
    static func infoVersion(in yaml: String) -> String? {
        infoVersion(in: Array(yaml.utf8))
    }

    /// `infoVersion(in:)` of the document whose UTF-8 bytes are `yaml`, reading lines only up to the end of the
    /// `info:` block (a mapping has one key of a name).
    static func infoVersion(in yaml: [UInt8]) -> String? {
        let newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " ")
        let versionKey = Array("  version:".utf8)
        var isInInfo = false
        var lineStart = yaml.startIndex
        while lineStart < yaml.endIndex {
            let lineEnd = yaml[lineStart...].firstIndex(of: newline) ?? yaml.endIndex
            let line = yaml[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            if line.first != space {
                if isInInfo { return nil }
                isInInfo = line.elementsEqual("info:".utf8)
            } else if isInInfo, line.starts(with: versionKey) {
                let value = line.dropFirst(versionKey.count).drop { $0 == space }
                return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
            }
        }
        return nil
    }
}
