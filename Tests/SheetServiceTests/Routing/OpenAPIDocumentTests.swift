import Foundation
import HTTPServer
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
