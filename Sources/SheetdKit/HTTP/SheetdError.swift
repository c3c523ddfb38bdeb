/// Why a call did not give an answer.
public enum SheetdError: Error, Sendable, Equatable {
    /// The request was refused with a problem (by the server, or computed the same way locally): `status`, `type`,
    /// `detail` and every `errors[].pointer` are in it. Never retried: the same request gets the same problem.
    case problem(ProblemDetails)
    /// The server could not be reached, or kept answering 503, for `attempts` attempts within the deadline; the last
    /// problem it sent, if any.
    case unavailable(attempts: Int, reason: String, lastProblem: ProblemDetails?)
    /// The server answered something that is not sheetd's (a status without problem+json, an unreadable body).
    case unexpectedAnswer(status: Int, detail: String)
    /// The answer could not be computed in-process (no measurer for this platform, fonts missing).
    case localUnavailable(String)
    /// The calling task was cancelled.
    case cancelled

    /// The problem carried, if any: a refusal's, or the last one before giving up.
    public var problem: ProblemDetails? {
        switch self {
        case .problem(let problem): return problem
        case .unavailable(_, _, let problem): return problem
        default: return nil
        }
    }
}
