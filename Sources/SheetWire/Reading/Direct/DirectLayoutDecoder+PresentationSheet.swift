import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// The presentation sheet's request in `body` read straight from the bytes, or nil to leave the body to the
    /// generic path (`PresentationRequestDecoding`), which gives an equal request whenever this one is not nil.
    ///
    /// Declines, besides what ``layoutRequest(from:limits:)`` declines: SwiftUI's aliases, a sheet beneath a sheet
    /// beneath, and every detent or drag the generic reader would report (both `height` and `fraction`, a custom
    /// identifier without either, a drag without `offset`).
    static func presentationSheetRequest(from body: [UInt8], limits: JSONParser.Limits) -> PresentationSheetRequest? {
        var request = PresentationSheetRequest(
            screen: ScreenDescription(width: 0), sheet: PresentationSheetDescription(detents: []))
        let isRead = body.withUnsafeBufferPointer { bytes in
            guard var scanner = JSONScanner(bytes, limits: limits) else { return false }
            let seen = members(of: &scanner, as: PresentationRequestMember.self) { member, scanner in
                presentationRootMember(member, &scanner, into: &request)
            }
            guard let seen else { return false }
            return seen.contains(PresentationRequestMember.screen.index)
                && seen.contains(PresentationRequestMember.sheetPresentation.index) && scanner.readEnd()
        }
        return isRead ? request : nil
    }

    /// One member of a presentation sheet's request root, read into `request`.
    /// - Returns: Whether it was read (`false` declines).
    @inline(__always)
    static func presentationRootMember(
        _ member: PresentationRequestMember, _ scanner: inout JSONScanner, into request: inout PresentationSheetRequest
    ) -> Bool {
        switch member {
        case .screen: return read(screenDescription(&scanner), into: &request.screen)
        case .traits: return read(traits(&scanner), into: &request.traits)
        case .profile: return read(scanner.readString(), into: &request.profileName)
        case .sheetPresentation:
            return presentationSheet(&scanner, into: &request.sheet, beneath: &request.presentingSheet)
        }
    }

    /// The request in a `/layout` body, an alert controller's or a presentation sheet's, read in one pass; nil to
    /// leave the body to the generic path.
    ///
    /// Equal to ``layoutRequest(from:limits:)``'s (as `.alertController`) when that one reads the body, else to
    /// ``presentationSheetRequest(from:limits:)``'s: the members are read by the same functions, and a body with
    /// both `sheet` and `sheetPresentation`, which both of those decline, is declined. It saves a presentation
    /// sheet's body the alert controller's reader declining it at `sheetPresentation`, after `screen`.
    static func sheetRequest(from body: [UInt8], limits: JSONParser.Limits) -> SheetRequest? {
        // An alert controller's request is filled in place, as `layoutRequest(from:limits:)` fills it; the
        // presentation sheet's exists only once its member is met, so that the common request pays nothing for it.
        var layout = LayoutRequest(screen: ScreenDescription(width: 0), sheet: SheetDescription())
        var presentation: PresentationSheetRequest? = nil
        let seen = body.withUnsafeBufferPointer { bytes -> SeenMembers? in
            guard var scanner = JSONScanner(bytes, limits: limits) else { return nil }
            return sheetRequest(&scanner, into: &layout, presentation: &presentation)
        }
        guard let seen, seen.contains(SheetRequestMember.screen.index) else { return nil }
        if seen.contains(SheetRequestMember.sheet.index) {
            return presentation == nil ? .alertController(consume layout) : nil
        }
        guard var presentation else { return nil }
        presentation.screen = layout.screen
        presentation.traits = layout.traits
        presentation.profileName = layout.profileName
        return .presentationSheet(presentation)
    }

    /// The root object of ``sheetRequest(from:limits:)``: the members read, or nil to decline.
    private static func sheetRequest(
        _ scanner: inout JSONScanner, into layout: inout LayoutRequest, presentation: inout PresentationSheetRequest?
    ) -> SeenMembers? {
        let seen = members(of: &scanner, as: SheetRequestMember.self) { member, scanner in
            switch member {
            case .screen: return rootMember(.screen, &scanner, into: &layout)
            case .traits: return rootMember(.traits, &scanner, into: &layout)
            case .profile: return rootMember(.profile, &scanner, into: &layout)
            case .sheet: return rootMember(.sheet, &scanner, into: &layout)
            case .sheetPresentation:
                var request = PresentationSheetRequest(
                    screen: ScreenDescription(width: 0), sheet: PresentationSheetDescription(detents: []))
                guard presentationSheet(&scanner, into: &request.sheet, beneath: &request.presentingSheet)
                else { return false }
                presentation = request
                return true
            }
        }
        return seen != nil && scanner.readEnd() ? seen : nil
    }

    /// One `sheetPresentation` object; `beneath` receives its `presentingSheet`, or is nil for the sheet beneath
    /// itself, which cannot have one.
    static func presentationSheet(
        _ scanner: inout JSONScanner, into sheet: inout PresentationSheetDescription,
        beneath: inout PresentationSheetDescription?, isTop: Bool = true
    ) -> Bool {
        let seen = members(of: &scanner, as: PresentationSheetMember.self) { member, scanner in
            switch member {
            case .modalPresentationStyle: return read(choice(&scanner), into: &sheet.modalPresentationStyle)
            case .detents: return read(detents(&scanner), into: &sheet.detents)
            case .selectedDetentIdentifier:
                return read(identifier(&scanner), into: &sheet.selectedDetentIdentifier)
            case .largestUndimmedDetentIdentifier:
                return read(identifier(&scanner), into: &sheet.largestUndimmedDetentIdentifier)
            case .prefersGrabberVisible: return read(scanner.readBool(), into: &sheet.prefersGrabberVisible)
            case .preferredCornerRadius: return read(number(&scanner), into: &sheet.preferredCornerRadius)
            case .prefersEdgeAttachedInCompactHeight:
                return read(scanner.readBool(), into: &sheet.prefersEdgeAttachedInCompactHeight)
            case .widthFollowsPreferredContentSizeWhenEdgeAttached:
                return read(scanner.readBool(), into: &sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
            case .preferredContentSize: return read(size(&scanner), into: &sheet.preferredContentSize)
            case .isModalInPresentation: return read(scanner.readBool(), into: &sheet.isModalInPresentation)
            case .drag: return read(drag(&scanner), into: &sheet.drag)
            case .presentingSheet:
                guard isTop else { return false }
                var lower = PresentationSheetDescription(detents: [])
                var none: PresentationSheetDescription? = nil
                guard presentationSheet(&scanner, into: &lower, beneath: &none, isTop: false) else { return false }
                beneath = lower
                return true
            case .presentationDetents, .selection, .presentationDragIndicator, .presentationCornerRadius,
                .presentationBackgroundInteraction, .presentationSizing, .interactiveDismissDisabled:
                // SwiftUI's names: the generic reader settles them against UIKit's.
                return false
            }
        }
        return seen?.contains(PresentationSheetMember.detents.index) == true
    }

    /// `detents`: each `{"identifier"}` of a system detent or a custom one with `height` or `fraction`.
    private static func detents(_ scanner: inout JSONScanner) -> [Detent]? {
        guard var array = scanner.beginArray() else { return nil }
        var detents: [Detent] = []
        // Room for the usual few (medium, large and a custom one or two) at once, not one growth per detent.
        detents.reserveCapacity(4)
        while scanner.hasNextElement(in: &array) {
            guard let detent = detent(&scanner) else { return nil }
            detents.append(detent)
        }
        return array.isClosed ? detents : nil
    }

    /// One detent, as `WireDecoder`'s `detent(_:at:)` reads it; what that reader reports declines here.
    private static func detent(_ scanner: inout JSONScanner) -> Detent? {
        var identifier: String? = nil
        var height: Double? = nil
        var fraction: Double? = nil
        let seen = members(of: &scanner, as: DetentMember.self) { member, scanner in
            switch member {
            case .identifier: return read(Self.identifier(&scanner), into: &identifier)
            case .height: return read(number(&scanner), into: &height)
            case .fraction: return read(number(&scanner), into: &fraction)
            }
        }
        guard seen != nil else { return nil }
        switch (height, fraction) {
        case (.some, .some): return nil
        case (.some(let height), nil):
            return Detent(
                identifier: identifier ?? WireDecoder.defaultIdentifier(height: height), kind: .height(height))
        case (nil, .some(let fraction)):
            return Detent(
                identifier: identifier ?? WireDecoder.defaultIdentifier(fraction: fraction), kind: .fraction(fraction))
        case (nil, nil):
            switch identifier {
            case DetentKind.largeIdentifier?: return .large
            case DetentKind.mediumIdentifier?: return .medium
            default: return nil
            }
        }
    }

    /// A detent identifier, UIKit's system names read as the short ones.
    private static func identifier(_ scanner: inout JSONScanner) -> String? {
        scanner.readString().map(WireDecoder.canonicalIdentifier)
    }

    /// `preferredContentSize`: `width` and `height`, each 0 when absent.
    private static func size(_ scanner: inout JSONScanner) -> Size? {
        var size = Size(width: 0, height: 0)
        let seen = members(of: &scanner, as: SizeMember.self) { member, scanner in
            switch member {
            case .width: return read(number(&scanner), into: &size.width)
            case .height: return read(number(&scanner), into: &size.height)
            }
        }
        return seen == nil ? nil : size
    }

    /// `drag`: `offset` (required) and `velocity`.
    private static func drag(_ scanner: inout JSONScanner) -> SheetDrag? {
        var drag = SheetDrag(offset: 0)
        let seen = members(of: &scanner, as: DragMember.self) { member, scanner in
            switch member {
            case .offset: return read(number(&scanner), into: &drag.offset)
            case .velocity: return read(number(&scanner), into: &drag.velocity)
            }
        }
        return seen?.contains(DragMember.offset.index) == true ? drag : nil
    }
}
