import StrictJSON

/// An enumeration whose cases go on the wire as their `rawValue`.
package protocol WireName: RawRepresentable, CaseIterable, Equatable, Sendable where RawValue == String {
    /// Every case as the JSON string the encoders write, quotes included.
    static var quotedNames: QuotedNames<Self> { get }
}

extension WireName {
    /// `rawValue` as a JSON string, quotes included, as ``JSONCursor/raw(_:)-(UnsafeRawBufferPointer)`` writes it.
    @inline(__always)
    package var quotedRawValue: UnsafeRawBufferPointer { Self.quotedNames[self] }
}

/// The cases of a ``WireName`` as quoted JSON strings, made once from `rawValue`, so the encoders copy a few
/// bytes per name instead of forming and escaping a `String`, and no second spelling of a name can drift.
///
/// The texts live as long as the program (each table is a `static let`), so a buffer into them stays valid.
package struct QuotedNames<Name: WireName>: @unchecked Sendable {
    /// Every case's text, one after the other.
    private let storage: UnsafeMutableRawBufferPointer
    /// Where each case's text starts in `storage`, and its length, in `Name.allCases` order.
    private let spans: [(offset: Int, count: Int)]
    /// Whether a case's in-memory value is its index in `allCases`, checked once, so a lookup is an index.
    private let valueIsIndex: Bool
    private let cases: [Name]

    /// The most bytes any case's text has.
    package let maximumLength: Int

    /// The table of `Name`'s cases.
    package init() {
        cases = Array(Name.allCases)
        let texts = cases.map { name -> [UInt8] in
            var writer = JSONWriter(capacity: name.rawValue.utf8.count + 2)
            writer.string(name.rawValue)
            return writer.bytes
        }
        storage = .allocate(byteCount: max(texts.reduce(0) { $0 + $1.count }, 1), alignment: 1)
        var offset = 0
        var spans: [(offset: Int, count: Int)] = []
        for text in texts {
            storage.baseAddress!.advanced(by: offset).copyMemory(from: text, byteCount: text.count)
            spans.append((offset, text.count))
            offset += text.count
        }
        self.spans = spans
        maximumLength = texts.map(\.count).max() ?? 0
        // A payload-free enumeration of two to 256 cases is stored as its declaration index in one byte, and a
        // synthesised `allCases` lists the cases in declaration order; a hand-written `allCases` may not, hence
        // the check.
        let cases = self.cases
        valueIsIndex =
            MemoryLayout<Name>.size == 1
            && cases.indices.allSatisfy { index in
                withUnsafeBytes(of: cases[index]) { Int($0[0]) } == index
            }
    }

    /// The quoted text of `name`.
    @inline(__always)
    package subscript(name: Name) -> UnsafeRawBufferPointer {
        let index = valueIsIndex ? withUnsafeBytes(of: name) { Int($0[0]) } : cases.firstIndex(of: name)!
        let span = spans[index]
        return UnsafeRawBufferPointer(rebasing: storage[span.offset..<span.offset + span.count])
    }
}
