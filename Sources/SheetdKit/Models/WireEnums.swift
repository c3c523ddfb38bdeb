import AnimationCore
import LayoutCore
import SheetWire

// The enumerations of the wire are the server's own: each is the type the daemon writes by `rawValue`
// (SheetWire/Writing/QuotedNames.swift) and reads by name, named again here so an app needs only
// `import SheetdKit`. A case added on the server is a case here; none can be renamed on one side only.

/// `UIAlertAction.Style`: `default`, `destructive`, `cancel`.
public typealias ActionStyle = LayoutCore.ActionStyle
/// The Dynamic Type size, `UIContentSizeCategory` in lower camel case.
public typealias ContentSizeCategory = LayoutCore.ContentSizeCategory
/// `UIUserInterfaceIdiom`: `phone` or `pad`.
public typealias Idiom = LayoutCore.Idiom
/// `UIUserInterfaceSizeClass`: `compact` or `regular`.
public typealias SizeClass = LayoutCore.SizeClass
/// `ltr` or `rtl`.
public typealias LayoutDirection = LayoutCore.LayoutDirection
/// `light` or `dark`.
public typealias UserInterfaceStyle = LayoutCore.UserInterfaceStyle
/// `UIPopoverArrowDirection`: `up`, `down`, `left`, `right`.
public typealias ArrowDirection = LayoutCore.PopoverArrowDirection
/// What an element of the layout is.
public typealias ElementRole = LayoutCore.ElementRole
/// `regular` or `semibold`.
public typealias FontWeight = LayoutCore.FontWeight
/// The font's role (`system`).
public typealias FontFamily = LayoutCore.FontFamily
/// `center`, `leading`, `trailing`.
public typealias TextAlignment = LayoutCore.TextAlignment
/// `UIBlurEffect.Style` of the main group.
public typealias BlurMaterial = LayoutCore.BlurMaterial
/// `CALayerCornerCurve`: `circular` or `continuous`.
public typealias CornerCurve = LayoutCore.CornerCurve
/// Which corners of a stacked text field are rounded: `all`, `top`, `bottom` or `none`.
public typealias RoundedCorners = LayoutCore.RoundedCorners
/// `sheet`, `popover`, `card` (iOS 26 without a source) or `alert`.
public typealias Presentation = LayoutCore.Presentation
/// `UIAlertController.Style`: `actionSheet` or `alert`.
public typealias AlertControllerStyle = LayoutCore.AlertControllerStyle
/// How the custom view is positioned: `frames` (not flipped right to left) or `leadingTrailingConstraints`.
public typealias CustomViewLayout = LayoutCore.CustomViewLayout
/// How a profile constant is known: `documented`, `measured`, `decompiled`, `reimplemented`, `inferred`.
public typealias Confidence = LayoutCore.Confidence
/// `present` or `dismiss`.
public typealias TransitionKind = AnimationCore.TransitionKind
/// A presentation sheet's transition: `present`, `dismiss`, `detentChange` or `release`.
public typealias PresentationTransitionKind = AnimationCore.PresentationTransitionKind
/// How far the sheet slides: `uiKit` (UIKit's own motion, the default) or `clearCustomView` (sheetd's longer slide).
public typealias TransitionSlide = AnimationCore.TransitionSlide
/// The animated property of a track: `position.y` or `opacity`.
public typealias AnimatedProperty = AnimationCore.AnimatedProperty
/// The encoding of an `/animation` answer: `keyframes`, `coreAnimation`, `css`, `lottie`.
public typealias AnimationFormat = SheetWire.AnimationFormat
/// The `CAMediaTimingFunctionName` of a custom view's fade.
public typealias FadeCurveName = SheetWire.FadeCurveName
/// `UIModalPresentationStyle` of a presentation sheet: `pageSheet` or `formSheet`.
public typealias ModalPresentationStyle = LayoutCore.ModalPresentationStyle
/// How a presentation sheet sits: `edgeAttached`, `floating` or `fullScreen`.
public typealias PresentationMode = LayoutCore.PresentationMode
/// A presentation sheet's background: `glass` or `opaque`.
public typealias SheetBackground = LayoutCore.SheetBackground
/// SwiftUI's `Visibility` of the drag indicator: `automatic`, `visible`, `hidden`.
public typealias DragIndicatorVisibility = SheetWire.DragIndicatorVisibility
/// SwiftUI's `PresentationSizing` of a presentation sheet: `automatic`, `page`, `form`.
public typealias PresentationSizing = SheetWire.PresentationSizing

// Codable by raw value, at the edge: the cores stay free of coding.
extension LayoutCore.ActionStyle: Codable {}
extension LayoutCore.ContentSizeCategory: Codable {}
extension LayoutCore.Idiom: Codable {}
extension LayoutCore.SizeClass: Codable {}
extension LayoutCore.LayoutDirection: Codable {}
extension LayoutCore.UserInterfaceStyle: Codable {}
extension LayoutCore.PopoverArrowDirection: Codable {}
extension LayoutCore.ElementRole: Codable {}
extension LayoutCore.FontWeight: Codable {}
extension LayoutCore.FontFamily: Codable {}
extension LayoutCore.CustomViewLayout: Codable {}
extension LayoutCore.TextAlignment: Codable {}
extension LayoutCore.BlurMaterial: Codable {}
extension LayoutCore.CornerCurve: Codable {}
extension LayoutCore.RoundedCorners: Codable {}
extension LayoutCore.Presentation: Codable {}
extension LayoutCore.AlertControllerStyle: Codable {}
extension LayoutCore.Confidence: Codable {}
extension AnimationCore.TransitionKind: Codable {}
extension AnimationCore.PresentationTransitionKind: Codable {}
extension AnimationCore.AnimatedProperty: Codable {}
extension AnimationCore.TransitionSlide: Codable {}
extension SheetWire.AnimationFormat: Codable {}
extension SheetWire.FadeCurveName: Codable {}
extension LayoutCore.ModalPresentationStyle: Codable {}
extension LayoutCore.PresentationMode: Codable {}
extension LayoutCore.SheetBackground: Codable {}
extension SheetWire.DragIndicatorVisibility: Codable {}
extension SheetWire.PresentationSizing: Codable {}

/// A metrics profile's name (`ios17`, `ios10`, …). Open, since the server may know profiles a client build does
/// not; ``known`` lists those of this build, read from the server's own profile table.
public struct ProfileName: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The name on the wire.
    public var rawValue: String

    /// A profile by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A profile by name, from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes the name from a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The profiles this build computes locally, in the server's order.
    public static var known: [ProfileName] { MetricsProfile.all.map { ProfileName(rawValue: $0.name) } }
    /// iOS 13 to 18, measured against iOS 17, and iOS 26 apps that opt out of Liquid Glass
    /// (`UIDesignRequiresCompatibility`); the default before contract 2.0.0.
    public static let ios17: ProfileName = "ios17"
    /// iOS 10, the seed's era (10 pt margins).
    public static let ios10: ProfileName = "ios10"
    /// iOS 26 (Liquid Glass): the centred card, or the popover anchored to a source; see `GET /profiles`. The
    /// default: a request without a profile is answered with it (contract 2.0.0 on).
    public static let ios26: ProfileName = "ios26"
    /// The profile a request without one is answered with: ``ios26``.
    public static let `default`: ProfileName = ios26
    /// The former name of ``ios10``: still answered, with a `profileDeprecated` warning.
    @available(*, deprecated, renamed: "ios10")
    public static let ios12: ProfileName = "ios12"
}
