import AnimationCore
import LayoutCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The seed article's sheet on a 390×844 @3x iPhone, laid out with fixed text metrics.
enum SeedSheet {
    /// The seed: title, message, a default, a destructive and a cancel action, a 100 pt custom view with a label.
    static func request(style: UserInterfaceStyle = .light, customView: Bool = true) -> LayoutRequest {
        LayoutRequest(
            screen: ScreenDescription(
                width: 390, height: 844, scale: 3,
                safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            traits: Traits(userInterfaceStyle: style),
            sheet: SheetDescription(
                title: "ほげ", message: "ふが",
                actions: [
                    SheetAction(title: "へい", style: .default),
                    SheetAction(title: "へい", style: .destructive),
                    SheetAction(title: "へい", style: .cancel),
                ],
                customView: customView
                    ? CustomViewDescription(
                        height: 100,
                        subviews: [CustomSubview(id: "label", frame: Rect(x: 0, y: 0, width: 100, height: 30))])
                    : nil))
    }

    /// The layout of `request(style:customView:)`.
    static func layout(style: UserInterfaceStyle = .light, customView: Bool = true) throws -> SheetLayout {
        try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(
            for: request(style: style, customView: customView))
    }
}

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
