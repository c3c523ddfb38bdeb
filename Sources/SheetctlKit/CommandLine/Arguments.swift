/// A command's arguments as parsed: positionals, options with a value, and flags.
///
/// The grammar is the usual one: `--name value` or `--name=value` for an option, `--name` for a flag, `-o FILE` as
/// the one short option (and `-h`), `-` as a positional (standard input), and `--` ending the options.
struct Arguments {
    /// The positional arguments, in order.
    var positionals: [String] = []
    /// Each option given, by its long name (`output`, not `--output`).
    var options: [String: String] = [:]
    /// Each flag given.
    var flags: Set<String> = []

    /// The value of option `name`, if given.
    subscript(option name: String) -> String? { options[name] }

    /// Parses `words` against what the command takes.
    /// - Parameters:
    ///   - words: the words after the command's name.
    ///   - options: the long names of the options that take a value (`-o` is `output-file`).
    ///   - flags: the long names of the flags (`-h` is `help`).
    ///   - maximumPositionals: how many positional arguments the command takes.
    /// - Throws: ``UsageError`` naming the word that does not fit.
    static func parse(_ words: [String], options: Set<String>, flags: Set<String>, maximumPositionals: Int)
        throws(UsageError) -> Arguments
    {
        var parsed = Arguments()
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word.hasPrefix("--") ? String(word.dropFirst(2)) : String(word.dropFirst())
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "o" { name = "output-file" }
            if name == "h" { name = "help" }
            if flags.contains(name) {
                guard value == nil else { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                if value == nil {
                    guard index < words.count else { throw UsageError("\(word) needs a value") }
                    value = words[index]
                    index += 1
                }
                parsed.options[name] = value
            } else {
                throw UsageError("unknown option \(word)")
            }
        }
        if !parsed.flags.contains("help"), parsed.positionals.count > maximumPositionals {
            throw UsageError("unexpected argument \(parsed.positionals[maximumPositionals])")
        }
        return parsed
    }

    /// The value of option `name` if it is one of `allowed`.
    func choice(_ name: String, among allowed: [String]) throws(UsageError) -> String? {
        guard let value = options[name] else { return nil }
        guard allowed.contains(value) else {
            throw UsageError("--\(name) must be one of \(allowed.joined(separator: ", ")), not \(value)")
        }
        return value
    }
}

/// A command line that does not fit the command's grammar: exit status 2.
struct UsageError: Error {
    /// What is wrong, for people.
    let message: String

    init(_ message: String) { self.message = message }
}
