/// How far a decoder has read into one object or array, for ``JSONScanner/nextMemberName(in:)``
/// and ``JSONScanner/hasNextElement(in:)``.
///
/// A decoder steps through the members in a plain loop, so that nothing it fills in has to be
/// captured by a closure, and checks ``isClosed`` after the loop: only then was the container read
/// to its end rather than declined.
public struct JSONContainerProgress {
    /// The members or elements begun so far.
    @usableFromInline var count = 0
    /// Whether the closing bracket was read.
    @usableFromInline var hasReadClosingBracket = false

    @usableFromInline
    init() {}

    /// Whether the closing `}` or `]` was read, so that the container was read whole.
    @inlinable
    public var isClosed: Bool { hasReadClosingBracket }
}
