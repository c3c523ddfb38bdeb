/// A profile constant's value in `GET /profiles` (openapi.yaml `ProfileConstantValue`): a number when the constant
/// is one plain number, else its text for people (a rule, a table, a number with its unit, colours).
public enum ProfileConstantValue: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One plain number, e.g. `999` or `0.404`.
    case number(Double)
    /// Anything else, as people read it.
    case text(String)

    /// Decodes a JSON number or string; sheetds before 2.0.0 sent every value as a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    /// Encodes the number or the text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The value as text: the number in its shortest decimal form, or the text itself.
    public var description: String {
        switch self {
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .text(let text): text
        }
    }
}
