import Foundation
import Testing

@testable import SheetdKit

/// docs/clients.md's "Use from an app" example compiles and does what it says against a live sheetd.
struct ReadmeExampleTests {
    /// The example's calls (the URL pointed at a live server) give the Delete button's frame; an invalid request
    /// lands in its `.problem` branch with the pointer.
    @Test func exampleWorks() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let client = SheetdClient(baseURL: server.url)
        let sheet = Sheet(
            title: "Delete this photo?",
            actions: [Action("Delete", style: .destructive), Action("Cancel", style: .cancel)])
        var frame: Rect?
        var pointers: [String] = []
        for width in [390.0, -1] {
            do throws(SheetdError) {
                let layout = try await client.layout(LayoutRequest(screen: Screen(width: width), sheet: sheet))
                frame = layout.element("action.0")!.screenFrame
            } catch .problem(let problem) {
                pointers = problem.pointers
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        // The default profile, ios26 (contract 2.0.0): a 320 pt card, the two actions sharing its row, each
        // (320 − 2 × 14 − 8) / 2 wide.
        #expect(frame?.width == 142)
        #expect(pointers == ["/screen/width"])
    }
}
