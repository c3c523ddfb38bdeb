import HTTPMessages

/// What the server knows about one request while libmicrohttpd processes it.
///
/// Ownership: libmicrohttpd holds one retained reference in the request's `con_cls` slot from
/// the URI callback until the request-completed callback releases it, and only MHD's network
/// thread for this connection touches the context. The one exception is the handler job: the
/// network thread sets `phase = .handlerRunning` and suspends the connection *before* handing
/// the context to a Dispatch worker; the worker stores its answer in `phase` and then calls
/// `MHD_resume_connection`; MHD calls back, and so reads the context again, only after it has
/// processed that resume. MHD's own suspend/resume mutex orders the two hand-offs, so there is
/// never more than one thread using the context, which is why `@unchecked Sendable` is sound.
final class RequestContext: @unchecked Sendable {
    /// Where the request is in its life.
    enum Phase {
        /// Created by the URI callback; the access handler has not seen the request yet.
        case awaitingHeaders
        /// Headers accepted; body chunks (if any) arrive until a call with no data.
        case receivingBody
        /// The connection is suspended and the handler runs on a Dispatch worker.
        case handlerRunning
        /// The worker stored the handler's response and resumed the connection.
        case responseReady(HTTPResponse)
        /// A response has been queued; MHD sends it and then reports completion.
        case answered
    }

    /// The request target exactly as sent (path and query), or `nil` if it is not UTF-8.
    let target: String?
    /// The length of the request target in bytes, also when it is not UTF-8.
    let targetByteCount: Int
    var phase = Phase.awaitingHeaders
    /// Built from the headers in the first access-handler call; the body grows as it arrives.
    var request = HTTPRequest(method: "", path: "")

    /// - Parameters:
    ///   - target: the raw request target, `nil` if it was not UTF-8.
    ///   - targetByteCount: its length in bytes.
    init(target: String?, targetByteCount: Int) {
        self.target = target
        self.targetByteCount = targetByteCount
    }

    /// The request without its body, as handed to the rejection handler.
    var requestWithoutBody: HTTPRequest {
        var request = request
        request.body = []
        return request
    }
}

/// A libmicrohttpd connection handle that may travel to the Dispatch worker that resumes it.
///
/// `OpaquePointer` is not `Sendable`. MHD documents `MHD_resume_connection` as callable from
/// any thread, and a suspended connection stays valid until it has been resumed, so moving the
/// handle to the worker is safe.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
