import CLineBreak
import Synchronization

/// A line-break and grapheme iterator pair from the `CLineBreak` facade over ICU. Not
/// thread-safe; ``BreakIteratorPool`` lends each to one thread at a time.
final class BreakIterators: @unchecked Sendable {  // Lent to one thread at a time by the pool.
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Opens iterators for `locale`, e.g. `ja@lb=strict`.
    static func open(locale: String) throws(TextShapingError) -> BreakIterators {
        var status: Int32 = 0
        guard let pointer = sheetd_breaker_open(locale, &status) else {
            throw .lineBreakerUnavailable(locale: locale, status: String(cString: sheetd_status_name(status)))
        }
        return BreakIterators(pointer: pointer)
    }

    /// An independent copy (ICU's `ubrk_clone`, much cheaper than opening an iterator:
    /// docs/reference.md §6.6).
    func clone() -> BreakIterators? {
        var status: Int32 = 0
        return sheetd_breaker_clone(pointer, &status).map(BreakIterators.init(pointer:))
    }

    deinit {
        sheetd_breaker_close(pointer)
    }

    /// The grapheme cluster ends of `text` into `ends` (resized); returns their count.
    func graphemeEnds(of text: UnsafeBufferPointer<UInt16>, into ends: inout [Int32]) -> Int {
        ends.removeAll(keepingCapacity: true)
        if text.allSatisfy({ $0 < 0x80 }) {
            // In ASCII every character is a cluster except CR LF (UAX #29 GB3-GB5); this skips
            // ICU for the common case.
            for offset in 0..<text.count
            where !(text[offset] == 0x0D && offset + 1 < text.count && text[offset + 1] == 0x0A) {
                ends.append(Int32(offset + 1))
            }
            return ends.count
        }
        ends.append(contentsOf: repeatElement(0, count: text.count))
        var status: Int32 = 0
        let count = ends.withUnsafeMutableBufferPointer { ends in
            sheetd_grapheme_ends(
                pointer, text.baseAddress, Int32(text.count), ends.baseAddress, Int32(ends.count), &status)
        }
        return Self.checked(count, status: status, length: text.count)
    }

    /// The line-break opportunities of `text` into `offsets` and `mandatory` (resized); returns
    /// their count.
    func lineBreaks(of text: UnsafeBufferPointer<UInt16>, into offsets: inout [Int32], mandatory: inout [UInt8]) -> Int
    {
        offsets.removeAll(keepingCapacity: true)
        offsets.append(contentsOf: repeatElement(0, count: text.count))
        mandatory.removeAll(keepingCapacity: true)
        mandatory.append(contentsOf: repeatElement(0, count: text.count))
        var status: Int32 = 0
        let count = offsets.withUnsafeMutableBufferPointer { offsets in
            mandatory.withUnsafeMutableBufferPointer { mandatory in
                sheetd_line_breaks(
                    pointer, text.baseAddress, Int32(text.count), offsets.baseAddress, mandatory.baseAddress,
                    Int32(offsets.count), &status)
            }
        }
        return Self.checked(count, status: status, length: text.count)
    }

    /// ICU fails here only on invalid arguments, which the callers never pass.
    private static func checked(_ count: Int32, status: Int32, length: Int) -> Int {
        precondition(count >= 0, "ICU break iteration failed: \(String(cString: sheetd_status_name(status)))")
        return Int(count)
    }

    /// The ICU version linked in, e.g. `72.1`.
    static var icuVersion: String { String(cString: sheetd_icu_version()) }
}
