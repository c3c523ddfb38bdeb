import Testing

@testable import SheetctlKit

/// sheetctl's grammar: long options with a value (`--name value`, `--name=value`), `-o` and `-h`, flags, `-` and `--`.
struct ArgumentsTests {
    static func parse(_ words: [String], maximumPositionals: Int = 1) throws(UsageError) -> Arguments {
        try Arguments.parse(
            words, options: ["output", "output-file", "server"], flags: ["help", "fallback"],
            maximumPositionals: maximumPositionals)
    }

    /// Every form lands where it belongs.
    @Test func readsEveryForm() throws {
        let parsed = try Self.parse([
            "--output=table", "in.json", "-o", "out.svg", "--fallback", "--server", "http://x",
        ])
        #expect(parsed.positionals == ["in.json"])
        #expect(parsed.options == ["output": "table", "output-file": "out.svg", "server": "http://x"])
        #expect(parsed.flags == ["fallback"])
    }

    /// `-` is standard input, a positional; after `--` an option's spelling is a positional too.
    @Test func dashesArePositionals() throws {
        #expect(try Self.parse(["-"]).positionals == ["-"])
        #expect(try Self.parse(["--", "--output"], maximumPositionals: 2).positionals == ["--output"])
    }

    /// Each misfit names the word at fault.
    @Test(arguments: [
        (["--colour", "red"], "unknown option --colour"),
        (["--output"], "--output needs a value"),
        (["--fallback=yes"], "--fallback takes no value"),
        (["a.json", "b.json"], "unexpected argument b.json"),
    ])
    func misfitsAreUsageErrors(words: [String], message: String) {
        #expect(throws: UsageError.self) { try Self.parse(words) }
        do {
            _ = try Self.parse(words)
        } catch {
            #expect(error.message == message)
        }
    }

    /// `--help` lifts the limit on positionals (the help is printed, nothing runs), and `choice` holds a value to
    /// its list.
    @Test func helpAndChoices() throws {
        #expect(try Self.parse(["a", "b", "-h"]).flags == ["help"])
        let parsed = try Self.parse(["--output", "xml"])
        #expect(throws: UsageError.self) { try parsed.choice("output", among: ["json", "table"]) }
        #expect(try Self.parse(["--output", "table"]).choice("output", among: ["json", "table"]) == "table")
    }
}
