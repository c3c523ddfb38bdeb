import AnimationCore
import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// A presentation sheet's `/animation` body read straight from the bytes: the members
    /// ``presentationSheetRequest(from:limits:)`` reads and `transition`, `fps`, `format`, `fromDetentIdentifier`
    /// and `toDetentIdentifier`. Nil leaves the body to the generic path (`PresentationAnimationDecoding`), which
    /// gives an equal request whenever this one is not nil.
    ///
    /// Declines, besides what the presentation sheet's reader declines: `null` for any option, an `fps` outside
    /// `SheetTransition.frameRates` or not an integer, an unknown transition or format, a missing `transition`.
    static func presentationAnimationRequest(from body: [UInt8], limits: JSONParser.Limits)
        -> PresentationAnimationRequest?
    {
        var sheet = PresentationSheetRequest(
            screen: ScreenDescription(width: 0), sheet: PresentationSheetDescription(detents: []))
        var options = PresentationAnimationOptions()
        let isRead = body.withUnsafeBufferPointer { bytes in
            guard var scanner = JSONScanner(bytes, limits: limits),
                let seen = rootAndOptions(
                    of: &scanner, PresentationRequestMember.self,
                    { member, scanner in presentationRootMember(member, &scanner, into: &sheet) },
                    PresentationAnimationMember.self, { member, scanner in option(member, &scanner, into: &options) })
            else { return false }
            return seen.root.contains(PresentationRequestMember.screen.index)
                && seen.root.contains(PresentationRequestMember.sheetPresentation.index)
                && seen.options.contains(PresentationAnimationMember.transition.index)
        }
        guard isRead, let kind = options.kind else { return nil }
        return PresentationAnimationRequest(
            transition: PresentationTransitionRequest(
                sheet: sheet, kind: kind, fromDetentIdentifier: options.from, toDetentIdentifier: options.to,
                fps: options.fps),
            format: options.format)
    }

    /// The options of a presentation sheet's `/animation` body as they are read, before the request is made.
    private struct PresentationAnimationOptions {
        var kind: PresentationTransitionKind? = nil
        var fps = SheetTransition.defaultFrameRate
        var format = AnimationFormat.keyframes
        var from: String? = nil
        var to: String? = nil
    }

    /// One option, read into `options`.
    /// - Returns: Whether it was read (`false` declines).
    private static func option(
        _ member: PresentationAnimationMember, _ scanner: inout JSONScanner,
        into options: inout PresentationAnimationOptions
    ) -> Bool {
        switch member {
        case .transition: return read(choice(&scanner), into: &options.kind)
        case .format: return read(choice(&scanner), into: &options.format)
        case .fromDetentIdentifier:
            return read(scanner.readString().map(WireDecoder.canonicalIdentifier), into: &options.from)
        case .toDetentIdentifier:
            return read(scanner.readString().map(WireDecoder.canonicalIdentifier), into: &options.to)
        case .fps: return read(frameRate(&scanner), into: &options.fps)
        }
    }
}
