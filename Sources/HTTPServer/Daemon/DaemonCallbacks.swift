import CMicroHTTPD

/// The C entry points libmicrohttpd calls. Each recovers the `ServerCore` from its `cls`
/// pointer (unretained: the server keeps the core alive until the daemon has stopped) and
/// forwards to it. They capture nothing, so Swift can pass them as C function pointers.
enum DaemonCallbacks {
    static let accessHandler: MHD_AccessHandlerCallback = {
        cls, connection, _, method, _, uploadData, uploadDataSize, contextSlot in
        guard let connection, let uploadDataSize, let contextSlot else { return .NO }
        return core(cls).handleAccess(
            connection: connection,
            method: method,
            uploadData: uploadData,
            uploadDataSize: uploadDataSize,
            contextSlot: contextSlot
        )
    }

    static let requestCompleted: MHD_RequestCompletedCallback = { cls, connection, contextSlot, _ in
        core(cls).endRequest(contextSlot, on: connection)
    }

    static let connectionNotify: MHD_NotifyConnectionCallback = { cls, connection, socketContext, code in
        guard let connection, let socketContext else { return }
        switch code {
        case .CONNECTION_NOTIFY_STARTED:
            core(cls).headerDeadlines.connectionStarted(connection, socketContext: socketContext)
        case .CONNECTION_NOTIFY_CLOSED:
            core(cls).headerDeadlines.connectionClosed(connection, socketContext: socketContext)
        }
    }

    static let acceptPolicy: MHD_AcceptPolicyCallback = { cls, _, _ in
        core(cls).admitsNewConnection() ? .YES : .NO
    }

    static let uriCallback: sheetd_mhd_uri_callback = { cls, uri, _ in
        let context = core(cls).beginRequest(target: uri)
        if let uri { QueryHiding.hideQuery(of: uri) }
        return context
    }

    static let errorLogger: MHD_LogCallback = { cls, format, arguments in
        guard let format, let arguments else { return }
        core(cls).diagnostics.log(format: format, arguments: arguments)
    }

    private static func core(_ cls: UnsafeMutableRawPointer?) -> ServerCore {
        Unmanaged<ServerCore>.fromOpaque(cls!).takeUnretainedValue()
    }
}
