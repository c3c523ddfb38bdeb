import LayoutCore
import StrictJSON

extension WireDecoder {
    /// The members of a presentation sheet's `/layout` body.
    static let presentationRequestKeys = PresentationRequestMember.names

    /// A `PresentationSheetRequest` from the root object of a request body, or `nil` with issues recorded.
    mutating func presentationSheetRequest(from root: JSONObject) -> PresentationSheetRequest? {
        let screen = screenDescription(
            root.value(of: PresentationRequestMember.screen),
            at: JSONPointer.root.appending(PresentationRequestMember.screen.rawValue))
        let traits = self.traits(
            root.value(of: PresentationRequestMember.traits),
            at: JSONPointer.root.appending(PresentationRequestMember.traits.rawValue))
        let profile = string(root, PresentationRequestMember.profile, at: JSONPointer.root)
        let pointer = JSONPointer.root.appending(PresentationRequestMember.sheetPresentation.rawValue)
        guard
            let object = requiredObject(
                root.value(of: PresentationRequestMember.sheetPresentation), at: pointer,
                allowed: PresentationSheetMember.names)
        else { return nil }
        let sheet = presentationSheet(object, at: pointer, isTop: true)
        var presentingSheet: PresentationSheetDescription? = nil
        let beneathPointer = pointer.appending(PresentationSheetMember.presentingSheet.rawValue)
        if let beneath = self.object(
            object.value(of: PresentationSheetMember.presentingSheet), at: beneathPointer,
            allowed: PresentationSheetMember.names)
        {
            presentingSheet = presentationSheet(beneath, at: beneathPointer, isTop: false)
            if presentingSheet == nil { return nil }
        }
        guard let screen, let sheet else { return nil }
        return PresentationSheetRequest(
            screen: screen, traits: traits, profileName: profile, sheet: sheet, presentingSheet: presentingSheet)
    }

    /// One sheet's members; `isTop` is false for the sheet beneath, which cannot itself sit on another.
    private mutating func presentationSheet(_ object: JSONObject, at pointer: JSONPointer, isTop: Bool)
        -> PresentationSheetDescription?
    {
        typealias Member = PresentationSheetMember
        // A SwiftUI alias and its UIKit member are the same setting: one of them only.
        for alias in Member.allCases {
            guard let uikit = alias.aliased, !Self.isAbsent(object.value(of: alias)),
                !Self.isAbsent(object.value(of: uikit))
            else { continue }
            fail(pointer.appending(alias.rawValue), "is SwiftUI's name for \(uikit.rawValue): give one of the two")
        }
        if !isTop, !Self.isAbsent(object.value(of: Member.presentingSheet)) {
            fail(pointer.appending(Member.presentingSheet.rawValue), "only two sheets stack here (depth 2)")
        }
        var sheet = PresentationSheetDescription()
        if let style = choice(object, Member.modalPresentationStyle, at: pointer, as: ModalPresentationStyle.self) {
            sheet.modalPresentationStyle = style
        } else if let sizing = presentationSizing(object, at: pointer) {
            sheet.modalPresentationStyle = sizing.modalPresentationStyle
        }
        let detentsMember = Self.isAbsent(object.value(of: Member.detents)) ? Member.presentationDetents : .detents
        let detentsPointer = pointer.appending(detentsMember.rawValue)
        guard let elements = array(object, detentsMember, at: pointer) else {
            if Self.isAbsent(object.value(of: detentsMember)) {
                fail(
                    pointer.appending(Member.detents.rawValue),
                    "is required: at least one detent (UIKit asserts that one is active)")
            }
            return nil
        }
        var detents: [Detent] = []
        for (index, element) in elements.enumerated() {
            // A detent that cannot be read (its issue recorded) stands in its place as a large detent with the
            // identifier it was given, so that the other members are still read and the validation still checks
            // the rest with the right indices: the request is refused for the recorded issue, with every other
            // issue beside it (the validation's own under this detent's pointer are dropped, `adding(_:)`).
            detents.append(
                self.detent(element, at: detentsPointer.appending(index))
                    ?? Detent(identifier: Self.givenIdentifier(of: element) ?? "", kind: .large))
        }
        sheet.detents = detents
        sheet.selectedDetentIdentifier = detentIdentifier(
            object, Self.isAbsent(object.value(of: Member.selection)) ? .selectedDetentIdentifier : .selection,
            at: pointer)
        sheet.largestUndimmedDetentIdentifier = detentIdentifier(object, .largestUndimmedDetentIdentifier, at: pointer)
        if let interaction = self.object(
            object.value(of: Member.presentationBackgroundInteraction),
            at: pointer.appending(Member.presentationBackgroundInteraction.rawValue),
            allowed: BackgroundInteractionMember.names)
        {
            // `.enabled(upThrough:)`; `.enabled` alone leaves every detent undimmed, the largest included.
            let interactionPointer = pointer.appending(Member.presentationBackgroundInteraction.rawValue)
            let upThrough = string(interaction, BackgroundInteractionMember.enabledUpThrough, at: interactionPointer)
            sheet.largestUndimmedDetentIdentifier =
                upThrough.map(Self.canonicalIdentifier) ?? detents.max { Self.rank($0) < Self.rank($1) }?.identifier
        }
        if let visible = bool(object, Member.prefersGrabberVisible, at: pointer) {
            sheet.prefersGrabberVisible = visible
        } else if let indicator = choice(
            object, Member.presentationDragIndicator, at: pointer, as: DragIndicatorVisibility.self)
        {
            // SwiftUI shows the indicator automatically when the sheet has more than one detent.
            sheet.prefersGrabberVisible = indicator == .visible || (indicator == .automatic && detents.count > 1)
        }
        sheet.preferredCornerRadius =
            number(object, Member.preferredCornerRadius, at: pointer)
            ?? number(object, Member.presentationCornerRadius, at: pointer)
        if let attached = bool(object, Member.prefersEdgeAttachedInCompactHeight, at: pointer) {
            sheet.prefersEdgeAttachedInCompactHeight = attached
        }
        if let follows = bool(object, Member.widthFollowsPreferredContentSizeWhenEdgeAttached, at: pointer) {
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = follows
        }
        let sizePointer = pointer.appending(Member.preferredContentSize.rawValue)
        if let size = self.object(
            object.value(of: Member.preferredContentSize), at: sizePointer, allowed: SizeMember.names)
        {
            sheet.preferredContentSize = Size(
                width: number(size, SizeMember.width, at: sizePointer) ?? 0,
                height: number(size, SizeMember.height, at: sizePointer) ?? 0)
        }
        if let modal = bool(object, Member.isModalInPresentation, at: pointer)
            ?? bool(object, Member.interactiveDismissDisabled, at: pointer)
        {
            sheet.isModalInPresentation = modal
        }
        let dragPointer = pointer.appending(Member.drag.rawValue)
        if let drag = self.object(object.value(of: Member.drag), at: dragPointer, allowed: DragMember.names) {
            if let offset = requiredNumber(drag, DragMember.offset, at: dragPointer) {
                sheet.drag = SheetDrag(offset: offset, velocity: number(drag, DragMember.velocity, at: dragPointer))
            }
        }
        return sheet
    }

    /// One detent: `{"identifier": "medium"}`, `{"identifier": "large"}`, or a custom one with `height` or
    /// `fraction` (its identifier defaults to `height-<value>` or `fraction-<value>`, as SwiftUI's `.height(_:)`
    /// and `.fraction(_:)` have none).
    private mutating func detent(_ element: JSONValue, at pointer: JSONPointer) -> Detent? {
        guard let object = objectElement(element, at: pointer, allowed: DetentMember.names) else { return nil }
        let identifier = string(object, DetentMember.identifier, at: pointer).map(Self.canonicalIdentifier)
        let height = number(object, DetentMember.height, at: pointer)
        let fraction = number(object, DetentMember.fraction, at: pointer)
        switch (height, fraction) {
        case (.some, .some):
            fail(pointer.appending(DetentMember.fraction.rawValue), "give height or fraction, not both")
            return nil
        case (.some(let height), nil):
            return Detent(identifier: identifier ?? Self.defaultIdentifier(height: height), kind: .height(height))
        case (nil, .some(let fraction)):
            return Detent(
                identifier: identifier ?? Self.defaultIdentifier(fraction: fraction), kind: .fraction(fraction))
        case (nil, nil):
            switch identifier {
            case DetentKind.largeIdentifier?: return .large
            case DetentKind.mediumIdentifier?: return .medium
            case nil:
                fail(
                    pointer.appending(DetentMember.identifier.rawValue),
                    "is required: \"medium\", \"large\", or a custom detent's with height or fraction")
                return nil
            case let other?:
                fail(
                    pointer,
                    "a custom detent (\"\(other)\") needs height or fraction; the system detents are \"medium\" and \"large\""
                )
                return nil
            }
        }
    }

    /// SwiftUI's `presentationSizing`, with the way to say `fitted` when it is asked for.
    private mutating func presentationSizing(_ object: JSONObject, at pointer: JSONPointer) -> PresentationSizing? {
        let member = PresentationSheetMember.presentationSizing
        if case .string("fitted")? = object.value(of: member) {
            fail(
                pointer.appending(member.rawValue),
                "\"fitted\" sizes the sheet to its content's ideal size, which sheetd does not see: give modalPresentationStyle \"formSheet\" and the content's size as preferredContentSize"
            )
            return nil
        }
        return choice(object, member, at: pointer, as: PresentationSizing.self)
    }

    /// The identifier a detent element gives, if it is an object with a string `identifier`, UIKit's system names
    /// read as the short ones.
    static func givenIdentifier(of element: JSONValue) -> String? {
        guard case .object(let object) = element,
            case .string(let identifier)? = object.value(of: DetentMember.identifier)
        else { return nil }
        return canonicalIdentifier(identifier)
    }

    /// A detent identifier member, UIKit's system names read as the short ones.
    private mutating func detentIdentifier(
        _ object: JSONObject, _ member: PresentationSheetMember, at pointer: JSONPointer
    ) -> String? {
        string(object, member, at: pointer).map(Self.canonicalIdentifier)
    }

    /// `com.apple.UIKit.medium` and `com.apple.UIKit.large` (UIKit's identifiers) as `medium` and `large`.
    static func canonicalIdentifier(_ identifier: String) -> String {
        switch identifier {
        case "com.apple.UIKit.medium": DetentKind.mediumIdentifier
        case "com.apple.UIKit.large": DetentKind.largeIdentifier
        default: identifier
        }
    }

    /// An order that puts large last, for SwiftUI's `.enabled` without a detent.
    private static func rank(_ detent: Detent) -> Int {
        switch detent.kind {
        case .large: 2
        default: 0
        }
    }

    /// The identifier of a custom detent given without one: `height-<value>` (SwiftUI's `.height(_:)` has none).
    static func defaultIdentifier(height: Double) -> String { "height-\(text(height))" }

    /// The identifier of a custom detent given without one: `fraction-<value>`.
    static func defaultIdentifier(fraction: Double) -> String { "fraction-\(text(fraction))" }

    /// A number in an identifier: no trailing ".0".
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
