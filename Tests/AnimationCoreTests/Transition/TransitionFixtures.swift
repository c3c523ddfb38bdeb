import AnimationCore
import LayoutCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sheet spring's progress written out independently of `Spring`: the critically damped closed form of the
/// docs/reference.md §7.1, p(t) = 1 − (1 + ω₀t)·e^(−ω₀t) with ω₀ = √522.35.
func referenceSheetProgress(at t: Double) -> Double {
    let omega = (522.35).squareRoot()
    return 1 - (1 + omega * t) * exp(-omega * t)
}

/// The first t in [0, end] where `condition` holds, by bisection on a condition that becomes and stays true.
func referenceFirstTime(upTo end: Double, where condition: (Double) -> Bool) -> Double? {
    guard condition(end) else { return nil }
    var low = 0.0
    var high = end
    if condition(low) { return 0 }
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if condition(middle) { high = middle } else { low = middle }
    }
    return high
}
