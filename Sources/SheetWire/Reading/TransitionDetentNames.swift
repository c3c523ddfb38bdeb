import AnimationCore
import LayoutCore
import StrictJSON

// A detent change's `fromDetentIdentifier` and `toDetentIdentifier` are checked against the sheet's active detents
// once it is laid out (`PresentationTransition(request:)`), which a body refused for another member never is. So
// that one refusal still lists every wrong member, an identifier that names none of the detents the body lists is
// said beside the other issues.

extension PresentationRequestDecoding {
    /// The sheet of a transition's body (`/animation`, `/preview`): the presentation sheet's request in `root`, its
    /// members outside `allowedKeys` refused, together with the body's other issues (`others`, as
    /// `WireError.together` puts them); a refused detent change also names its detents that are none of the listed.
    /// - Throws: `WireError.invalid` with every issue found.
    static func transitionSheet(
        in root: JSONObject, allowedKeys: [String], others: [ValidationIssue], kind: PresentationTransitionKind?,
        from: String?, to: String?
    ) throws(WireError) -> PresentationSheetRequest {
        do {
            return try WireError.together(
                { () throws(WireError) in try presentationSheetRequest(in: root, allowedKeys: allowedKeys) },
                with: others)
        } catch {
            guard case .invalid(let issues) = error, kind == .detentChange else { throw error }
            throw .invalid(issues.adding(WireDecoder.unlistedDetentIssues(from: from, to: to, in: root)))
        }
    }
}

extension WireDecoder {
    /// The issues of a refused detent change's `from` and `to` (already read, UIKit's identifiers made short) that
    /// name none of the detents `root`'s `sheetPresentation` lists; none when a listed detent's identifier cannot be
    /// told (the reader refuses that detent itself).
    static func unlistedDetentIssues(from: String?, to: String?, in root: JSONObject) -> [ValidationIssue] {
        guard from != nil || to != nil, let listed = listedDetentIdentifiers(in: root) else { return [] }
        var issues: [ValidationIssue] = []
        for (identifier, member) in [
            (from, PresentationAnimationMember.fromDetentIdentifier), (to, .toDetentIdentifier),
        ] {
            guard let identifier, !listed.contains(identifier) else { continue }
            issues.append(
                ValidationIssue(
                    pointer: JSONPointer.root.appending(member.rawValue).description,
                    detail: PresentationSheetRequest.namesNoDetent(identifier, among: listed)))
        }
        return issues
    }

    /// The identifiers of the detents listed in `root`'s `sheetPresentation` (`detents` or `presentationDetents`),
    /// as the reader names them, or nil when one cannot be told.
    private static func listedDetentIdentifiers(in root: JSONObject) -> [String]? {
        guard case .object(let sheet)? = root.value(of: PresentationRequestMember.sheetPresentation) else { return nil }
        let member =
            isAbsent(sheet.value(of: PresentationSheetMember.detents))
            ? PresentationSheetMember.presentationDetents : .detents
        guard case .array(let elements)? = sheet.value(of: member) else { return nil }
        var identifiers: [String] = []
        for element in elements {
            guard case .object(let detent) = element else { return nil }
            if let identifier = givenIdentifier(of: element) {
                identifiers.append(identifier)
            } else if case .number(let height)? = detent.value(of: DetentMember.height) {
                identifiers.append(defaultIdentifier(height: height))
            } else if case .number(let fraction)? = detent.value(of: DetentMember.fraction) {
                identifiers.append(defaultIdentifier(fraction: fraction))
            } else {
                return nil
            }
        }
        return identifiers
    }
}
