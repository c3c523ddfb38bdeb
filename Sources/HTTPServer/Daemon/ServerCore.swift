import CMicroHTTPD
import Glibc
import HTTPMessages
import Synchronization

/// The state libmicrohttpd's callbacks reach through their `cls` pointer, and the request flow
/// they drive.
///
/// Everything here runs on one of MHD's network threads, except the handler job that
/// `dispatch` hands to the scheduler. The network threads do no decoding or encoding, only
/// copy bytes and queue responses.
final class ServerCore: Sendable {
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    let rejectionHandler: @Sendable (HTTPRejection, HTTPRequest) -> HTTPResponse
    /// Answers known at once (see `HTTPServer.init`), sent without the hand-off.
    let readyAnswer: (@Sendable (inout HTTPRequest) -> HTTPResponse?)?
    let maxBodyBytes: Int
    let maxRequestTargetBytes: Int
    let maxHeaderBytes: Int
    let scheduler: HandlerScheduler
    let diagnostics: DiagnosticsLog
    /// Cuts connections that take longer than `headerTimeout` to send a request head, and
    /// answers 408 to bodies over `bodyTimeout` or under `minBodyRate`.
    let headerDeadlines: HeaderDeadlines

    /// Requests MHD has shown us and not yet reported complete: from the URI callback until the
    /// response is sent or the connection drops.
    let inFlight = Atomic<Int>(0)
    /// Whether connections are closed as soon as they are accepted (`HTTPServer.quiesce()`).
    let turnsAwayConnections = Atomic<Bool>(false)
    /// The daemon's address when it runs one network thread, which quiesces it (`Quiesce.swift`); 0 otherwise.
    let daemonToQuiesce = Atomic<UInt>(0)
    /// The listening socket MHD handed over when it was quiesced; -1 before. Closed after the daemon stops.
    let quiescedListenSocket = Atomic<Int32>(-1)
    /// Response bodies handed to MHD and not yet released by it.
    let liveResponseBodies = SharedResponseBody.LiveCount()

    init(
        configuration: HTTPServerConfiguration,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse,
        rejectionHandler: @escaping @Sendable (HTTPRejection, HTTPRequest) -> HTTPResponse,
        readyAnswer: (@Sendable (inout HTTPRequest) -> HTTPResponse?)? = nil
    ) {
        self.handler = handler
        self.rejectionHandler = rejectionHandler
        self.readyAnswer = readyAnswer
        self.maxBodyBytes = configuration.maxBodyBytes
        self.maxRequestTargetBytes = configuration.maxRequestTargetBytes
        self.maxHeaderBytes = configuration.maxHeaderBytes
        self.scheduler = HandlerScheduler(
            maxConcurrent: configuration.maxConcurrentRequests,
            maxQueued: configuration.maxQueuedRequests
        )
        self.diagnostics = DiagnosticsLog(handler: configuration.diagnosticsHandler)
        self.headerDeadlines = HeaderDeadlines(configuration: configuration, answer: rejectionHandler)
    }

    // MARK: - Request life cycle

    /// A new request line arrived: create its context. MHD stores the returned pointer as the
    /// request's `con_cls` and hands it back to every later callback.
    func beginRequest(target: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer {
        let context = RequestContext(
            target: target.flatMap { String(validatingCString: $0) },
            targetByteCount: target.map { strlen($0) } ?? 0
        )
        inFlight.add(1, ordering: .relaxed)
        return Unmanaged.passRetained(context).toOpaque()
    }

    /// MHD finished with a request (answered, aborted, or timed out): drop its context, and
    /// give a keep-alive connection `headerTimeout` for its next request head.
    func endRequest(
        _ contextSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
        on connection: OpaquePointer?
    ) {
        if let connection {
            headerDeadlines.requestCompleted(on: connection)
        }
        guard let slot = contextSlot, let raw = slot.pointee else { return }
        slot.pointee = nil
        Unmanaged<RequestContext>.fromOpaque(raw).release()
        inFlight.subtract(1, ordering: .releasing)
    }

    /// The access handler: called once after the headers, once per body chunk, once when the
    /// body is complete, and once more after the handler's worker resumed the connection.
    func handleAccess(
        connection: OpaquePointer,
        method: UnsafePointer<CChar>?,
        uploadData: UnsafePointer<CChar>?,
        uploadDataSize: UnsafeMutablePointer<Int>,
        contextSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let raw = contextSlot.pointee else {
            // MHD calls the URI callback before the access handler, so this cannot happen;
            // closing the connection is the safe answer if it ever does.
            diagnostics.log("access handler called without request context")
            return .NO
        }
        let context = Unmanaged<RequestContext>.fromOpaque(raw).takeUnretainedValue()
        switch context.phase {
        case .awaitingHeaders:
            let result = acceptHeaders(of: context, method: method, connection: connection)
            if case .receivingBody = context.phase {
                headerDeadlines.bodyStarted(on: connection, request: context.requestWithoutBody)
            } else {
                headerDeadlines.requestReceived(on: connection)
            }
            return result
        case .receivingBody where uploadDataSize.pointee > 0:
            return receiveBody(uploadData, size: uploadDataSize, for: context, connection: connection)
        case .receivingBody:
            headerDeadlines.requestReceived(on: connection)
            return dispatch(context, connection: connection)
        case .responseReady(let response):
            context.phase = .answered
            return queue(response, on: connection, closing: scheduler.isDraining)
        case .handlerRunning, .answered:
            // MHD does not call back for suspended or answered requests; nothing to do.
            return .YES
        }
    }

    /// First call: record method, target and headers, refuse a request head over the limits,
    /// and refuse a declared oversized body before any of it is read.
    private func acceptHeaders(
        of context: RequestContext,
        method: UnsafePointer<CChar>?,
        connection: OpaquePointer
    ) -> MHD_Result {
        context.phase = .receivingBody
        let methodText = method.flatMap { String(validatingCString: $0) }
        let headers = ConnectionHeaders.read(from: connection)
        let (path, query) = Self.splitTarget(context.target ?? "")
        context.request = HTTPRequest(method: methodText ?? "", path: path, query: query, headers: headers.fields)
        // Size first: an oversized head says more about the client than its encoding does.
        guard context.targetByteCount <= maxRequestTargetBytes else {
            return reject(context, .requestTargetTooLong(limit: maxRequestTargetBytes), connection: connection)
        }
        guard headers.byteCount <= maxHeaderBytes else {
            return reject(context, .headerFieldsTooLarge(limit: maxHeaderBytes), connection: connection)
        }
        guard context.target != nil, methodText != nil, headers.isValidUTF8 else {
            return reject(context, .malformedRequest, connection: connection)
        }
        if let declared = context.request.headers["Content-Length"].flatMap({ UInt64($0) }) {
            guard declared <= UInt64(maxBodyBytes) else {
                return reject(context, .bodyTooLarge(limit: maxBodyBytes), connection: connection)
            }
            context.request.body.reserveCapacity(Int(declared))
        }
        return .YES
    }

    /// The path and the query of a request target, split at its first `?` byte (RFC 3986 §3.4).
    /// Searched in UTF-8 rather than by `Character`, which is slower and would miss a `?` that a
    /// combining mark follows.
    static func splitTarget(_ target: String) -> (path: String, query: String?) {
        guard let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return (target, nil) }
        return (String(target[..<mark]), String(target[target.utf8.index(after: mark)...]))
    }

    /// A body chunk: copy it out of MHD's buffer, or stop at the limit.
    private func receiveBody(
        _ data: UnsafePointer<CChar>?,
        size: UnsafeMutablePointer<Int>,
        for context: RequestContext,
        connection: OpaquePointer
    ) -> MHD_Result {
        guard context.request.body.count + size.pointee <= maxBodyBytes else {
            return rejectOverflowingUpload(context, connection: connection)
        }
        if let data {
            context.request.body.append(
                contentsOf: UnsafeRawBufferPointer(start: data, count: size.pointee)
            )
        }
        headerDeadlines.bodyReceived(size.pointee, on: connection)
        size.pointee = 0
        return .YES
    }

    /// The body is complete: send a ready answer at once; answer at once when draining or
    /// overloaded; otherwise suspend the connection and run the handler on a worker.
    private func dispatch(_ context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        if let readyAnswer, !scheduler.isDraining, let response = readyAnswer(&context.request) {
            context.phase = .answered
            return queue(response, on: connection, closing: false)
        }
        switch scheduler.admit() {
        case .draining:
            return reject(context, .draining, connection: connection)
        case .overloaded:
            return reject(context, .overloaded, connection: connection)
        case .admitted:
            // Suspend before the job can exist, so the worker's resume always follows it.
            context.phase = .handlerRunning
            MHD_suspend_connection(connection)
            let request = context.request
            context.request.body = []  // the job holds the only copy, freed when it ends
            let handle = ConnectionHandle(pointer: connection)
            scheduler.enqueue { [handler] in
                context.phase = .responseReady(handler(request))
                MHD_resume_connection(handle.pointer)
            }
            return .YES
        }
    }

    // MARK: - Answers

    /// Answers with the rejection handler's response, on this network thread.
    private func reject(
        _ context: RequestContext,
        _ rejection: HTTPRejection,
        connection: OpaquePointer
    ) -> MHD_Result {
        context.phase = .answered
        let response = rejectionHandler(rejection, context.requestWithoutBody)
        // After these the connection cannot carry another request (unread body, bad framing, or
        // shutdown), so say so; overload is transient and the connection stays usable.
        let closing = rejection != .overloaded
        return queue(response, on: connection, closing: closing)
    }

    /// Answers a body that passed the limit while it was streaming: MHD cannot queue a response
    /// mid-upload, so write it directly and have MHD close the connection (see `DirectAnswer`).
    private func rejectOverflowingUpload(_ context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        context.phase = .answered
        headerDeadlines.requestReceived(on: connection)
        let response = rejectionHandler(.bodyTooLarge(limit: maxBodyBytes), context.requestWithoutBody)
        let isWritten = DirectAnswer.write(response, to: connection)
        diagnostics.log(
            "request body passed \(maxBodyBytes) bytes during upload; "
                + (isWritten ? "answered \(response.status) and closed" : "closed") + " the connection"
        )
        return .NO
    }

    /// Queues `response` on the connection.
    /// - Parameter closing: adds `Connection: close` unless the response has a `Connection` field.
    private func queue(_ response: HTTPResponse, on connection: OpaquePointer, closing: Bool) -> MHD_Result {
        guard let mhdResponse = makeMHDResponse(response, closing: closing) else {
            diagnostics.log("cannot create a response of \(response.body.count) bytes")
            return .NO
        }
        defer { MHD_destroy_response(mhdResponse) }
        let result = MHD_queue_response(connection, UInt32(clamping: response.status), mhdResponse)
        if result == .NO {
            diagnostics.log("cannot queue a response with status \(response.status)")
        }
        return result
    }

    /// A new MHD response with the response's headers and body; MHD sends the body from the
    /// array's own storage (`SharedResponseBody`) instead of a copy.
    private func makeMHDResponse(_ response: HTTPResponse, closing: Bool) -> OpaquePointer? {
        guard let mhdResponse = SharedResponseBody.makeResponse(body: response.body, counting: liveResponseBodies)
        else { return nil }
        for (name, value) in response.headers where !Self.isFramingHeader(name) {
            // `withCString` lends a native string's own bytes (or a stack copy of a small one);
            // passing the String where a C string is expected would allocate an array for each.
            let isAdded = name.withCString { name in
                value.withCString { value in MHD_add_response_header(mhdResponse, name, value) == .YES }
            }
            if !isAdded {
                diagnostics.log("dropped invalid response header \(name)")
            }
        }
        if closing && !response.headers.contains(name: MHD_HTTP_HEADER_CONNECTION) {
            _ = MHD_add_response_header(mhdResponse, MHD_HTTP_HEADER_CONNECTION, "close")
        }
        return mhdResponse
    }

    /// Whether `name` is a field MHD sets from the body itself and refuses from the application.
    static func isFramingHeader(_ name: String) -> Bool {
        HTTPHeaders.fieldName(name, matches: MHD_HTTP_HEADER_CONTENT_LENGTH)
            || HTTPHeaders.fieldName(name, matches: MHD_HTTP_HEADER_TRANSFER_ENCODING)
    }
}
