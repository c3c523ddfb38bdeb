import LayoutCore
import StrictJSON

/// A `/layout` body's request: an alert controller's sheet (`sheet`) or a presentation sheet with detents
/// (`sheetPresentation`).
public enum SheetRequest: Sendable, Equatable {
    /// `UIAlertController`: an action sheet or an alert.
    case alertController(LayoutRequest)
    /// `UISheetPresentationController`: a page or form sheet with detents.
    case presentationSheet(PresentationSheetRequest)
}

/// How a `/layout` body becomes a ``SheetRequest``: the alert controller's readers (`LayoutRequestDecoding`), unless
/// the root has a `sheetPresentation` member.
public enum PresentationRequestDecoding {
    /// The request in `body`.
    /// - Throws: `WireError`, as `LayoutRequestDecoding` does.
    package static func sheetRequest(from body: [UInt8]) throws(WireError) -> SheetRequest {
        // One direct pass for either kind: a presentation sheet's body is not read up to `sheetPresentation` by the
        // alert controller's reader first, only to be declined there.
        if let request = directSheetRequest(body) { return request }
        let root = try RequestBody.rootObject(of: body)
        guard isPresentationSheet(root) else {
            return .alertController(
                try LayoutRequestDecoding.layoutRequest(in: root, allowedKeys: WireDecoder.layoutRequestKeys))
        }
        return .presentationSheet(
            try presentationSheetRequest(in: root, allowedKeys: WireDecoder.presentationRequestKeys))
    }

    /// The request the one-pass direct reader finds in `body`, or nil where it declines: `LayoutRequestDecoding`'s
    /// direct request as `.alertController` where that reader reads the body, else ``direct(_:)``'s as
    /// `.presentationSheet`.
    public static func directSheetRequest(_ body: [UInt8]) -> SheetRequest? {
        DirectLayoutDecoder.sheetRequest(from: body, limits: RequestBody.parserLimits(forBodyOf: body.count))
    }

    /// The presentation sheet's request the direct reader finds in `body`, or nil where it declines; equal to the
    /// generic path's whenever it is not nil.
    public static func direct(_ body: [UInt8]) -> PresentationSheetRequest? {
        DirectLayoutDecoder.presentationSheetRequest(
            from: body, limits: RequestBody.parserLimits(forBodyOf: body.count))
    }

    /// The presentation sheet's request the generic path finds in `body`, or nil where it refuses the body (or finds
    /// an alert controller's).
    public static func generic(_ body: [UInt8]) -> PresentationSheetRequest? {
        guard let root = try? RequestBody.rootObject(of: body), isPresentationSheet(root) else { return nil }
        return try? presentationSheetRequest(in: root, allowedKeys: WireDecoder.presentationRequestKeys)
    }

    /// Whether `root` describes a presentation sheet: it has `sheetPresentation` (and then `sheet` is refused).
    package static func isPresentationSheet(_ root: JSONObject) -> Bool {
        !WireDecoder.isAbsent(root.value(of: PresentationRequestMember.sheetPresentation))
    }

    /// The presentation sheet's request in `root`, refusing members outside `allowedKeys`.
    /// - Throws: `WireError.invalid` with every issue found, the decoder's and the validation's together.
    package static func presentationSheetRequest(in root: JSONObject, allowedKeys: [String]) throws(WireError)
        -> PresentationSheetRequest
    {
        var decoder = WireDecoder()
        if !WireDecoder.isAbsent(root.value(of: LayoutRequestMember.sheet)) {
            decoder.fail(
                JSONPointer.root.appending(LayoutRequestMember.sheet.rawValue),
                "give sheet (UIAlertController) or sheetPresentation (UISheetPresentationController), not both")
        }
        let keys = allowedKeys + [LayoutRequestMember.sheet.rawValue]
        _ = decoder.object(.object(root), at: .root, allowed: keys)
        let decoded = decoder.presentationSheetRequest(from: root)
        // A request read whole is validated by the layout engine; one with issues is validated here too, so that the
        // problem lists every issue at once.
        guard decoder.issues.isEmpty, let decoded else {
            var issues = decoder.issues
            do {
                try decoded?.validate()
            } catch {
                issues = issues.adding(error.issues)
            }
            throw .invalid(issues)
        }
        return decoded
    }
}
