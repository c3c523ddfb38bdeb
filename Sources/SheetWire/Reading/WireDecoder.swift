import LayoutCore
import StrictJSON

/// Reads typed fields out of parsed JSON, collecting one `ValidationIssue` per wrong field (with
/// its JSON Pointer) instead of stopping at the first. Unknown members are rejected, so a typo such
/// as `marginbottom` is reported rather than silently ignored.
///
/// Pointers are autoclosures: a valid request, the common case, builds none of them, only a failing field does.
package struct WireDecoder {
    private(set) var issues: [ValidationIssue] = []

    mutating func fail(_ pointer: JSONPointer, _ detail: String) {
        issues.append(ValidationIssue(pointer: pointer.description, detail: detail))
    }

    /// The object at `pointer`, after checking that it has no members outside `allowed`.
    /// `null` counts as absent.
    mutating func object(
        _ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer, allowed: [String]
    ) -> JSONObject? {
        guard let value, !value.isNull else { return nil }
        guard case .object(let object) = value else {
            fail(pointer(), "must be an object, got \(Self.describe(value))")
            return nil
        }
        for member in object.members where !allowed.contains(member.key) {
            fail(pointer().appending(member.key), "unknown field; expected one of: \(allowed.joined(separator: ", "))")
        }
        return object
    }

    /// A required object: absence is an issue.
    mutating func requiredObject(
        _ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer, allowed: [String]
    ) -> JSONObject? {
        guard isPresent(value, requiredAt: pointer()) else { return nil }
        return object(value, at: pointer(), allowed: allowed)
    }

    /// An element of an array of objects: an element is never absent, so `null` is an issue too.
    mutating func objectElement(
        _ element: JSONValue, at pointer: @autoclosure () -> JSONPointer, allowed: [String]
    ) -> JSONObject? {
        if element.isNull {
            fail(pointer(), "must be an object, got null")
            return nil
        }
        return object(element, at: pointer(), allowed: allowed)
    }

    /// A number, or `nil` when absent; `-0` reads as 0.
    mutating func number(
        _ object: JSONObject, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer
    ) -> Double? {
        number(object.value(of: key), key, at: parent())
    }

    /// A required number.
    mutating func requiredNumber(
        _ object: JSONObject, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer
    ) -> Double? {
        let value = object.value(of: key)
        guard isPresent(value, requiredAt: parent().appending(key.rawValue)) else { return nil }
        return number(value, key, at: parent())
    }

    /// The number in `value`, the member `key` of the object at `parent` (looked up once by the caller).
    private mutating func number(
        _ value: JSONValue?, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer
    ) -> Double? {
        guard let value, !value.isNull else { return nil }
        guard case .number(let number) = value else {
            fail(parent().appending(key.rawValue), "must be a number, got \(Self.describe(value))")
            return nil
        }
        return number == 0 ? 0 : number
    }

    /// A string, or `nil` when absent (and an issue too when `isRequired`). NUL characters are refused: UIKit labels
    /// would cut the text there.
    mutating func string(
        _ object: JSONObject, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer,
        isRequired: Bool = false
    ) -> String? {
        let value = object.value(of: key)
        if isRequired, !isPresent(value, requiredAt: parent().appending(key.rawValue)) { return nil }
        guard let value, !value.isNull else { return nil }
        guard case .string(let string) = value else {
            fail(parent().appending(key.rawValue), "must be a string, got \(Self.describe(value))")
            return nil
        }
        // In UTF-8 the byte 0 is U+0000 and nothing else, so the bytes answer without decoding scalars.
        if string.utf8.withContiguousStorageIfAvailable({ $0.contains(0) }) ?? string.utf8.contains(0) {
            fail(parent().appending(key.rawValue), "must not contain NUL (U+0000) characters")
            return nil
        }
        return string
    }

    /// A Boolean, or `nil` when absent.
    mutating func bool(_ object: JSONObject, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer)
        -> Bool?
    {
        guard let value = object.value(of: key), !value.isNull else { return nil }
        guard case .bool(let bool) = value else {
            fail(parent().appending(key.rawValue), "must be true or false, got \(Self.describe(value))")
            return nil
        }
        return bool
    }

    /// One of an enumeration's raw values, or `nil` when absent.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ object: JSONObject, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer, as type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let raw = string(object, key, at: parent()) else { return nil }
        guard let choice = Choice(rawValue: raw) else {
            let allowed = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            fail(parent().appending(key.rawValue), "must be one of \(allowed), got \"\(raw)\"")
            return nil
        }
        return choice
    }

    /// An array, or `nil` when absent.
    mutating func array(
        _ object: JSONObject, _ key: some RequestMember, at parent: @autoclosure () -> JSONPointer
    ) -> [JSONValue]? {
        guard let value = object.value(of: key), !value.isNull else { return nil }
        guard case .array(let array) = value else {
            fail(parent().appending(key.rawValue), "must be an array, got \(Self.describe(value))")
            return nil
        }
        return array
    }

    /// Whether a required `value` is there; its absence is an issue at `pointer`.
    @inline(__always)
    private mutating func isPresent(_ value: JSONValue?, requiredAt pointer: @autoclosure () -> JSONPointer) -> Bool {
        if Self.isAbsent(value) {
            fail(pointer(), "is required")
            return false
        }
        return true
    }

    /// Whether a member is absent: missing, or `null`, which the wire treats the same.
    static func isAbsent(_ value: JSONValue?) -> Bool {
        value?.isNull ?? true
    }

    /// A short description of a JSON value's type for messages.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONObject {
    /// The value of `member`, or `nil` when the object lacks it.
    func value(of member: some RequestMember) -> JSONValue? {
        self[member.rawValue]
    }
}
