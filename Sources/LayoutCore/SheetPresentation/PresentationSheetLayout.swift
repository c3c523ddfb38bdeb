/// How the sheet sits in its container.
public enum PresentationMode: String, Sendable, CaseIterable {
    /// Attached to the bottom edge, resting at its detents (iPhone, compact-width iPad windows).
    case edgeAttached
    /// Centred at a fixed size, all four corners rounded (regular-width iPad).
    case floating
    /// The whole screen (a compact height, unless the sheet prefers to stay edge-attached).
    case fullScreen
}

/// The corner radii of a sheet: the top pair and the bottom pair.
public struct CornerRadii: Sendable, Equatable {
    /// The top corners.
    public var top: Double
    /// The bottom corners.
    public var bottom: Double

    /// Creates radii.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// A scale about a rectangle's centre, then a translation: how UIKit transforms a sheet (the Liquid Glass inset)
/// or the view behind it (the scale-down).
public struct ScaleTransform: Sendable, Equatable {
    /// The scale, the same on both axes.
    public var scale: Double
    /// The horizontal translation after scaling, in points.
    public var translationX: Double
    /// The vertical translation after scaling, in points.
    public var translationY: Double

    /// No transform.
    public static let identity = ScaleTransform(scale: 1, translationX: 0, translationY: 0)

    /// Creates a transform.
    public init(scale: Double, translationX: Double, translationY: Double) {
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
    }

    /// Where `rect` is seen once `self` is applied about the centre of `frame`.
    public func apply(to rect: Rect, in frame: Rect) -> Rect {
        let centreX = frame.x + frame.width / 2
        let centreY = frame.y + frame.height / 2
        return Rect(
            x: centreX + (rect.x - centreX) * scale + translationX,
            y: centreY + (rect.y - centreY) * scale + translationY,
            width: rect.width * scale, height: rect.height * scale)
    }
}

/// The grabber of a sheet at one position.
public struct GrabberState: Sendable, Equatable {
    /// Its frame in the sheet's own coordinates.
    public var frameInSheet: Rect
    /// Its frame on the screen once the sheet's transform is applied.
    public var visibleFrame: Rect
    /// Its touch area on the screen (at least 44 × 44, centred on it).
    public var touchFrame: Rect
    /// Its opacity.
    public var alpha: Double
    /// Its colour.
    public var color: Color
}

/// What presented the sheet (a full-screen view, or the sheet beneath), as it is seen behind the sheet.
public struct PresentingViewState: Sendable, Equatable {
    /// Its frame before the transform, on the screen.
    public var frame: Rect
    /// The scale-down and lift, about the frame's centre.
    public var transform: ScaleTransform
    /// Where it is seen.
    public var visibleFrame: Rect
    /// Its corners' radius as seen.
    public var cornerRadius: Double
    /// How far it has gone back: 0 in place, 1 one full level (`2 × (1 − 2^−depth)`).
    public var depthProgress: Double
}

/// A sheet at one position: a detent at rest, or where a drag holds it.
public struct SheetState: Sendable, Equatable {
    /// The detent it rests at, or `nil` between detents.
    public var detentIdentifier: String?
    /// Its top edge on the screen before the transform (UIKit's offset).
    public var offset: Double
    /// Its frame on the screen before the transform.
    public var frame: Rect
    /// The Liquid Glass inset (identity elsewhere), about the frame's centre.
    public var transform: ScaleTransform
    /// Where it is seen.
    public var visibleFrame: Rect
    /// Its corner radii in its own coordinates.
    public var cornerRadii: CornerRadii
    /// Its corner radii as seen (× the transform's scale).
    public var visibleCornerRadii: CornerRadii
    /// What its background is made of.
    public var background: SheetBackground
    /// The background's colour when opaque.
    public var backgroundColor: Color
    /// The grabber, when it is shown.
    public var grabber: GrabberState?
    /// How dimmed what is behind is, 0 to 1.
    public var dimmingFraction: Double
    /// The dimming view's alpha (`dimmingFraction` × the full alpha).
    public var dimmingAlpha: Double
    /// The dimming view's colour with that alpha.
    public var dimmingColor: Color
    /// The shadow's opacity.
    public var shadowOpacity: Double
    /// The shadow's radius.
    public var shadowRadius: Double
    /// The safe-area insets inside the sheet.
    public var safeAreaInsets: EdgeInsets
    /// The sheet's safe area in its own coordinates: where content goes.
    public var contentFrame: Rect
    /// From 0 (dismissed) to 1 (at the smallest detent or above).
    public var percentPresented: Double
    /// From 0 (at the second detent or below) to 1 (at a top detent that reaches full height).
    public var percentFullHeight: Double
    /// The view behind the sheet.
    public var presentingView: PresentingViewState
}

/// One detent, resolved.
public struct ResolvedDetent: Sendable, Equatable {
    /// Its identifier.
    public var identifier: String
    /// How it was defined.
    public var kind: DetentKind
    /// Its value (the sheet's height above the bottom safe area), after the cap.
    public var value: Double
    /// Whether the value was capped at `maximumDetentValue`.
    public var isCapped: Bool
    /// The sheet at rest at this detent.
    public var state: SheetState
}

/// A detent that does not take part, and why.
public struct InactiveDetent: Sendable, Equatable {
    /// Its identifier.
    public var identifier: String
    /// Why it is inactive.
    public var reason: String
}

/// What a release does: where it is projected and where the sheet settles.
public struct DragRelease: Sendable, Equatable {
    /// The velocity given, points per second, positive downwards.
    public var velocity: Double
    /// The velocity that counts (0 below the minimum).
    public var effectiveVelocity: Double
    /// Where the release is projected to (the sheet's top).
    public var projectedOffset: Double
    /// The detent nearest the finger at release.
    public var nearestDetentIdentifier: String
    /// The detent the sheet settles at, or `nil` when it dismisses.
    public var targetDetentIdentifier: String?
    /// Whether the release dismisses the sheet.
    public var dismisses: Bool
    /// Whether it was a flick (at `flickVelocity` or faster).
    public var isFlick: Bool
    /// The settling spring's damping ratio.
    public var dampingRatio: Double
    /// The settling spring's response in seconds.
    public var response: Double
}

/// The layout of a presentation sheet: its detents and the sheet at each, at its selected detent or a drag, and what
/// is behind it.
public struct PresentationSheetLayout: Sendable, Equatable {
    /// The profile used.
    public var profileName: String
    /// The screen, every value known.
    public var screen: ResolvedScreen
    /// The display's corner radius used.
    public var displayCornerRadius: Double
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class (compact in iPhone landscape).
    public var verticalSizeClass: SizeClass
    /// The presentation style asked for.
    public var modalPresentationStyle: ModalPresentationStyle
    /// How the sheet sits.
    public var mode: PresentationMode
    /// The frame a full-height sheet would have.
    public var fullHeightFrame: Rect
    /// The largest detent value: the full height less the bottom safe area.
    public var maximumDetentValue: Double
    /// The active detents in UIKit's order (by their top, the tallest first).
    public var detents: [ResolvedDetent]
    /// The detents that do not take part.
    public var inactiveDetents: [InactiveDetent]
    /// The detent the sheet rests at.
    public var selectedDetentIdentifier: String
    /// The largest undimmed detent, if one is active.
    public var largestUndimmedDetentIdentifier: String?
    /// The sheet now: at its selected detent, or where the drag holds it.
    public var current: SheetState
    /// The sheet beneath, when two are stacked, as it is seen behind the sheet now.
    public var presentingSheet: SheetState?
    /// The release, when the drag gave a velocity.
    public var release: DragRelease?
    /// The rules that changed the answer.
    public var rules: [PresentationRule]
    /// Every value assumed (screen, display corners, inferred constants).
    public var assumptions: [String]
}
