import Foundation
import SheetdKit

/// `sheetctl layout`: the layout as JSON (what `POST /layout` answers), a table for people, or a picture.
enum LayoutCommand {
    static let subcommand = Subcommand(
        name: "layout", summary: "lay out a sheet: JSON, a table, SVG or PNG",
        help: """
            usage: sheetctl layout [FILE|-] [--server URL] [--output json|table|svg|png] [-o FILE]
                   sheetctl layout --batch [FILE|-] [--server URL] [-o FILE]

            Lays out the sheet that FILE (or standard input) describes, a /layout request. Without --server and
            $SHEETD_URL it is computed locally, by the server's own code.

              --output json    the answer as POST /layout gives it (the default)
              --output table   one line per element: id, screen frame, lines, warnings
              --output svg     a picture of the layout (SVG)
              --output png     a picture of the layout (PNG; give -o FILE)
              --batch          FILE holds one request per line (JSON Lines); one answer per line is printed, the
                               problem's JSON for a refused one (exit 1 if any is refused)
            """,
        options: ["output"], flags: ["batch"], maximumPositionals: 1, run: run)

    static func run(_ context: Context) async throws(Failure) {
        let output = try context.choice("output", among: ["json", "table", "svg", "png"]) ?? "json"
        let client = try context.client()
        let body = try context.input()
        if context.arguments.flags.contains("batch") {
            guard output == "json" else { throw .usage(UsageError("--batch prints JSON only")) }
            return try await batch(body, client: client, context: context)
        }
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

    /// One answer per request line, in order; a refused line gives its problem's JSON and makes the exit status 1.
    private static func batch(_ input: Data, client: SheetdClient, context: Context) async throws(Failure) {
        var output = Data()
        var refusal: SheetdError?
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for line in input.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == 32 || $0 == 13 }) {
            do throws(SheetdError) {
                output.append(try await client.answer(.layout, body: Data(line)).body)
            } catch {
                guard case .problem(let problem) = error, problem.status < 500 else { throw .sheetd(error) }
                refusal = refusal ?? error
                output.append((try? encoder.encode(problem)) ?? Data())
            }
            output.append(UInt8(ascii: "\n"))
        }
        try context.write(output)
        if let refusal { throw .sheetd(refusal) }
    }
}
