import Foundation
import SheetdClient

/// What every command shares: the client the options describe, the input, and the output.
struct Context {
    /// The options every command takes.
    static let commonOptions: Set<String> = ["server", "timeout", "retries", "output-file", "style"]
    /// The flags every command takes.
    static let commonFlags: Set<String> = ["help", "fallback"]
    /// The common options' help.
    static let commonHelp = """
          --server URL        ask the sheetd at URL (else $SHEETD_URL; with neither, compute locally)
          --fallback          compute locally when the server cannot be reached (else exit 3)
          --timeout SECONDS   seconds per attempt (default 10)
          --retries N         retries after a connection failure or a 503 (default 3)
          --style STYLE       set sheet.preferredStyle: actionSheet or alert (else the file's, actionSheet)
          -o, --output-file FILE  write the answer to FILE instead of standard output
          -h, --help          show this help
        """

    let arguments: Arguments
    let environment: [String: String]

    /// The client: the server of `--server` or `SHEETD_URL` (with retries, `serverOnly` unless `--fallback`), or
    /// in-process answers.
    func client() throws(Failure) -> SheetdClient {
        let address = arguments[option: "server"] ?? environment["SHEETD_URL"].flatMap { $0.isEmpty ? nil : $0 }
        var configuration = SheetdClient.Configuration(policy: .localOnly)
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
        if let retries = arguments[option: "retries"] {
            guard let count = Int(retries), (0...20).contains(count) else {
                throw .usage(UsageError("--retries must be a whole number from 0 to 20, not \(retries)"))
            }
            configuration.retry.maximumAttempts = count + 1
        }
        return SheetdClient(baseURL: url, configuration: configuration)
    }

    /// The request's bytes: the file named by the first positional argument, or standard input for `-` or none.
    func input() throws(Failure) -> Data {
        let name = arguments.positionals.first ?? "-"
        if name == "-" { return try styled(FileHandle.standardInput.readDataToEndOfFile()) }
        guard let data = FileManager.default.contents(atPath: name) else {
            throw .file("cannot read \(name)", status: 2)
        }
        return try styled(data)
    }

    /// Writes `data` to `-o FILE`, or to standard output (text gets a final newline there).
    func write(_ data: Data, isText: Bool = true) throws(Failure) {
        if let path = arguments[option: "output-file"], path != "-" {
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw .file("cannot write \(path)", status: 3)
            }
            return
        }
        FileHandle.standardOutput.write(data)
        if isText, data.last != UInt8(ascii: "\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
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

/// What `call` answers, its error as the command's.
func fetch(_ call: () async throws(SheetdError) -> RawAnswer) async throws(Failure) -> RawAnswer {
    do {
        return try await call()
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
