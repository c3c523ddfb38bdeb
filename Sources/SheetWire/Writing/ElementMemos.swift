import StrictJSON

/// The text last written in each place where an element prints a number, so that the
/// `LayoutResponseEncoder` copies what an element repeats from the one before it instead of printing it again.
///
/// Origins are kept per rectangle (a frame's `x` is mostly 0, a screen frame's the sheet's margin); sizes are
/// shared, since an element's frame and screen frame have the same size and the rows of a group the same width.
/// Font sizes, line heights and corner radii repeat from row to row. (Colours are not kept: printing one costs
/// about what copying it would.) Over the golden layouts, more than half the
/// numbers of rectangles are copied.
package struct ElementMemos {
    var frameX = JSONTextMemo()
    var frameY = JSONTextMemo()
    var screenFrameX = JSONTextMemo()
    var screenFrameY = JSONTextMemo()
    var localFrameX = JSONTextMemo()
    var localFrameY = JSONTextMemo()
    var width = JSONTextMemo()
    /// Keyed by rounded units, not bit patterns (`JSONCursor.geometry(_:unitsMemo:)`): a frame's height and its
    /// screen frame's differ in their last bits.
    var height = JSONTextMemo()
    var fontSize = JSONTextMemo()
    var lineHeight = JSONTextMemo()
    var cornerRadius = JSONTextMemo()
}
