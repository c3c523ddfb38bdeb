import CHarfBuzz
import Locking

/// The scratch state of one measurement: a HarfBuzz buffer, ICU iterators and arrays whose
/// capacity is kept between calls.
final class Workspace: @unchecked Sendable {  // Lent to one thread at a time by WorkspacePool.
    let buffer: OpaquePointer
    let iterators: BreakIterators
    /// The text being measured.
    var utf16: [UInt16] = []
    /// Where each grapheme cluster ends.
    var graphemeEnds: [Int32] = []
    /// Line-break opportunities and whether each is mandatory.
    var lineBreaks: [Int32] = []
    var mandatoryBreaks: [UInt8] = []
    /// The advance of the cluster starting at each UTF-16 offset, in points (0 inside clusters).
    var advances: [Double] = []
    /// `prefixWidths[i]` is the sum of `advances[0..<i]`.
    var prefixWidths: [Double] = []

    /// Frees the arrays' storage after a long text, so that idle workspaces stay small.
    func releaseStorageIfLarge() {
        guard utf16.capacity > 16_384 else { return }
        utf16 = []
        graphemeEnds = []
        lineBreaks = []
        mandatoryBreaks = []
        advances = []
        prefixWidths = []
    }

    init(iterators: BreakIterators) {
        self.buffer = hb_buffer_create()
        self.iterators = iterators
    }

    deinit {
        hb_buffer_destroy(buffer)
    }
}

/// Lends workspaces to threads: cloning ICU iterators and growing arrays happens once per
/// concurrent caller, not once per call.
final class WorkspacePool: Sendable {
    /// The iterators every workspace's are cloned from; only read (under the lock).
    private let prototype: BreakIterators
    private let idle = LockedValue<[Workspace]>([])
    /// Idle workspaces kept beyond this are freed; more concurrent callers still get one each.
    private let maximumIdle = 64

    init(lineBreakLocale: String) throws(TextShapingError) {
        prototype = try BreakIterators.open(locale: lineBreakLocale)
        let first = Workspace(iterators: Self.clone(prototype))
        idle.withLock { $0.append(first) }
    }

    /// Runs `body` with a workspace no other thread uses meanwhile.
    func withWorkspace<Result>(_ body: (Workspace) -> Result) -> Result {
        let workspace = idle.withLock { idle in
            idle.popLast() ?? Workspace(iterators: Self.clone(prototype))
        }
        defer {
            workspace.releaseStorageIfLarge()
            idle.withLock { idle in
                if idle.count < maximumIdle { idle.append(workspace) }
            }
        }
        return body(workspace)
    }

    private static func clone(_ prototype: BreakIterators) -> BreakIterators {
        guard let clone = prototype.clone() else {
            fatalError("ICU could not clone a break iterator (out of memory)")
        }
        return clone
    }
}
