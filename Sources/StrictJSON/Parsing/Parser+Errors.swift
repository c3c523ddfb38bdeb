// Errors are built only when parsing fails, so none of this runs on the hot path.

extension Parser {
    /// An error of `kind` at byte `offset`, with the pointer of the value being parsed.
    @inline(never)
    func failure(_ kind: JSONParseError.Kind, at offset: Int, _ message: String) -> JSONParseError {
        JSONParseError(kind: kind, offset: offset, pointer: currentPointer(), message: message)
    }

    /// An error for the byte at `index`, which does not fit where it is.
    ///
    /// The input must be UTF-8 before it can be JSON, so a byte that starts no valid UTF-8
    /// sequence is reported as ``JSONParseError/Kind/invalidUTF8`` whatever was expected, and
    /// one that the end of the input cuts short as ``JSONParseError/Kind/unexpectedEnd``.
    @inline(never)
    func unexpectedByte(_ kind: JSONParseError.Kind, _ expectation: String) -> JSONParseError {
        guard index < input.count else {
            return failure(.unexpectedEnd, at: index, "unexpected end of input")
        }
        let byte = input[index]
        if byte >= 0x80, validUTF8SequenceLength(at: index) == nil {
            if isTruncatedUTF8Sequence(at: index) {
                return failure(.unexpectedEnd, at: input.count, "unexpected end of input")
            }
            return failure(.invalidUTF8, at: index, "invalid UTF-8 at byte \(index)")
        }
        if kind == .trailingData {
            return failure(kind, at: index, expectation)
        }
        return failure(kind, at: index, "unexpected character \(characterName(at: index)); \(expectation)")
    }

    /// The JSON Pointer of the value being parsed, built from the stacks.
    ///
    /// Every open container but the innermost is in the middle of one member or element: the
    /// object's last key, or the array's next index. The innermost names a member once its key
    /// is read, and an element while one is expected.
    func currentPointer() -> String {
        var pointer = ""
        for position in containers.indices {
            let container = containers[position]
            let isInnermost = position == containers.count - 1
            let valueEnd = isInnermost ? values.count : containers[position + 1].valueStart
            let keyEnd = isInnermost ? keys.count : containers[position + 1].keyStart
            if container.isObject {
                if keyEnd - container.keyStart > valueEnd - container.valueStart {
                    pointer += "/"
                    pointer += jsonPointerEscape(keys[keyEnd - 1])
                }
            } else if !isInnermost || isExpectingValue {
                pointer += "/"
                pointer += String(valueEnd - container.valueStart)
            }
        }
        return pointer
    }

    /// `'x'` for printable ASCII, else `U+XXXX` for the scalar (or byte) at `offset`.
    func characterName(at offset: Int) -> String {
        let byte = input[offset]
        if byte >= 0x21, byte <= 0x7E {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte < 0x80 {
            return scalarName(UInt32(byte))
        }
        return scalarName(decodeScalar(at: offset) ?? UInt32(byte))
    }
}

/// `U+` and at least four uppercase hex digits, as Unicode names scalars.
func scalarName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
