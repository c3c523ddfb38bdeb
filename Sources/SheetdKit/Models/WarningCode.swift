import LayoutCore

/// The warning codes this build knows, with when each is raised: the server's own list (``WarningCode/known``).
public typealias KnownWarningCode = LayoutCore.LayoutWarning.Code
/// The presentation sheet's rule codes this build knows: the server's own list (``PresentationRuleCode/known``).
public typealias KnownPresentationRuleCode = LayoutCore.PresentationRule.Code

/// A warning's code as the server sent it (openapi.yaml `LayoutWarning.code`).
public typealias WarningCode = OpenCode<KnownWarningCode>
/// A presentation sheet rule's code as the server sent it (openapi.yaml `PresentationRule.code`).
public typealias PresentationRuleCode = OpenCode<KnownPresentationRuleCode>

/// A code as the server sent it. Open, like ``ProfileName``: a newer sheetd may add codes (the contract keeps them
/// strings for that reason, docs/architecture.md "One source per fact"), and an answer carrying one must still
/// decode; ``known`` is the typed code when this build knows it.
public struct OpenCode<Known: RawRepresentable & Sendable>: RawRepresentable, Codable, Hashable, Sendable,
    ExpressibleByStringLiteral
where Known.RawValue == String {
    /// The code on the wire.
    public var rawValue: String

    /// A code by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A code by name, from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A code this build knows.
    public init(_ code: Known) { self.rawValue = code.rawValue }

    /// Decodes the code from a JSON string, known or not.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the code as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The typed code, or `nil` for a code added by a newer server.
    public var known: Known? { Known(rawValue: rawValue) }

    /// Whether this is `code`: `warning.code == .actionsScroll`.
    public static func == (lhs: OpenCode, rhs: Known) -> Bool { lhs.rawValue == rhs.rawValue }
}
