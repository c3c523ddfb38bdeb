import LayoutCore
import StrictJSON

// The layout's enumerations that the `/layout` answer writes by name; each table is made once from `rawValue`.

extension ElementRole: WireName { package static let quotedNames = QuotedNames<Self>() }
extension ActionStyle: WireName { package static let quotedNames = QuotedNames<Self>() }
extension FontWeight: WireName { package static let quotedNames = QuotedNames<Self>() }
extension FontFamily: WireName { package static let quotedNames = QuotedNames<Self>() }
extension TextAlignment: WireName { package static let quotedNames = QuotedNames<Self>() }
extension BlurMaterial: WireName { package static let quotedNames = QuotedNames<Self>() }
extension CornerCurve: WireName { package static let quotedNames = QuotedNames<Self>() }
extension RoundedCorners: WireName { package static let quotedNames = QuotedNames<Self>() }
extension Presentation: WireName { package static let quotedNames = QuotedNames<Self>() }
extension LayoutDirection: WireName { package static let quotedNames = QuotedNames<Self>() }
extension LayoutWarning.Code: WireName { package static let quotedNames = QuotedNames<Self>() }

extension JSONCursor {
    /// The most bytes a `quotedRawValue` of the layout's enumerations has.
    static let quotedRawValueLength = [
        ElementRole.quotedNames.maximumLength, ActionStyle.quotedNames.maximumLength,
        FontWeight.quotedNames.maximumLength, FontFamily.quotedNames.maximumLength,
        TextAlignment.quotedNames.maximumLength, BlurMaterial.quotedNames.maximumLength,
        CornerCurve.quotedNames.maximumLength, RoundedCorners.quotedNames.maximumLength,
        Presentation.quotedNames.maximumLength,
        LayoutDirection.quotedNames.maximumLength,
    ].max()!
}
