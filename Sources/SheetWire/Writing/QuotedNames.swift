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
/// Each table is a `static let` and its texts are never freed: a buffer into them stays valid, and a copy of the
/// table is a few words with nothing to retain, so a lookup touches no reference count.
package struct QuotedNames<Name: WireName>: @unchecked Sendable {
    /// Every case's text, in `Name.allCases` order, each a buffer into storage that is never freed.
    private let texts: UnsafeBufferPointer<UnsafeRawBufferPointer>
    /// The cases, in the same order, for finding a case whose value is not its index.
    private let cases: UnsafeBufferPointer<Name>
    /// Whether a case's in-memory value is its index in `allCases`, checked once, so a lookup is an index.
    private let valueIsIndex: Bool

    /// The most bytes any case's text has.
    package let maximumLength: Int

    /// The table of `Name`'s cases.
    package init() {
        let allCases = Array(Name.allCases)
        let cases = UnsafeMutableBufferPointer<Name>.allocate(capacity: allCases.count)
        _ = cases.initialize(from: allCases)
        let texts = UnsafeMutableBufferPointer<UnsafeRawBufferPointer>.allocate(capacity: allCases.count)
        for (index, name) in allCases.enumerated() {
            texts.initializeElement(at: index, to: permanentQuotedText(of: name.rawValue))
        }
        self.cases = UnsafeBufferPointer(cases)
        self.texts = UnsafeBufferPointer(texts)
        maximumLength = self.texts.map(\.count).max() ?? 0
        // A payload-free enumeration of two to 256 cases is stored as its declaration index in one byte, and a
        // synthesised `allCases` lists the cases in declaration order; a hand-written `allCases` may not, hence
        // the check.
        valueIsIndex =
            MemoryLayout<Name>.size == 1
            && allCases.indices.allSatisfy { index in
                withUnsafeBytes(of: allCases[index]) { Int($0[0]) } == index
            }
    }

    /// The quoted text of `name`.
    @inline(__always)
    package subscript(name: Name) -> UnsafeRawBufferPointer {
        texts[valueIsIndex ? withUnsafeBytes(of: name) { Int($0[0]) } : cases.firstIndex(of: name)!]
    }
}

/// `string` as a JSON string, quotes included, in storage that is never freed: the text of a table made once (a
/// `static let`), which the encoders copy from on every answer.
func permanentQuotedText(of string: String) -> UnsafeRawBufferPointer {
    var writer = JSONWriter(capacity: string.utf8.count &* 6 &+ 2)
    writer.string(string)
    let bytes = writer.bytes
    let text = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
    text.copyBytes(from: bytes)
    return UnsafeRawBufferPointer(text)
}
