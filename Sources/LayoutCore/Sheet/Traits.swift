/// The trait collection the sheet is laid out for.
public struct Traits: Sendable, Equatable {
    /// The device idiom.
    public var idiom: Idiom
    /// The Dynamic Type size.
    public var contentSizeCategory: ContentSizeCategory
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The horizontal size class; `nil` derives it from the idiom and the screen width
    /// (`MetricsProfile.regularWidthMinimum`).
    public var horizontalSizeClass: SizeClass?
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection

    /// Creates traits; the defaults are UIKit's on an iPhone in a left-to-right language.
    public init(
        idiom: Idiom = .phone, contentSizeCategory: ContentSizeCategory = .large,
        userInterfaceStyle: UserInterfaceStyle = .light, horizontalSizeClass: SizeClass? = nil,
        layoutDirection: LayoutDirection = .ltr
    ) {
        self.idiom = idiom
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.layoutDirection = layoutDirection
    }
}
