/// Root finding shared by the Bézier solver, the UIKit spring solve and the settling search.
enum RootFinding {
    /// The value and the first derivative of a function at one point.
    typealias Evaluation = (value: Double, slope: Double)

    /// A root of `function` inside a bracket, by safeguarded Newton–Raphson.
    ///
    /// Newton steps are taken while they stay inside the bracket and at least halve the previous step; otherwise
    /// the step is a bisection. The bracket shrinks on every evaluation, so the search cannot diverge, and it
    /// converges quadratically once Newton takes over.
    ///
    /// - Parameters:
    ///   - lower: One end of the bracket.
    ///   - upper: The other end. `function` must not have the same strict sign at both ends.
    ///   - initialGuess: Where to start; the midpoint when `nil` or outside the bracket.
    ///   - tolerance: The search stops when a step or the bracket is no wider than this.
    ///   - function: The function and its derivative.
    /// - Returns: A point within `tolerance` of a sign change of `function`.
    static func root(
        between lower: Double,
        and upper: Double,
        initialGuess: Double? = nil,
        tolerance: Double,
        of function: (Double) -> Evaluation
    ) -> Double {
        let valueAtLower = function(lower).value
        let valueAtUpper = function(upper).value
        if valueAtLower == 0 { return lower }
        if valueAtUpper == 0 { return upper }
        // Keep `negativeEnd` where the function is negative, so one comparison updates the bracket.
        var negativeEnd = valueAtLower < 0 ? lower : upper
        var positiveEnd = valueAtLower < 0 ? upper : lower
        var x = (negativeEnd + positiveEnd) / 2
        if let guess = initialGuess, guess > min(lower, upper), guess < max(lower, upper) {
            x = guess
        }
        var previousStep = abs(upper - lower)
        for _ in 0..<200 {
            let evaluation = function(x)
            if evaluation.value == 0 { return x }
            if evaluation.value < 0 { negativeEnd = x } else { positiveEnd = x }
            let newton = x - evaluation.value / evaluation.slope
            // A Newton step that no longer moves x means x is as close to the root as Double resolves.
            if newton == x { return x }
            let isInside = newton > min(negativeEnd, positiveEnd) && newton < max(negativeEnd, positiveEnd)
            let next: Double
            if isInside && abs(newton - x) <= previousStep / 2 {
                next = newton
            } else {
                next = (negativeEnd + positiveEnd) / 2
            }
            previousStep = abs(next - x)
            x = next
            if previousStep <= tolerance || abs(positiveEnd - negativeEnd) <= tolerance { return x }
        }
        return x
    }
}
