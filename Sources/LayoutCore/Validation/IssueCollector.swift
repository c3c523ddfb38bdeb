/// Collects validation issues in the order they are found. The pointer and the detail are autoclosures, so
/// that a valid request, the common case, builds neither string: interpolating them for every field cost more
/// than the rest of the layout.
struct IssueCollector {
    private(set) var issues: [ValidationIssue] = []

    /// Records an issue at `pointer` unless `condition` holds.
    mutating func check(_ condition: Bool, _ pointer: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
        if !condition { add(pointer(), detail()) }
    }

    /// Records an issue unless `value` is finite and inside `range`.
    mutating func checkNumber(_ value: Double, _ pointer: @autoclosure () -> String, in range: ClosedRange<Double>) {
        if !(value.isFinite && range.contains(value)) {
            add(
                pointer(),
                "must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(value))"
            )
        }
    }

    /// Records an issue at `pointer/name` for each of four named values (a rectangle's, insets') that is not
    /// finite and inside `range`. Tuples rather than a list, so that checking a valid request allocates nothing.
    mutating func checkNumbers(
        _ values: (Double, Double, Double, Double),
        named names: (StaticString, StaticString, StaticString, StaticString),
        under pointer: StaticString, in range: ClosedRange<Double>
    ) {
        checkNumber(values.0, "\(pointer)/\(names.0)", in: range)
        checkNumber(values.1, "\(pointer)/\(names.1)", in: range)
        checkNumber(values.2, "\(pointer)/\(names.2)", in: range)
        checkNumber(values.3, "\(pointer)/\(names.3)", in: range)
    }

    /// Records an issue.
    mutating func add(_ pointer: String, _ detail: String) {
        issues.append(ValidationIssue(pointer: pointer, detail: detail))
    }
}

extension String {
    /// Whether the text has at most `limit` Unicode scalars; the UTF-8 length bounds the count from above, so
    /// short texts need no scalar count.
    func hasAtMostScalars(_ limit: Int) -> Bool {
        utf8.count <= limit || unicodeScalars.count <= limit
    }
}
