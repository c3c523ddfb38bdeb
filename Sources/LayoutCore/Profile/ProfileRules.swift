/// How the title's weight is chosen.
public enum TitleWeightRule: Sendable, Equatable {
    /// Semibold only when a message exists, regular otherwise (iOS 17, Flutter).
    case semiboldWhenMessageExists
    /// Always semibold (iOS 9–12 reimplementations).
    case alwaysSemibold
}

/// How the message's weight is chosen.
public enum MessageWeightRule: Sendable, Equatable {
    /// Semibold when there is no title, regular otherwise (iOS 17, Flutter).
    case semiboldWhenAlone
    /// Always regular.
    case alwaysRegular
}

/// How the highest point the sheet may reach is found in portrait.
public enum TopLimitRule: Sendable, Equatable {
    /// Flutter's iOS 17 table: the top inset (at least 20), with 59 → 54 for the Dynamic Island,
    /// interpolated linearly from 47.
    case iOS17Table
    /// A fixed distance below the safe-area top (SDCAlertView: 30).
    case belowSafeAreaTop(Double)
}

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
