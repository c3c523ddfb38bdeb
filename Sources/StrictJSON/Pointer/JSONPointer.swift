/// Escapes one reference token for a JSON Pointer (RFC 6901 §3): `~` becomes `~0`, `/` becomes `~1`.
///
/// - Parameter token: An object key or array index as text.
/// - Returns: The token as it appears between slashes in a pointer.
///
/// ```swift
/// jsonPointerEscape("a/b~c")  // "a~1b~0c"
/// ```
public func jsonPointerEscape(_ token: String) -> String {
    // `~` and `/` are ASCII, so a byte scan finds them; most keys have neither.
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
        return token
    }
    var escaped = ""
    escaped.reserveCapacity(token.utf8.count + 2)
    for character in token.unicodeScalars {
        switch character {
        case "~": escaped += "~0"
        case "/": escaped += "~1"
        default: escaped.unicodeScalars.append(character)
        }
    }
    return escaped
}

/// A JSON Pointer (RFC 6901) built by appending keys and indices.
///
/// Decoders keep one as they descend so that every validation error can name where it is.
///
/// ```swift
/// let pointer = JSONPointer.root.appending("sheet").appending("actions").appending(3)
/// pointer.description  // "/sheet/actions/3"
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The reference tokens, unescaped: object keys as they are, array indices in decimal.
    public private(set) var tokens: [String]

    /// The pointer to the whole document, `""`.
    public static let root = JSONPointer()

    /// Creates a pointer from unescaped reference tokens.
    ///
    /// - Parameter tokens: Keys and decimal indices from the root down.
    public init(_ tokens: [String] = []) {
        self.tokens = tokens
    }

    /// Appends an object key.
    public mutating func append(_ key: String) {
        tokens.append(key)
    }

    /// Appends an array index.
    public mutating func append(_ index: Int) {
        tokens.append(String(index))
    }

    /// Returns this pointer extended by an object key.
    public func appending(_ key: String) -> JSONPointer {
        var pointer = self
        pointer.append(key)
        return pointer
    }

    /// Returns this pointer extended by an array index.
    public func appending(_ index: Int) -> JSONPointer {
        var pointer = self
        pointer.append(index)
        return pointer
    }

    /// The pointer as RFC 6901 text: `""` for the root, else `/` before each escaped token.
    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += jsonPointerEscape(token)
        }
        return text
    }
}
