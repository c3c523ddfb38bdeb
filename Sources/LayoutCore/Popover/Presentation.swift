/// How UIKit shows an action sheet.
public enum Presentation: String, Sendable, CaseIterable {
    /// The iPhone sheet: it slides up from the bottom of the screen, with the cancel action in its own group.
    case sheet
    /// The iPad popover (regular width), and from iOS 26 any sheet with a source: anchored to the source rectangle
    /// by an arrow, without the cancel action.
    case popover
    /// The iOS 26 card of a sheet without a source: centred, with the cancel action as its last row.
    case card
    /// An alert (`sheet.preferredStyle` `alert`): centred in the safe area, scaling in as it fades in.
    case alert

    /// The presentation for an idiom and a horizontal size class: a popover on a regular-width iPad, the sheet
    /// otherwise (every iPhone, whatever its size class, and an iPad window of compact width).
    public static func presentation(idiom: Idiom, horizontalSizeClass: SizeClass) -> Presentation {
        idiom == .pad && horizontalSizeClass == .regular ? .popover : .sheet
    }

    /// The presentation under a profile: an iOS 26 profile (`isGlass`, one with `MetricsProfile.glass`) makes a
    /// popover of every sheet with a source and a card of every other (docs/ios26.md); the older profiles follow
    /// the idiom and size class.
    static func presentation(
        idiom: Idiom, horizontalSizeClass: SizeClass, hasSource: Bool, isGlass: Bool
    ) -> Presentation {
        guard isGlass else { return presentation(idiom: idiom, horizontalSizeClass: horizontalSizeClass) }
        return hasSource ? .popover : .card
    }
}

extension Traits {
    /// The horizontal size class, given or derived: compact on iPhone, and on iPad regular from
    /// `profile.regularWidthMinimum` points of window width. The sentence says what was assumed, if anything.
    func resolvedHorizontalSizeClass(screenWidth: Double, profile: MetricsProfile) -> (SizeClass, assumption: String?) {
        resolvedHorizontalSizeClass(screenWidth: screenWidth, regularWidthMinimum: profile.regularWidthMinimum)
    }

    /// The horizontal size class for `regularWidthMinimum`; the engine passes the number alone, which copies no
    /// profile.
    func resolvedHorizontalSizeClass(screenWidth: Double, regularWidthMinimum minimum: Double) -> (
        SizeClass, assumption: String?
    ) {
        if let horizontalSizeClass { return (horizontalSizeClass, nil) }
        guard idiom == .pad else { return (.compact, nil) }
        if screenWidth >= minimum {
            return (
                .regular,
                "traits.horizontalSizeClass=regular (an iPad window \(format(screenWidth)) pt wide; regular from \(format(minimum)) pt): the sheet is a popover"
            )
        }
        return (
            .compact,
            "traits.horizontalSizeClass=compact (an iPad window \(format(screenWidth)) pt wide, narrower than \(format(minimum)) pt, as in Slide Over or a narrow Split View): the iPhone sheet"
        )
    }
}
