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
