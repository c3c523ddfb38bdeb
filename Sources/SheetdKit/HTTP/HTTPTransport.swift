import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange as the client needs it: a request out, a status, headers and a body back.
///
/// ``URLSessionTransport`` is the one apps use; tests may pass another to script answers.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the answer, or throws ``TransportError`` when no answer came.
    func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse
}

/// A request to send.
public struct TransportRequest: Sendable, Equatable {
    /// `GET` or `POST`.
    public var method: String
    /// The full URL.
    public var url: URL
    /// Header fields.
    public var headers: [String: String]
    /// The body (empty for `GET`).
    public var body: Data
    /// Seconds to wait for this one attempt.
    public var timeout: Double
}

/// What came back.
public struct TransportResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// Header fields, names in lower case.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response; header names are lower-cased.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }
}

/// Why no answer came.
public enum TransportError: Error, Sendable, Equatable {
    /// The connection could not be made or broke (refused, reset, DNS, no network): safe to retry.
    case connectionFailed(String)
    /// The attempt took longer than its timeout: safe to retry, since every sheetd route is pure.
    case timedOut
    /// The task was cancelled.
    case cancelled
}

/// `URLSession` without its own cache (the client keeps answers with their ETags itself).
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport over an ephemeral session.
    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Sends `request`; cancelling the calling task cancels the exchange.
    public func send(_ request: TransportRequest) async throws(TransportError) -> TransportResponse {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        if request.method != "GET" { urlRequest.httpBody = request.body }
        do {
            let prepared = urlRequest
            return try await Self.race(request.timeout) { try await self.exchange(prepared) }
        } catch is AttemptTimeout {
            throw .timedOut
        } catch let error as URLError {
            if Task.isCancelled || error.code == .cancelled { throw .cancelled }
            if error.code == .timedOut { throw .timedOut }
            throw .connectionFailed(error.localizedDescription)
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw .connectionFailed(String(describing: error))
        }
    }

    /// What `work` returns, or ``AttemptTimeout`` once `seconds` have passed (the work is then cancelled):
    /// corelibs Foundation takes `timeoutInterval` as an idle time between bytes, not a bound on the exchange.
    private static func race(
        _ seconds: Double, _ work: @escaping @Sendable () async throws -> TransportResponse
    ) async throws -> TransportResponse {
        try await withThrowingTaskGroup(of: TransportResponse.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: .nanoseconds(Int64(max(0, seconds) * 1e9)))
                throw AttemptTimeout()
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    /// The data task as an `async` call (corelibs Foundation lacks `data(for:)` on some releases).
    private func exchange(_ request: URLRequest) async throws -> TransportResponse {
        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<TransportResponse, Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let http = response as? HTTPURLResponse {
                        var headers: [String: String] = [:]
                        for (name, value) in http.allHeaderFields {
                            headers[String(describing: name)] = String(describing: value)
                        }
                        continuation.resume(
                            returning: TransportResponse(
                                status: http.statusCode, headers: headers, body: data ?? Data()))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                box.set(task)
                task.resume()
            }
        } onCancel: {
            box.cancel()
        }
    }
}

/// An attempt outlasted its timeout.
private struct AttemptTimeout: Error {}

/// The running data task, so that cancellation (on another thread) reaches it.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    func set(_ task: URLSessionDataTask) {
        lock.lock()
        self.task = task
        let cancelled = isCancelled
        lock.unlock()
        if cancelled { task.cancel() }
    }

    func cancel() {
        lock.lock()
        isCancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
    }
}
