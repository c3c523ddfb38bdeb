import Foundation
import StrictJSON

/// JSON values compared as JSON: objects as unordered sets of members, numbers as `Double`. StrictJSON's parser is
/// the oracle, independent of the `Codable` models under test.
enum JSONValues {
    /// The value of `data`, its objects' members sorted by name.
    static func canonical(_ data: Data) throws -> JSONValue {
        sorted(try JSONParser.parse(Array(data)))
    }

    /// The value with every object's members sorted by name.
    static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(sorted))
        case .object(let object):
            return .object(JSONObject(object.members.map { ($0.key, sorted($0.value)) }.sorted { $0.0 < $1.0 }))
        default: return value
        }
    }

    /// The bytes of `value` decoded as `T` and encoded again, as a canonical value, next to the original's.
    static func roundTrip<T: Codable>(_ type: T.Type, _ data: Data) throws -> (original: JSONValue, again: JSONValue) {
        let decoded = try JSONDecoder().decode(T.self, from: data)
        let encoded = try JSONEncoder().encode(decoded)
        return (try canonical(data), try canonical(encoded))
    }

    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}

extension JSONValues {
    /// The bytes StrictJSON's writer gives for `value`.
    static func bytes(of value: JSONValue) -> Data {
        var writer = JSONWriter(capacity: 4096)
        writer.write(value)
        return Data(writer.bytes)
    }
}
