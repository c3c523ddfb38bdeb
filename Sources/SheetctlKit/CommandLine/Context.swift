import Foundation
import SheetdKit
import SheetdKitPreviews

/// What every command shares: the client the options describe, the input, and the output.
struct Context {
    /// The options every command takes.
    static let commonOptions: Set<String> = ["server", "timeout", "deadline", "retries", "output-file", "style"]
    /// The flags every command takes.
    static let commonFlags: Set<String> = ["help", "fallback"]
    /// The common options' help.
    static let commonHelp = """
          --server URL        ask the sheetd at URL (else $SHEETD_URL; with neither, compute locally)
          --fallback          compute locally when the server cannot be reached (else exit 3); a notice
                              on standard error says so
          --timeout SECONDS   seconds per attempt (default \(Int(Self.defaultTimeout)))
          --deadline SECONDS  seconds for the whole call, retries included (default \(Int(Self.defaultDeadline))):
                              a server that accepts and never answers fails within it
          --retries N         retries after a connection failure or a 503 (default 3)
          --style STYLE       set sheet.preferredStyle: actionSheet or alert (else the file's, actionSheet)
          -o, --output-file FILE  write the answer to FILE instead of standard output
          -h, --help          show this help
        """

    /// Seconds one attempt may take unless `--timeout` says otherwise.
    static let defaultTimeout = 4.0
    /// Seconds the whole call may take unless `--deadline` says otherwise: a person at a terminal should learn
    /// within seconds that the server is stuck, not after the library's 30 s.
    static let defaultDeadline = 8.0

    let arguments: Arguments
    let environment: [String: String]

    /// The client: the server of `--server` or `SHEETD_URL` (with retries, `serverOnly` unless `--fallback`), or
    /// in-process answers.
    func client() throws(Failure) -> SheetdClient {
        let address = arguments[option: "server"] ?? environment["SHEETD_URL"].flatMap { $0.isEmpty ? nil : $0 }
        var configuration = SheetdClient.Configuration(policy: .localOnly)
        configuration.timeout = Self.defaultTimeout
        configuration.retry.deadline = Self.defaultDeadline
        var url: URL?
        if let address {
            guard let parsed = URL(string: address), parsed.scheme == "http" || parsed.scheme == "https" else {
                throw .usage(UsageError("--server must be an http(s) URL, not \(address)"))
            }
            url = parsed
            configuration.policy = arguments.flags.contains("fallback") ? .serverFirst : .serverOnly
        }
        if let timeout = arguments[option: "timeout"] {
            guard let seconds = Double(timeout), seconds > 0 else {
                throw .usage(UsageError("--timeout must be a number of seconds above 0, not \(timeout)"))
            }
            configuration.timeout = seconds
        }
        if let deadline = arguments[option: "deadline"] {
            guard let seconds = Double(deadline), seconds > 0 else {
                throw .usage(UsageError("--deadline must be a number of seconds above 0, not \(deadline)"))
            }
            configuration.retry.deadline = seconds
        }
        configuration.timeout = min(configuration.timeout, configuration.retry.deadline)
        if let retries = arguments[option: "retries"] {
            guard let count = Int(retries), (0...20).contains(count) else {
                throw .usage(UsageError("--retries must be a whole number from 0 to 20, not \(retries)"))
            }
            configuration.retry.maximumAttempts = count + 1
        }
        return SheetdClient(baseURL: url, configuration: configuration, previews: .drawn)
    }

    /// The request's bytes: the file named by the first positional argument (a regular file, a pipe, a FIFO, a
    /// process substitution), or standard input for `-` or none.
    func input() throws(Failure) -> Data {
        let name = arguments.positionals.first ?? "-"
        let data: Data
        do {
            data = try FileIO.read(name)
        } catch {
            throw .file("cannot read \(name == "-" ? "standard input" : name): \(error.reason)", status: 2)
        }
        return try styled(data)
    }

    /// Writes `data` to `-o FILE`, or to standard output (text gets a final newline there). Binary data (`isText`
    /// false: PNG) is not written to a terminal: that is a usage error asking for `-o FILE` or a redirection.
    func write(_ data: Data, isText: Bool = true) throws(Failure) {
        if let path = arguments[option: "output-file"], path != "-" {
            try Self.write(data, to: path)
            return
        }
        guard isText || !FileIO.isTerminal(STDOUT_FILENO) else {
            throw .usage(UsageError("the answer is binary (PNG); give -o FILE or redirect standard output"))
        }
        var output = data
        if isText, data.last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
        do {
            try FileIO.write(output, descriptor: STDOUT_FILENO)
        } catch {
            throw .file("cannot write standard output: \(error.reason)", status: 3)
        }
    }

    /// Writes `data` to the file at `path`, with the reason when it cannot.
    static func write(_ data: Data, to path: String) throws(Failure) {
        do {
            try FileIO.write(data, to: path)
        } catch {
            throw .file("cannot write \(path): \(error.reason)", status: 3)
        }
    }

    /// Prints a line of text to standard error.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

extension Context {
    /// The value of option `name` if it is one of `allowed`.
    func choice(_ name: String, among allowed: [String]) throws(Failure) -> String? {
        do {
            return try arguments.choice(name, among: allowed)
        } catch {
            throw .usage(error)
        }
    }
}

/// What `call` answers, its error as the command's. An answer computed locally because the server failed
/// (`--fallback`) is announced on standard error with the server's failure, so that an outage is not silent.
func fetch(_ call: () async throws(SheetdError) -> RawAnswer) async throws(Failure) -> RawAnswer {
    do {
        let answer = try await call()
        if let failure = answer.fallback {
            Context.note(Failure.fallbackNotice(failure))
        }
        return answer
    } catch {
        throw .sheetd(error)
    }
}

/// `data` decoded as `type`.
func decode<Value: Decodable>(_ type: Value.Type, _ data: Data) throws(Failure) -> Value {
    do {
        return try JSONDecoder().decode(type, from: data)
    } catch {
        throw .sheetd(.unexpectedAnswer(status: 200, detail: "the answer does not decode as \(type): \(error)"))
    }
}

/// The request's JSON with some members set, for options that add to the file (`--transition`, `--format`). A body
/// that is not a JSON object is left as it is, so the server's problem names what is wrong with it.
func body(_ data: Data, setting members: [String: String]) -> Data {
    guard !members.isEmpty, case .object(var object) = try? JSONDecoder().decode(JSONDocument.self, from: data) else {
        return data
    }
    for (name, value) in members { object[name] = .string(value) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(JSONDocument.object(object))) ?? data
}
