import CHarfBuzz
import Dispatch
import Locking

/// When a font set gets its ``PrintableASCIIAdvances`` tables.
enum PrintableASCIIShortcuts: Sendable {
    /// Never: ASCII is shaped by HarfBuzz with the fraction features kept (for comparing the shortcuts with it).
    case off
    /// Before the font set is returned (tests that compare the tables with HarfBuzz).
    case derivedNow
    /// On a thread of the lowest priority, so that start-up does not wait for them: until a face's table is
    /// published its ASCII runs are shaped by HarfBuzz, which gives the same advances.
    case derivedInBackground
}

/// The ``PrintableASCIIAdvances`` of one primary face, published once derived.
///
/// Deriving a table shapes about 28,000 characters, far more than a request's worth, so it is done once per
/// process and face: every font set that loads the same file shares it.
final class PrintableASCIITable: Sendable {
    /// `nil` until derived, then the table or `nil` for a face whose ASCII runs are not a function of pairs.
    private let state = LockedValue<PrintableASCIIAdvances??>(nil)
    private let derivation = DispatchGroup()

    /// The table, when it has been derived and the face has one.
    var current: PrintableASCIIAdvances? {
        state.withLock { $0 ?? nil }
    }

    /// Waits until the table is derived (or known not to exist).
    func waitUntilDerived() {
        derivation.wait()
    }

    private init() {
        derivation.enter()
    }

    private func publish(_ table: PrintableASCIIAdvances?) {
        state.withLock { $0 = .some(table) }
        derivation.leave()
    }

    /// Tables waiting for the background thread, and whether it runs.
    private struct Backlog: ~Copyable {
        var waiting: [(table: PrintableASCIITable, probe: RunProbe)] = []
        var isDeriving = false
    }

    private static let backlog = LockedValue(Backlog())

    /// Derives on one idle-priority thread, one table after another, so that the faces of a font set do not compete
    /// with each other or with start-up.
    private static func deriveInBackground(_ table: PrintableASCIITable, by probe: RunProbe) {
        let isStarting = backlog.withLock { backlog in
            backlog.waiting.append((table, probe))
            defer { backlog.isDeriving = true }
            return !backlog.isDeriving
        }
        guard isStarting else { return }
        IdleThread.run {
            while let next = backlog.withLock({ backlog in
                if backlog.waiting.isEmpty { backlog.isDeriving = false }
                return backlog.waiting.isEmpty ? nil : backlog.waiting.removeFirst()
            }) {
                next.table.publish(PrintableASCIIAdvances.derived(by: next.probe))
            }
        }
    }

    /// Tables by face file and index, shared by the font sets of the process.
    private static let shared = LockedValue<[String: PrintableASCIITable]>([:])

    /// The table of `face`, shared by every font set of the process, derived (at most once) as `shortcuts` says.
    static func table(
        for face: FontFace, features: [hb_feature_t], language: OpaquePointer, shortcuts: PrintableASCIIShortcuts
    ) -> PrintableASCIITable {
        let (table, isNew) = shared.withLock { tables in
            let key = "\(face.path)#\(face.faceIndex)"
            if let table = tables[key] { return (table, false) }
            let table = PrintableASCIITable()
            tables[key] = table
            return (table, true)
        }
        if isNew {
            let probe = RunProbe(face: face, features: features, language: language)
            if shortcuts == .derivedInBackground {
                deriveInBackground(table, by: probe)
            } else {
                table.publish(PrintableASCIIAdvances.derived(by: probe))
            }
        }
        if shortcuts == .derivedNow { table.waitUntilDerived() }
        return table
    }
}
