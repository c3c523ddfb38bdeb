/// How UIKit sets an action's title when it does not fit its row on one line.
public enum ActionTitleLineRule: String, Sendable, CaseIterable {
    /// One line at the standard text sizes (shrunk down to the minimum scale factor, then truncated in the middle);
    /// as many word-wrapped lines as needed, never shrunk, at the accessibility sizes.
    case oneLineOrWrappedAtAccessibilitySizes
}

/// How wide the sheet is.
public enum SheetWidthRule: String, Sendable, CaseIterable {
    /// The screen's short side less a side margin on each side, in portrait and landscape alike.
    case shortSideLessMargins
}

/// How the custom view's subviews are placed in a right-to-left layout by default.
public enum CustomSubviewMirroringRule: String, Sendable, CaseIterable {
    /// Frames set in code are not flipped; leading/trailing constraints are (`customViewLayout`).
    case framesStayUnlessConstrained
}

/// The text rules and limits UIKit itself enforces, the same in every profile (`MetricsProfile` takes them as its
/// defaults). Read from iOS 26.1's UIKitCore in a public decompilation (docs/geometry.md, "Action titles" and
/// "UIKit's limits"); the older eras have no source of their own, so their profiles carry these over.
enum TextRuleMetrics {
    static let actionTitleLines = Sourced(
        ActionTitleLineRule.oneLineOrWrappedAtAccessibilitySizes, .decompiled,
        "UIKit 26.1 UIInterfaceActionVisualStyle _base_configureAttributesForTitleLabel: adjustsFontSizeToFitWidth, truncate middle, numberOfLines left at 1 (inferred); accessibility sizes: numberOfLines 0, scale 1, word wrap"
    )
    static let actionFontWeight = Sourced(
        FontWeight.regular, .decompiled,
        "UIKit 26.1 legacy sheet: systemFontOfSize for actions (_regularActionFont); glass: body with an unresolved weight, assumed regular"
    )
    static let cancelFontWeight = Sourced(
        FontWeight.semibold, .reimplemented,
        "Flutter's iOS 17 sheet and Alerta set the cancel action semibold; UIKit 26.1's legacy style makes the preferred action bold (_preferredActionFont)"
    )
    static let titleLengthCap = Sourced(
        999, .decompiled,
        "UIKit 26.1 +[UIAlertController alertControllerWithTitle:message:preferredStyle:] keeps the first 999 UTF-16 units of a title of 1000 or more; setTitle: does not cut"
    )
    static let messageLengthCap = Sourced(
        9999, .decompiled,
        "UIKit 26.1 +[UIAlertController alertControllerWithTitle:message:preferredStyle:] keeps the first 9999 UTF-16 units of a message of 10000 or more; setMessage: does not cut"
    )
    static let widthRule = Sourced(
        SheetWidthRule.shortSideLessMargins, .measured,
        "UIKit constraint logs (iOS 10: W − 20; iOS 12.2 on: W − 16) and Flutter's landscape width height − 16: in landscape the short side (the height) sets the width"
    )
    static let customSubviewMirroring = Sourced(
        CustomSubviewMirroringRule.framesStayUnlessConstrained, .documented,
        "UIKit mirrors leading/trailing constraints in right-to-left layouts but never a frame set in code (Apple, Supporting right-to-left languages); the seed sets frames"
    )
}

extension ActionTitleLineRule: ListableValue {
    var listedText: String {
        "1 line (shrink to minimumScaleFactor, then truncate middle); unlimited lines, word wrap, no shrink at accessibility sizes"
    }
}

extension SheetWidthRule: ListableValue {
    var listedText: String {
        "min(width, height) − 2 × sideMargin (landscape: height − 2 × sideMargin); the iOS 26 card at most cardMaximumWidth"
    }
}

extension CustomSubviewMirroringRule: ListableValue {
    var listedText: String {
        "frames kept as given (not flipped); flipped with customView.layout \"leadingTrailingConstraints\""
    }
}

extension FontWeight: ListableValue {}

extension Int: ListableValue {
    var listedText: String { String(self) }
}
