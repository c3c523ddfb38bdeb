/// The Liquid Glass sheet's own constants (iOS 26): its corners, the inset that floats it at partial heights, and
/// its materials (docs/detents.md §4–5).
public struct GlassSheetMetrics: Sendable {
    /// The top corners of an edge-attached glass sheet that is not capsule-short.
    @Sourced(
        38.0, .decompiled,
        "UIKit 26.1 SheetLayoutInfo corner radii (sub_189108DF4): top = lerp(percentCapsular, 38, bottom)")
    public var topCornerRadius: Double
    /// The smallest bottom corner radius: bottom = max(display corner − `bottomCornerShrink` × t, this).
    @Sourced(20.0, .decompiled, "UIKit 26.1 sub_189108DF4: bottom corners = max(displayCorner − 14 t, 20)")
    public var bottomCornerMinimum: Double
    /// How much the bottom corners shrink from the display's as the sheet gets shorter (t from 0 at the top
    /// position to 1 at the bottom).
    @Sourced(14.0, .decompiled, "UIKit 26.1 sub_189108DF4: bottom corners = max(displayCorner − 14 t, 20)")
    public var bottomCornerShrink: Double
    /// The height from which a sheet starts becoming a capsule (`percentCapsular` 0).
    @Sourced(150.0, .decompiled, "UIKit 26.1 sub_189108DF4: percentCapsular = unlerp(height, 150 → 76)")
    public var capsuleStartHeight: Double
    /// The height at which a sheet is a capsule (`percentCapsular` 1).
    @Sourced(76.0, .decompiled, "UIKit 26.1 sub_189108DF4: percentCapsular = unlerp(height, 150 → 76)")
    public var capsuleEndHeight: Double
    /// The total side inset of a partial-height sheet: it is scaled by 1 − this / W, 8 pt each side and below.
    @Sourced(16.0, .decompiled, "UIKit 26.1 sub_18910FC44: shrink = lerp(1 − percentFullHeight, 0, 16 / W)")
    public var insetWidth: Double
    /// The total side inset of a capsule: shrink = lerp(percentCapsular, 16 / W, this / W).
    @Sourced(56.0, .decompiled, "UIKit 26.1 sub_18910FC44: capsule-short sheets, lerp(percentCapsular, 16 / W, 56 / W)")
    public var capsuleInsetWidth: Double
    /// The background at or below half of the way to full height.
    @Sourced(
        .glass, .decompiled,
        "UIKit 26.1 sub_1891102E0: the non-large background at percentFullHeight ≤ 0.5; a flexible _UIViewGlass on the phone (a third party's reading), Liquid Glass (WWDC25 session 323)"
    )
    public var partialHeightBackground: SheetBackground
    /// The background above half of the way to full height.
    @Sourced(
        .opaque, .inferred,
        "UIKit 26.1 sub_1891102E0: the large background above 0.5 is an opaque global; WWDC25 session 323: at full height the glass becomes opaque"
    )
    public var fullHeightBackground: SheetBackground
    /// The corners of a floating (iPad) glass sheet; UIKit's constant was not recovered.
    @Sourced(
        38.0, .inferred,
        "UIKit 26.1 sub_189108DF4 takes a global constant for a floating sheet whose value the decompile does not show; the edge-attached top radius assumed"
    )
    public var floatingCornerRadius: Double
    /// Every constant, under `sheetPresentation.glass.`.
    var constants: [ProfileConstant] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let storage = child.label, let constant = child.value as? any ListedConstant else { return nil }
            return constant.listing(named: "sheetPresentation.glass." + String(storage.dropFirst()))
        }
    }
}

/// What a sheet's background is made of.
public enum SheetBackground: String, Sendable, CaseIterable {
    /// Liquid Glass: translucent, what is behind shows through.
    case glass
    /// An opaque fill (`backgroundColor`).
    case opaque
}

extension SheetBackground: ListableValue {
    var listedText: String { rawValue }
}
