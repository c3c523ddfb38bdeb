import Foundation
import SheetdClient

/// `sheetctl layout`: the layout as JSON (what `POST /layout` answers), a table for people, or a picture.
enum LayoutCommand {
    static let subcommand = Subcommand(
        name: "layout", summary: "lay out a sheet: JSON, a table, SVG or PNG",
        help: """
            usage: sheetctl layout [FILE|-] [--server URL] [--output json|table|svg|png] [-o FILE]

            Lays out the sheet that FILE (or standard input) describes, a /layout request. Without --server and
            $SHEETD_URL it is computed locally, by the server's own code.

              --output json    the answer as POST /layout gives it (the default)
              --output table   one line per element: id, screen frame, lines, warnings
              --output svg     a picture of the layout (SVG)
              --output png     a picture of the layout (PNG; give -o FILE)
            """,
        options: ["output"], flags: [], maximumPositionals: 1, run: run)

    static func run(_ context: Context) async throws(Failure) {
        let output = try context.choice("output", among: ["json", "table", "svg", "png"]) ?? "json"
        let client = try context.client()
        let body = try context.input()
        switch output {
        case "svg", "png":
            let format: PreviewFormat = output == "svg" ? .svg : .png
            let picture = try await fetch { () async throws(SheetdError) in
                try await client.answer(.preview, body: body, accept: format.mediaType)
            }
            try context.write(picture.body, isText: output == "svg")
        case "table":
            let raw = try await fetch { () async throws(SheetdError) in try await client.answer(.layout, body: body) }
            let answer = try decode(LayoutAnswer.self, raw.body)
            try context.write(Data(LayoutTable(answer: answer, request: body).text.utf8))
        default:
            let raw = try await fetch { () async throws(SheetdError) in try await client.answer(.layout, body: body) }
            try context.write(raw.body)
        }
    }
}
