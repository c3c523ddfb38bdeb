import Foundation
import SheetContract

// sheetctl: sheetd from a terminal, through SheetdClient. Exit status: 0 done, 1 invalid request, 2 usage error,
// 3 server unreachable (or failing after retries). The logic lives here, in a library, so that sheetctlTests can
// run it; the `sheetctl` executable only hands it the process's arguments and environment.

/// One subcommand.
struct Subcommand {
    let name: String
    let summary: String
    let help: String
    let options: Set<String>
    let flags: Set<String>
    let maximumPositionals: Int
    let run: @Sendable (Context) async throws(Failure) -> Void
}

let subcommands: [Subcommand] = [
    LayoutCommand.subcommand, AnimationCommand.subcommand, PreviewCommand.subcommand, ProfilesCommand.subcommand,
    MatrixCommand.subcommand, DetentsCommand.subcommand,
]

let overview = """
    usage: sheetctl COMMAND [FILE|-] [OPTIONS]
           sheetctl --version

    sheetd's layouts, animations and previews of iOS action sheets, from a sheetd server (--server URL or
    $SHEETD_URL) or computed locally by the same code.

    commands:
    \(subcommands.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Run `sheetctl COMMAND --help` for a command's options. Exit status: 0 done, 1 the request is invalid (each
    invalid field's JSON pointer is printed), 2 usage error, 3 the server could not be reached or kept failing.
    """

/// sheetctl's entry point.
public enum Sheetctl {
    /// Runs the command `words` name (the process's arguments without its own name) and returns the exit status.
    /// - Parameters:
    ///   - words: the command and its arguments, e.g. `["layout", "sheet.json", "--table"]`.
    ///   - environment: the process's environment (`SHEETD_URL`, `FONT_DIRS`, …).
    public static func run(_ words: [String], environment: [String: String]) async -> Int32 {
        await main(words, environment: environment)
    }
}

func main(_ words: [String], environment: [String: String]) async -> Int32 {
    guard let first = words.first else {
        Context.note(overview)
        return 2
    }
    if first == "--help" || first == "-h" || first == "help" {
        print(overview)
        return 0
    }
    if first == "--version" || first == "version" {
        // The version of the API this sheetctl speaks and computes locally: info.version of its openapi.yaml.
        print("sheetctl \(OpenAPIDocument.version)")
        return 0
    }
    guard let subcommand = subcommands.first(where: { $0.name == first }) else {
        Context.note("sheetctl: unknown command \(first)\n\n\(overview)")
        return 2
    }
    do throws(Failure) {
        let arguments: Arguments
        do throws(UsageError) {
            arguments = try Arguments.parse(
                Array(words.dropFirst()), options: subcommand.options.union(Context.commonOptions),
                flags: subcommand.flags.union(Context.commonFlags), maximumPositionals: subcommand.maximumPositionals)
        } catch {
            throw .usage(error)
        }
        if arguments.flags.contains("help") {
            print(subcommand.help + "\n\ncommon options:\n" + Context.commonHelp)
            return 0
        }
        try await subcommand.run(Context(arguments: arguments, environment: environment))
        return 0
    } catch {
        Context.note(error.message)
        return error.status
    }
}
