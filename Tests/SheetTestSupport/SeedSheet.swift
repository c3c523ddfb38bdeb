import LayoutCore

/// The seed article's sheet on a 390×844 @3x iPhone, laid out with fixed text metrics.
package enum SeedSheet {
    /// The seed: title, message, a default, a destructive and a cancel action, a 100 pt custom view with a label,
    /// under `ios17` (the sheet the seed article draws) unless `profile` says otherwise (`nil`: the default).
    package static func request(
        style: UserInterfaceStyle = .light, customView: Bool = true, profile: String? = "ios17"
    ) -> LayoutRequest {
        LayoutRequest(
            screen: ScreenDescription(
                width: 390, height: 844, scale: 3,
                safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            traits: Traits(userInterfaceStyle: style), profileName: profile,
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

    /// The layout of `request(style:customView:profile:)`.
    package static func layout(
        style: UserInterfaceStyle = .light, customView: Bool = true, profile: String? = "ios17"
    ) throws -> SheetLayout {
        try SheetLayoutEngine(measurer: FixedMetricsMeasurer()).layout(
            for: request(style: style, customView: customView, profile: profile))
    }
}
