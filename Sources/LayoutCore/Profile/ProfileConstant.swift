/// How sure we are of a constant, as tagged in docs/reference.md §1.
public enum Confidence: String, Sendable {
    /// Apple's documentation says it.
    case documented
    /// Measured on a device or simulator (UIKit's own logs, Flutter's iOS 17 comparisons).
    case measured
    /// Read in UIKit's own code (a public decompilation of iOS 26.1's UIKitCore): the rule or value, not a
    /// measurement of what it draws.
    case decompiled
    /// Hard-coded by one or more reimplementations; derivation unknown.
    case reimplemented
    /// Inferred by arithmetic or from weak sources; needs a device check.
    case inferred
}

/// One constant of a profile with where it comes from, for documentation and `GET /profiles`.
public struct ProfileConstant: Sendable, Equatable {
    /// The field name in `MetricsProfile`.
    public var name: String
    /// The value, rendered for people (a number, or a short rule).
    public var value: String
    /// The value as a number, when it is one plain number (`value` is then its decimal text); `nil` for rules,
    /// colours, tables and numbers with a unit of their own (device pixels, font units).
    public var number: Double? = nil
    /// Where the value comes from.
    public var source: String
    /// How sure we are of it.
    public var confidence: Confidence
}

/// A profile constant declared together with its source and confidence, so that `MetricsProfile.constants`
/// lists what the layout uses rather than a second, hand-written copy of it.
@propertyWrapper
public struct Sourced<Value: Sendable>: Sendable {
    /// The constant as the layout uses it.
    public var wrappedValue: Value
    /// Where the value comes from.
    let source: StaticString
    /// How sure we are of it.
    let confidence: Confidence
    /// How the value is rendered for people when its type's own `listedText` will not do; a function of the value,
    /// so that a changed value is listed as changed.
    let text: ConstantRendering?

    // The layout copies its profile, so a constant carries nothing to retain: the source is static text and the
    // rendering a case, not a closure, so that a profile (and the presentation sheet's metrics in it) copies as
    // plain bytes.

    /// The constant `value` of `confidence` from `source`, listed as `text` renders it.
    init(_ value: Value, _ confidence: Confidence, _ source: StaticString, text: ConstantRendering) {
        wrappedValue = value
        self.confidence = confidence
        self.source = source
        self.text = text
    }

    /// The constant with its source and confidence (`MetricsProfile.ios17.$springMass`), for another era to
    /// assume.
    public var projectedValue: Sourced<Value> { self }

    /// The value of `shared` carried over to another era without evidence for it there: `inferred`, with
    /// `source` saying whose value it is and why it is assumed (`.init(assuming: ios17.$springMass, "…")`).
    init(assuming shared: Sourced<Value>, _ source: StaticString) {
        wrappedValue = shared.wrappedValue
        confidence = .inferred
        self.source = source
        text = shared.text
    }
}

extension Sourced where Value: ListableValue {
    /// The constant `value` of `confidence` from `source`, listed as the value's `listedText`.
    init(_ value: Value, _ confidence: Confidence, _ source: StaticString) {
        wrappedValue = value
        self.confidence = confidence
        self.source = source
        text = nil
    }

    /// A constant read in UIKit's own code (`decompiled`), `source` naming the method it was read in.
    static func decompiled(_ value: Value, _ source: StaticString) -> Self { Self(value, .decompiled, source) }
}

/// A constant that can list itself once it is given the name of the property that holds it.
protocol ListedConstant {
    /// The constant as `GET /profiles` lists it under `name`.
    func listing(named name: String) -> ProfileConstant
}

extension Sourced: ListedConstant {
    func listing(named name: String) -> ProfileConstant {
        let value =
            text.flatMap { $0.text(of: wrappedValue) } ?? (wrappedValue as? any ListableValue)?.listedText
            ?? "\(wrappedValue)"
        // Only a number listed as itself is one: a rendering of its own adds a unit the number would lose.
        let number: Double? =
            text != nil ? nil : (wrappedValue as? Double) ?? (wrappedValue as? Int).map(Double.init)
        return ProfileConstant(
            name: name, value: value, number: number, source: source.description, confidence: confidence)
    }
}

/// A constant's rendering for people other than its type's `listedText`.
enum ConstantRendering: Sendable {
    /// `devicePixels(_:)`: pixels, and the points they make at a scale.
    case devicePixels
    /// `sfFontUnits(_:)`: a ratio of SF Pro's metrics as font units over the units per em.
    case sfFontUnits

    /// `value` rendered, or nil for a value that is not a number.
    func text(of value: Any) -> String? {
        guard let number = value as? Double else { return nil }
        switch self {
        case .devicePixels: return LayoutCore.devicePixels(number)
        case .sfFontUnits: return LayoutCore.sfFontUnits(number)
        }
    }
}
