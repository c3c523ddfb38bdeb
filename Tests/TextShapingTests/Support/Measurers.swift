import LayoutCore

@testable import TextShaping

/// Measurers shared by the tests: loading the fonts once keeps the suite fast.
enum Measurers {
    private static let iOSResult = Result { () throws(TextShapingError) in try HarfBuzzTextMeasurer() }
    private static let untunedResult = Result { () throws(TextShapingError) in
        try HarfBuzzTextMeasurer(profile: .untuned)
    }

    /// The production configuration (``ShapingProfile/iOS``), with a result cache.
    static func iOS() throws -> HarfBuzzTextMeasurer { try iOSResult.get() }

    /// The fonts' own metrics (no tracking, no CJK scale, text cut at every size), which the
    /// prototype's published numbers were measured with.
    static func untuned() throws -> HarfBuzzTextMeasurer { try untunedResult.get() }
}

extension FontSpec {
    /// 13 pt regular: the sheet's message font.
    static let message = FontSpec(size: 13, weight: .regular)
    /// 13 pt semibold: the sheet's title font when there is a message.
    static let title = FontSpec(size: 13, weight: .semibold)
}
