import Foundation
import SheetdKit

/// Why a command stopped, and the exit status that says so.
enum Failure: Error {
    /// The command line does not fit: 2.
    case usage(UsageError)
    /// The call failed: 1 for a refused request, 3 for a server out of reach (or failing).
    case sheetd(SheetdError)
    /// A file could not be read or written: 2 for the input, 3 for the output.
    case file(String, status: Int32)

    /// The exit status: 0 done, 1 invalid request, 2 usage error, 3 server unreachable or failing.
    var status: Int32 {
        switch self {
        case .usage: return 2
        case .sheetd(.problem(let problem)): return problem.status < 500 ? 1 : 3
        case .sheetd: return 3
        case .file(_, let status): return status
        }
    }

    /// The message for a person, one line per invalid field.
    var message: String {
        switch self {
        case .usage(let error): return "sheetctl: \(error.message) (see sheetctl --help)"
        case .file(let message, _): return "sheetctl: \(message)"
        case .sheetd(let error): return Self.describe(error)
        }
    }

    /// The notice of an answer computed locally because the server failed with `error`.
    static func fallbackNotice(_ error: SheetdError) -> String {
        let reason = describe(error).replacingOccurrences(of: "sheetctl: ", with: "")
        return "sheetctl: notice: computed locally (--fallback) because \(reason)"
    }

    static func describe(_ error: SheetdError) -> String {
        switch error {
        case .problem(let problem):
            let lead = problem.status == 422 ? "invalid request" : problem.title.lowercased()
            var lines = ["sheetctl: \(lead) (\(problem.status) \(problem.type)): \(problem.detail)"]
            for field in problem.errors ?? [] {
                lines.append("  \(field.pointer.isEmpty ? "(the whole body)" : field.pointer): \(field.detail)")
            }
            return lines.joined(separator: "\n")
        case .unavailable(let attempts, let reason, let problem):
            let last = problem.map { " (last answer: \($0.status) \($0.detail))" } ?? ""
            return "sheetctl: the server could not be reached after \(attempts) attempt(s): \(reason)\(last)"
        case .unexpectedAnswer(let status, let detail):
            return "sheetctl: the server answered \(status), which is not a sheetd answer: \(detail)"
        case .localUnavailable(let reason):
            return "sheetctl: cannot compute locally: \(reason)"
        case .cancelled:
            return "sheetctl: cancelled"
        }
    }
}
