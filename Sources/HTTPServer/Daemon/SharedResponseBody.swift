import CMicroHTTPD
import Synchronization

/// Hands a response body to libmicrohttpd without copying it: MHD sends straight from the
/// Swift array's storage, which this box keeps alive until MHD releases the response.
///
/// A copy (`MHD_RESPMEM_MUST_COPY`) costs a large `malloc`, a `memcpy` of the whole body and a
/// `free` per answer; a body that the response cache holds is shared by every answer that
/// replays it. The address stays valid because the box holds the array immutably: a native
/// array's elements live in its buffer object, which is neither moved nor mutated while the
/// box retains it.
final class SharedResponseBody {
    /// Counts the boxes of one server that MHD has not released yet (tests check that none leak).
    final class LiveCount: Sendable {
        let value = Atomic<Int>(0)
    }

    private let bytes: [UInt8]
    private let liveCount: LiveCount

    private init(_ bytes: [UInt8], liveCount: LiveCount) {
        self.bytes = bytes
        self.liveCount = liveCount
        liveCount.value.add(1, ordering: .relaxed)
    }

    deinit {
        liveCount.value.subtract(1, ordering: .relaxed)
    }

    /// A new MHD response whose body is `body`, shared rather than copied; `nil` if MHD refuses.
    /// The caller owns the response and destroys it with `MHD_destroy_response` as usual.
    static func makeResponse(body: [UInt8], counting liveCount: LiveCount) -> OpaquePointer? {
        guard !body.isEmpty else {
            return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
        }
        let box = SharedResponseBody(body, liveCount: liveCount)
        let address = box.bytes.withUnsafeBytes { UnsafeMutableRawPointer(mutating: $0.baseAddress!) }
        let retained = Unmanaged.passRetained(box)
        let response = MHD_create_response_from_buffer_with_free_callback_cls(
            body.count, address, releaseBox, retained.toOpaque())
        if response == nil {
            retained.release()  // MHD took nothing: it calls the free callback only for responses it made
        }
        return response
    }

    /// Called by MHD, on its network thread, when the last reference to the response goes away.
    private static let releaseBox: MHD_ContentReaderFreeCallback = { context in
        guard let context else { return }
        Unmanaged<SharedResponseBody>.fromOpaque(context).release()
    }
}
