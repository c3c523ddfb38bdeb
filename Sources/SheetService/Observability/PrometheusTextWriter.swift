/// Text in the Prometheus exposition format (version 0.0.4): the one place that spells its lines, so every
/// metric on `GET /metrics` (the service's, the response cache's and the daemon's text cache) is laid out and
/// escaped alike.
///
/// ```swift
/// var writer = PrometheusTextWriter()
/// writer.counter("sheetd_lookups_total", help: "Lookups, by result.", label: "result", values: ["hit": 3, "miss": 1])
/// writer.gauge("sheetd_entries", help: "Entries held.", value: 2)
/// writer.text  // "# HELP sheetd_lookups_total Lookups, by result.\n# TYPE sheetd_lookups_total counter\n…"
/// ```
public struct PrometheusTextWriter: Sendable {
    /// A family's type, as its `# TYPE` line spells it.
    public enum MetricType: String, Sendable {
        case counter, gauge, histogram
    }

    /// The text written so far: whole lines, each ending in a newline.
    public private(set) var text = ""

    /// Creates an empty writer.
    public init() {}

    /// Opens a family with its `# HELP` and `# TYPE` lines; its samples follow.
    /// - Parameters:
    ///   - name: the metric name, written as it is.
    ///   - type: the family's type.
    ///   - help: one line for people; backslashes and newlines are escaped.
    public mutating func family(_ name: String, type: MetricType, help: String) {
        text += "# HELP \(name) \(Self.escaped(help, quotes: false))\n# TYPE \(name) \(type.rawValue)\n"
    }

    /// One sample: `name{label="value",…} value`, the label values escaped.
    public mutating func sample(
        _ name: String, labels: KeyValuePairs<String, String> = [:], value: some BinaryInteger
    ) {
        line(name, labels, value: String(value))
    }

    /// One sample with a floating-point value (`+Inf`, `-Inf` and `NaN` as the format spells them).
    public mutating func sample(_ name: String, labels: KeyValuePairs<String, String> = [:], value: Double) {
        line(name, labels, value: Self.number(value))
    }

    /// A counter family of one unlabelled sample.
    public mutating func counter(_ name: String, help: String, value: some BinaryInteger) {
        family(name, type: .counter, help: help, sample: String(value))
    }

    /// A counter family of one unlabelled floating-point sample, such as seconds of CPU time.
    public mutating func counter(_ name: String, help: String, value: Double) {
        family(name, type: .counter, help: help, sample: Self.number(value))
    }

    /// A counter family whose samples differ in one label, written in the order given.
    public mutating func counter<Value: BinaryInteger>(
        _ name: String, help: String, label: String, values: KeyValuePairs<String, Value>
    ) {
        family(name, type: .counter, help: help)
        for (labelValue, value) in values {
            line(name, [label: labelValue], value: String(value))
        }
    }

    /// A gauge family of one unlabelled sample.
    public mutating func gauge(_ name: String, help: String, value: some BinaryInteger) {
        family(name, type: .gauge, help: help, sample: String(value))
    }

    /// A gauge family of one unlabelled floating-point sample, such as a Unix time in seconds.
    public mutating func gauge(_ name: String, help: String, value: Double) {
        family(name, type: .gauge, help: help, sample: Self.number(value))
    }

    /// A family of one unlabelled sample whose value is already text.
    private mutating func family(_ name: String, type: MetricType, help: String, sample text: String) {
        family(name, type: type, help: help)
        line(name, [:], value: text)
    }

    /// One series of a histogram family (opened with `family(_:type:help:)`): a `_bucket` sample per bound with
    /// the observations at or below it (cumulative), one for `+Inf` with all of them, then `_sum` and `_count`.
    public mutating func histogram(
        _ name: String, labels: KeyValuePairs<String, String> = [:], _ histogram: PrometheusHistogram
    ) {
        var cumulative: UInt64 = 0
        for (bound, count) in zip(histogram.bounds, histogram.bucketCounts) {
            cumulative += count
            line(name + "_bucket", labels, le: Self.number(bound), value: String(cumulative))
        }
        line(name + "_bucket", labels, le: Self.number(.infinity), value: String(histogram.count))
        line(name + "_sum", labels, value: Self.number(histogram.sum))
        line(name + "_count", labels, value: String(histogram.count))
    }

    private mutating func line(
        _ name: String, _ labels: KeyValuePairs<String, String>, le bound: String? = nil, value: String
    ) {
        text += name
        if !labels.isEmpty || bound != nil {
            var pairs = labels.map { "\($0.key)=\"\(Self.escaped($0.value, quotes: true))\"" }
            if let bound { pairs.append("le=\"\(bound)\"") }
            text += "{" + pairs.joined(separator: ",") + "}"
        }
        text += " " + value + "\n"
    }

    /// `value` as the format writes a float: Swift's shortest round-tripping text for finite values.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Inf" : "+Inf" }
        return "\(value)"
    }

    /// `text` with the format's escapes: backslash and newline everywhere, the double quote in label values.
    ///
    /// Scalar by scalar, since a newline after a carriage return is one `Character` with it.
    static func escaped(_ text: String, quotes: Bool) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\\" || scalar == "\n" || (quotes && scalar == "\"")
        }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append("\\")
                out.append(scalar == "\n" ? "n" : scalar)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
