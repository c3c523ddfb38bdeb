import Foundation
import Testing

@testable import SheetContract
@testable import SheetService

/// `GET /openapi.yaml` serves the package's `openapi.yaml`, compiled in through the link in Sources/SheetContract.
struct OpenAPIDocumentTests {
    /// The served document is the file at the package's root, byte for byte.
    @Test func servedDocumentIsTheFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = try Data(contentsOf: root.appendingPathComponent("openapi.yaml"))
        #expect(Array(OpenAPIDocument.yaml.utf8) == Array(file))
        let response = ServiceHarness().get("/openapi.yaml")
        #expect(response.status == 200)
        #expect(response.body == Array(file))
    }
}

/// `GET /openapi.yaml` negotiates between YAML and plain text, for clients (code generators) that take only text.
struct OpenAPIDocumentMediaTypeTests {
    /// Each `Accept` gets the same bytes, as text/plain only where it prefers that to application/yaml, and every
    /// answer says it varies by `Accept`.
    @Test(
        arguments: [
            (nil, "application/yaml"),
            ("text/plain", "text/plain; charset=utf-8"),
            ("application/yaml, text/plain;q=0.5", "application/yaml"),
            ("text/*;q=0.9, application/yaml;q=0.1", "text/plain; charset=utf-8"),
            ("application/json", "application/yaml"),
            ("*/*", "application/yaml"),
        ] as [(String?, String)])
    func acceptChoosesTheMediaType(accept: String?, contentType: String) {
        let response = ServiceHarness().get("/openapi.yaml", headers: accept.map { [("Accept", $0)] } ?? [])
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == contentType)
        #expect(response.headers["Vary"] == "Accept")
        #expect(response.body == Array(OpenAPIDocument.yaml.utf8))
    }
}

/// The version sheetd reports is the document's `info.version`.
struct OpenAPIVersionTests {
    /// The served document's version is read from its `info:` block.
    @Test func versionIsTheInfoVersion() {
        #expect(OpenAPIDocument.version == OpenAPIDocument.infoVersion(in: OpenAPIDocument.yaml))
        #expect(OpenAPIDocument.version.split(separator: ".").count == 3)
        #expect(SheetService.version == OpenAPIDocument.version)
    }

    /// Only `info`'s own `version` counts: not the one of another block, nor a deeper key.
    @Test func readerTakesOnlyInfoVersion() {
        let yaml = """
            openapi: 3.1.0
            components:
              version: 9.9.9
            info:
              title: t
              license:
                version: 8.8.8
              version: 1.2.3
            """
        #expect(OpenAPIDocument.infoVersion(in: yaml) == "1.2.3")
        #expect(OpenAPIDocument.infoVersion(in: "info:\n  title: t\n") == nil)
    }
}
