import SheetTestSupport
import StrictJSON

/// Builds pseudo-random JSON values that stress escaping, Unicode and number printing.
struct ValueGenerator {
    var random: SplitMix64

    /// Scalars chosen to hit every branch of the writer's escaping and the parser's decoding.
    static let interestingScalars: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}",
        "\u{1F}", "\u{7F}", "é", "\u{301}", "ß", "ほ", "げ", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}",
        "\u{FEFF}", "\u{FFFF}", "😀", "\u{10FFFF}", "~",
    ]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func value(depth: Int = 0) -> JSONValue {
        let choice = depth >= 4 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<6, using: &random)
        switch choice {
        case 0: return Bool.random(using: &random) ? .null : .bool(Bool.random(using: &random))
        case 1: return .number(number())
        case 2, 3: return .string(string())
        case 4:
            return .array((0..<Int.random(in: 0..<5, using: &random)).map { _ in value(depth: depth + 1) })
        default:
            var object = JSONObject()
            for index in 0..<Int.random(in: 0..<5, using: &random) {
                // A suffix keeps keys distinct, as the parser requires.
                object.members.append((key: string() + "#\(index)", value: value(depth: depth + 1)))
            }
            return .object(object)
        }
    }

    mutating func string() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0..<12, using: &random) {
            if let scalar = ValueGenerator.interestingScalars.randomElement(using: &random) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A finite number from one of several shapes: layout values, integers, any bit pattern.
    mutating func number() -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return Double(Int.random(in: -100_000...100_000, using: &random))
        case 1: return (Double.random(in: -1_000...1_000, using: &random) * 1_000).rounded() / 1_000
        case 2: return Double(Int64.random(in: Int64.min...Int64.max, using: &random))
        case 3: return Double.random(in: -1...1, using: &random) * 1e-300
        case 4: return Double.random(in: -1...1, using: &random) * 1e300
        default: return finiteDouble()
        }
    }

    /// Any finite double, from a random bit pattern.
    mutating func finiteDouble() -> Double {
        while true {
            let candidate = Double(bitPattern: random.next())
            if candidate.isFinite { return candidate }
        }
    }
}
