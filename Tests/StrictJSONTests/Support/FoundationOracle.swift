import Foundation
import StrictJSON

/// Foundation's JSON coders as the oracle the fast paths are held to (issue 7): what
/// `JSONSerialization` reads from a text, and what `JSONEncoder` writes for a number.
enum FoundationOracle {
    /// The value `JSONSerialization` reads from `bytes` (fragments allowed), as a `JSONValue`, or nil
    /// when it refuses the text.
    ///
    /// Numbers it gives as `NSDecimalNumber` (integers beyond 64 bits) are converted with
    /// `Double(String)`, the standard library's correctly rounded conversion: `NSDecimalNumber.doubleValue`
    /// goes through decimal arithmetic and can be one unit off, which would test Foundation, not us.
    static func value(of bytes: [UInt8]) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        else { return nil }
        return value(bridging: object).map(comparable)
    }

    private static func value(bridging object: Any) -> JSONValue? {
        switch object {
        case is NSNull:
            return .null
        case let string as String:
            return .string(string)
        case let array as [Any]:
            var elements: [JSONValue] = []
            for element in array {
                guard let value = value(bridging: element) else { return nil }
                elements.append(value)
            }
            return .array(elements)
        case let dictionary as [String: Any]:
            // JSONSerialization forgets the members' order; sorted keys make two trees comparable.
            var members: [(key: String, value: JSONValue)] = []
            for key in dictionary.keys.sorted() {
                guard let value = value(bridging: dictionary[key]!) else { return nil }
                members.append((key: key, value: value))
            }
            return .object(JSONObject(members))
        case let decimal as NSDecimalNumber:
            return Double(decimal.stringValue).map { .number($0) }
        case let number as NSNumber:
            // Booleans come as NSNumbers too; theirs is the one `char` type JSON numbers never get.
            if String(cString: number.objCType) == "c" {
                return .bool(number.boolValue)
            }
            return .number(number.doubleValue)
        default:
            return nil
        }
    }

    /// The text `JSONEncoder` writes for `number`.
    static func encodedText(of number: Double) -> String {
        let data = try! JSONEncoder().encode([number])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// `value` in the shape `value(of:)` gives, to compare with it: every object's members sorted by key,
    /// and U+FEFF left out of every string and key.
    ///
    /// Foundation on Linux (Swift 6.3.1) drops U+FEFF (ZERO WIDTH NO-BREAK SPACE) wherever it occurs in a
    /// string, escaped or not, although RFC 8259 makes it a character like any other; StrictJSON keeps it
    /// (its own tests check that). Leaving it out on both sides compares everything else.
    static func comparable(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text):
            return .string(withoutByteOrderMarks(text))
        case .array(let elements):
            return .array(elements.map(comparable))
        case .object(let object):
            let members = object.members.map { (key: withoutByteOrderMarks($0.key), value: comparable($0.value)) }
            return .object(JSONObject(members.sorted { $0.key < $1.key }))
        default:
            return value
        }
    }

    private static func withoutByteOrderMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != "\u{FEFF}" })
        return String(scalars)
    }
}
