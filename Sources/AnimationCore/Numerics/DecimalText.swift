/// Deterministic decimal text for numbers in exported easing strings, without Foundation's locale-aware formatters.
package enum DecimalText {
    /// `value` rounded to at most `fractionDigits` decimals, trailing zeros and a bare point trimmed.
    ///
    /// Ties round away from zero; negative zero and values that round to zero print as `0`. For example 0.078_84
    /// gives `0.0788`, 1.0 gives `1` and −0.000_01 gives `0`. Magnitudes beyond 2⁵³ / 10^fractionDigits fall back
    /// to Swift's shortest round-trip description.
    package static func string(_ value: Double, fractionDigits: Int = 4) -> String {
        precondition(value.isFinite, "only finite numbers have decimal text")
        precondition((0...9).contains(fractionDigits), "fraction digits must lie in 0...9")
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < 9_007_199_254_740_992 else { return "\(value)" }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let sign = value < 0 ? "-" : ""
        let whole = String(units / scale)
        var fraction = String(units % scale)
        if fraction == "0" { return sign + whole }
        fraction = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + whole + "." + fraction
    }
}
