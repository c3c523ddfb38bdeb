/// How sure we are of a constant, as tagged in docs/reference.md §1.
public enum Confidence: String, Sendable {
    /// Apple's documentation says it.
    case documented
    /// Measured on a device or simulator (UIKit's own logs, Flutter's iOS 17 comparisons).
    case measured
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
    let source: String
    /// How sure we are of it.
    let confidence: Confidence
    /// The value rendered for people; a function of the value, so that a changed value is listed as changed.
    let text: @Sendable (Value) -> String

    /// The constant `value` of `confidence` from `source`, listed as `text` renders it.
    init(
        _ value: Value, _ confidence: Confidence, _ source: String, text: @escaping @Sendable (Value) -> String
    ) {
        wrappedValue = value
        self.confidence = confidence
        self.source = source
        self.text = text
    }

    /// The same constant, for a property whose every profile shares it (`@Sourced(PopoverMetrics.width)`).
    init(_ shared: Sourced<Value>) {
        self = shared
    }
}

extension Sourced where Value: ListableValue {
    /// The constant `value` of `confidence` from `source`, listed as the value's `listedText`.
    init(_ value: Value, _ confidence: Confidence, _ source: String) {
        self.init(value, confidence, source, text: \.listedText)
    }
}

/// A constant that can list itself once it is given the name of the property that holds it.
protocol ListedConstant {
    /// The constant as `GET /profiles` lists it under `name`.
    func listing(named name: String) -> ProfileConstant
}

extension Sourced: ListedConstant {
    func listing(named name: String) -> ProfileConstant {
        ProfileConstant(name: name, value: text(wrappedValue), source: source, confidence: confidence)
    }
}
