/// Why and where a JSON text was rejected.
///
/// The parser stops at the first problem. `offset` is the byte where the problem starts (the end
/// of the input for ``Kind/unexpectedEnd``), and `pointer` names the value that was being parsed
/// there, so a client can be told `/sheet/actions/3/title` rather than "byte 212".
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of problem, one per rule of RFC 8259 or limit that the input broke.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// The input holds no value: it is empty, or only whitespace or a byte order mark.
        case emptyInput
        /// The input is not valid UTF-8: a stray continuation byte, a truncated or overlong
        /// sequence, a surrogate encoded in UTF-8, or a scalar above U+10FFFF.
        case invalidUTF8
        /// The input ends where more is required.
        case unexpectedEnd
        /// A byte that cannot start or continue what is expected there, such as a trailing comma,
        /// a missing colon, a comment, `NaN` or `Infinity`.
        case unexpectedCharacter
        /// A number that breaks the grammar: a leading zero, `+`, `.5`, `1.`, `1e`, `-x`.
        case invalidNumber
        /// A number too large for a `Double`, such as `1e400`.
        case numberOutOfRange
        /// A backslash followed by a character that is not an escape.
        case invalidEscape
        /// A `\u` escape without four hex digits, or a surrogate escape without its pair.
        case invalidUnicodeEscape
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A second member with the same name in one object.
        case duplicateKey
        /// Arrays and objects nested deeper than ``JSONParser/Limits/maxDepth``.
        case tooDeep
        /// The input, a string, an array or an object is larger than its limit.
        case tooLarge
        /// Something other than whitespace follows the value.
        case trailingData
    }

    /// The kind of problem.
    public var kind: Kind
    /// The byte offset in the input where the problem starts.
    public var offset: Int
    /// The RFC 6901 JSON Pointer of the value being parsed, `""` for the root.
    public var pointer: String
    /// A short human description, such as `duplicate key "title"`.
    public var message: String

    /// The message with its place, for logs: `duplicate key "a" (byte 9, pointer "/a")`.
    ///
    /// The pointer is quoted as a JSON string, so a hostile key cannot forge a log line.
    public var description: String {
        "\(message) (byte \(offset), pointer \(quotedForMessage(pointer, maxBytes: 256)))"
    }
}
