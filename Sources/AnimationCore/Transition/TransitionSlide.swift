/// How far the sheet group and the custom view travel between their frames and the off-screen end.
///
/// ```swift
/// SheetTransition(layout: layout, kind: .present, slide: .clearCustomView).offset.distance  // 391.667 for the seed
/// ```
public enum TransitionSlide: String, Sendable, CaseIterable {
    /// UIKit's own motion, the default: the alert controller's view moves between its frame and the frame whose top
    /// is the screen's bottom (H − the sheet's top). A custom view above the sheet rides along by the same offset,
    /// so it is on screen at the start of a presentation and at the end of a dismissal (docs/reference.md §7.1,
    /// §9.2).
    case uiKit
    /// sheetd's own variant, not UIKit's: every moving element travels H − the top of the highest of them, far
    /// enough that nothing, the custom view included, shows at the off-screen end.
    case clearCustomView
}
