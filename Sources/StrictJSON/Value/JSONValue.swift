/// A JSON value as RFC 8259 defines it.
///
/// Numbers are `Double`: the parser rounds them correctly and rejects those that overflow, and
/// the writer prints them back so that they round-trip. Objects keep their members in input
/// order (see ``JSONObject``) so that writing a value is deterministic.
///
/// Equality is exact: strings and object keys are equal when their UTF-8 code units are equal
/// (not when Swift deems them canonically equivalent), objects are equal when they hold the same
/// members in the same order, and numbers compare as `Double` (so `0` equals `-0`).
///
/// ```swift
/// let value = try JSONParser.parse(#"{"title": "Delete", "lines": 1}"#)
/// value["title"]?.stringValue  // "Delete"
/// ```
public enum JSONValue: Sendable {
    /// The literal `null`.
    case null
    /// The literal `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string, which may contain any Unicode scalar including U+0000.
    case string(String)
    /// An ordered list of values.
    case array([JSONValue])
    /// An object whose members keep their order.
    case object(JSONObject)
}

extension JSONValue: Equatable {
    /// Whether two values are equal, comparing strings by their UTF-8 code units.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let left), .bool(let right)):
            return left == right
        case (.number(let left), .number(let right)):
            return left == right
        case (.string(let left), .string(let right)):
            return hasSameCodeUnits(left, right)
        case (.array(let left), .array(let right)):
            return left == right
        case (.object(let left), .object(let right)):
            return left == right
        default:
            return false
        }
    }
}

/// Whether two strings hold the same UTF-8 code units.
///
/// Swift's `==` on `String` follows canonical equivalence ("é" precomposed equals "e" plus a
/// combining accent); JSON compares names code unit by code unit (RFC 8259 §8.3), and so do we.
/// Comparing bytes also keeps the cost linear and small for hostile non-ASCII keys, which `==`
/// would normalize.
///
/// Inlined up to the length check, which settles most comparisons of a key with the members of
/// an object; only strings of equal length have their bytes compared, out of line.
@inline(__always)
func hasSameCodeUnits(_ left: String, _ right: String) -> Bool {
    left.utf8.count == right.utf8.count && hasSameBytes(left, right)
}

/// Whether two strings of the same UTF-8 length hold the same bytes.
@inline(never)
func hasSameBytes(_ left: String, _ right: String) -> Bool {
    // Native strings, all of them on Linux, are contiguous: compare the buffers.
    let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
        right.utf8.withContiguousStorageIfAvailable { rightBytes in
            hasSameBytes(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
        }
    }
    return (compared ?? nil) ?? left.utf8.elementsEqual(right.utf8)
}

/// Whether `string` holds exactly the UTF-8 code units in `bytes`.
///
/// Inlined up to the length check, like ``hasSameCodeUnits(_:_:)``.
@inline(__always)
func hasCodeUnits(_ string: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
    string.utf8.count == bytes.count && hasBytes(string, bytes)
}

/// Whether a string of the same UTF-8 length as `bytes` holds those bytes.
@inline(never)
func hasBytes(_ string: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
    let compared = string.utf8.withContiguousStorageIfAvailable { stringBytes in
        hasSameBytes(UnsafeRawBufferPointer(stringBytes), bytes)
    }
    return compared ?? string.utf8.elementsEqual(bytes)
}

/// Whether two buffers hold the same bytes, eight at a time.
private func hasSameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
    guard left.count == right.count else { return false }
    var offset = 0
    while offset &+ 8 <= left.count {
        guard
            left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset &+= 8
    }
    while offset < left.count {
        guard left[offset] == right[offset] else { return false }
        offset &+= 1
    }
    return true
}
