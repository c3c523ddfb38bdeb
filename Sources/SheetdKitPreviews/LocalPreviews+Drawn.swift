import SheetAnswers
import SheetPreviewAnswers
import SheetdKit

extension LocalPreviews {
    /// Previews drawn in-process as sheetd draws them (SheetPreviewAnswers: SVG, the preview page, PNG through
    /// librsvg loaded at run time), `Accept` chosen among the same media types; pass it as
    /// `SheetdClient(baseURL:…, previews: .drawn)`.
    public static let drawn = LocalPreviews { route, answers, body, accept throws(Problem) in
        route == .previewPNG ? try answers.previewPNG(body) : try answers.preview(body, accept: accept)
    }
}
