/// The state machine behind ``JSONParser``: one pass over the bytes, no recursion.
///
/// Values that are complete but not yet placed in their container wait on `values` (and the
/// names of their members on `keys`); `containers` records where each open container's share of
/// those stacks begins. Closing a container moves its share into one array or object. The same
/// stacks tell, at any moment, which value is being parsed, so an error's JSON Pointer costs
/// nothing until an error happens.
struct Parser {
    /// One open array or object.
    struct Container {
        var isObject: Bool
        /// Where this container's elements or member values begin on `values`.
        var valueStart: Int
        /// Where this object's member names begin on `keys`.
        var keyStart: Int
    }

    let input: UnsafeBufferPointer<UInt8>
    let limits: JSONParser.Limits
    /// The next byte to read.
    var index = 0
    var values: [JSONValue] = []
    var keys: [String] = []
    var containers: [Container] = []
    /// For each depth, the member names of the object open there once it has too many to
    /// compare one by one (kept apart so that `Container` stays trivial to copy).
    var keySets: [Set<CodeUnitKey>?] = []
    /// Whether a value must start at `index` (rather than a separator or a closing bracket).
    var isExpectingValue = true
    /// Reused to unescape strings that contain escapes.
    var scratch: [UInt8] = []

    init(input: UnsafeBufferPointer<UInt8>, limits: JSONParser.Limits) {
        self.input = input
        self.limits = limits
        // Enough for typical requests, so that the stacks do not regrow on the way up.
        values.reserveCapacity(32)
        keys.reserveCapacity(32)
        containers.reserveCapacity(8)
    }

    /// Parses the whole input as exactly one JSON text.
    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        guard input.count <= limits.maxInputBytes else {
            throw failure(
                .tooLarge, at: max(0, limits.maxInputBytes), "input larger than \(limits.maxInputBytes) bytes")
        }
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            index = 3  // A byte order mark, which RFC 8259 §8.1 lets parsers ignore.
        }
        skipWhitespace()
        guard index < input.count else {
            throw failure(.emptyInput, at: index, "empty input: expected a JSON value")
        }
        try parseValue()
        skipWhitespace()
        guard index == input.count else {
            throw unexpectedByte(.trailingData, "trailing characters after the JSON value")
        }
        return values.popLast() ?? .null
    }

    /// Parses one value and everything nested in it, leaving it on top of `values`.
    private mutating func parseValue() throws(JSONParseError) {
        while true {
            isExpectingValue = true
            guard try parseValueStart() else { continue }
            isExpectingValue = false
            // A value is complete: close the containers it completes, up to the next separator.
            while let container = containers.last {
                skipWhitespace()
                guard index < input.count else {
                    throw failure(.unexpectedEnd, at: index, "unexpected end of input")
                }
                let byte = input[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    isExpectingValue = true
                    if container.isObject {
                        try parseMemberName(isFirst: false)
                    } else {
                        try startArrayElement()
                    }
                    break
                } else if byte == (container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    closeContainer()
                } else if container.isObject {
                    throw unexpectedByte(.unexpectedCharacter, "expected ',' or '}' after an object member")
                } else {
                    throw unexpectedByte(.unexpectedCharacter, "expected ',' or ']' after an array element")
                }
            }
            if containers.isEmpty { return }
        }
    }

    /// Reads the start of a value: a whole scalar, an empty container, or the opening of a
    /// container up to where its first element's value begins.
    ///
    /// - Returns: Whether a value is complete.
    private mutating func parseValueStart() throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard index < input.count else {
            throw failure(.unexpectedEnd, at: index, "unexpected end of input")
        }
        switch input[index] {
        case UInt8(ascii: "\""):
            let string = try parseString(maxBytes: limits.maxStringBytes)
            values.append(.string(string))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            values.append(.number(try parseNumber()))
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            values.append(.bool(true))
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            values.append(.bool(false))
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            values.append(.null)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isObject = input[index] == UInt8(ascii: "{")
            try openContainer(isObject: isObject)
            skipWhitespace()
            if index < input.count, input[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                index += 1
                closeContainer()
                return true
            }
            if isObject {
                try parseMemberName(isFirst: true)
            } else {
                try startArrayElement()
            }
            return false
        case UInt8(ascii: "+"):
            throw failure(.invalidNumber, at: index, "a number must not start with '+'")
        case UInt8(ascii: "."):
            throw failure(.invalidNumber, at: index, "a number must start with a digit, not '.'")
        default:
            throw unexpectedByte(.unexpectedCharacter, "expected a JSON value")
        }
        return true
    }

    /// Reads `literal` (`true`, `false` or `null`) at `index`, whose first byte is already known.
    private mutating func parseLiteral(_ literal: StaticString) throws(JSONParseError) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < input.count else {
                throw failure(.unexpectedEnd, at: index, "unexpected end of input")
            }
            guard input[index] == byte else {
                throw unexpectedByte(.unexpectedCharacter, "expected '\(literal)'")
            }
            index += 1
        }
    }

    mutating func skipWhitespace() {
        let input = self.input
        var position = index
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            default:
                index = position
                return
            }
        }
        index = position
    }
}
