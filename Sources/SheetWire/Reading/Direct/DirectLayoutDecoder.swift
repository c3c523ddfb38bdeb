import LayoutCore
import StrictJSON

/// Reads a `/layout` body straight into a `LayoutRequest`, without building a `JSONValue` tree first.
///
/// It covers the common well-formed request and *declines* (returns nil) on anything else: `null`, unknown
/// or repeated members, wrong types, missing required fields, values the wire decoder refuses, and whatever
/// ``JSONScanner`` declines (escapes, numbers it cannot convert exactly as the parser does). The caller then
/// takes the generic path (`JSONParser` and `WireDecoder`), which gives the same request or the exact problem.
/// So for every body it accepts, the generic path gives an equal request; it never decides a refusal itself.
package enum DirectLayoutDecoder {
    /// The request in `body`, or nil to leave the body to the generic path.
    static func layoutRequest(from body: [UInt8], limits: JSONParser.Limits) -> LayoutRequest? {
        // Filled in place from here down: a request returned as a value, optional or not, is copied on the way
        // out, with a retain and a release of every string and array in it.
        var request = LayoutRequest(screen: ScreenDescription(width: 0), sheet: SheetDescription())
        let isRead = body.withUnsafeBufferPointer { bytes in
            guard var scanner = JSONScanner(bytes, limits: limits) else { return false }
            return layoutRequest(&scanner, into: &request)
        }
        guard isRead else { return nil }
        return consume request
    }

    /// The root object: `screen` and `sheet` (required), `traits` and `profile`, and nothing after it, read into
    /// `request`.
    /// - Returns: Whether the request was read (`false` declines).
    private static func layoutRequest(_ scanner: inout JSONScanner, into request: inout LayoutRequest) -> Bool {
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return false }
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = LayoutRequestMember.table.member(named: name), seen.insertFirst(found.index) else {
                return false
            }
            switch found.member {
            case .screen:
                guard let screen = screenDescription(&scanner) else { return false }
                request.screen = screen
            case .sheet:
                guard sheetDescription(&scanner, into: &request.sheet) else { return false }
            case .traits:
                guard let traits = self.traits(&scanner) else { return false }
                request.traits = traits
            case .profile:
                guard let profile = scanner.readString() else { return false }
                request.profileName = profile
            }
        }
        // `screen` and `sheet` are required.
        return object.isClosed && seen.contains(LayoutRequestMember.screen.index)
            && seen.contains(LayoutRequestMember.sheet.index) && scanner.readEnd()
    }

    /// `screen`: `width` (required), `height`, `scale` and `safeAreaInsets`.
    private static func screenDescription(_ scanner: inout JSONScanner) -> ScreenDescription? {
        var width: Double?
        var height: Double?
        var scale: Double?
        var insets: EdgeInsets?
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = ScreenMember.table.member(named: name), seen.insertFirst(found.index) else { return nil }
            switch found.member {
            case .width:
                guard let value = number(&scanner) else { return nil }
                width = value
            case .height:
                guard let value = number(&scanner) else { return nil }
                height = value
            case .scale:
                guard let value = number(&scanner) else { return nil }
                scale = value
            case .safeAreaInsets:
                guard let value = edgeInsets(&scanner) else { return nil }
                insets = value
            }
        }
        guard object.isClosed, let width else { return nil }
        return ScreenDescription(width: width, height: height, scale: scale, safeAreaInsets: insets)
    }

    /// `safeAreaInsets`: `top`, `left`, `bottom` and `right`, each 0 when absent.
    private static func edgeInsets(_ scanner: inout JSONScanner) -> EdgeInsets? {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = EdgeInsetsMember.table.member(named: name), seen.insertFirst(found.index) else {
                return nil
            }
            switch found.member {
            case .top:
                guard let value = number(&scanner) else { return nil }
                insets.top = value
            case .left:
                guard let value = number(&scanner) else { return nil }
                insets.left = value
            case .bottom:
                guard let value = number(&scanner) else { return nil }
                insets.bottom = value
            case .right:
                guard let value = number(&scanner) else { return nil }
                insets.right = value
            }
        }
        return object.isClosed ? insets : nil
    }

    /// `traits`: the five choices, each left at its default when absent.
    private static func traits(_ scanner: inout JSONScanner) -> Traits? {
        var traits = Traits()
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = TraitsMember.table.member(named: name), seen.insertFirst(found.index) else { return nil }
            switch found.member {
            case .idiom:
                guard let idiom = choice(&scanner, as: Idiom.self) else { return nil }
                traits.idiom = idiom
            case .contentSizeCategory:
                guard let category = choice(&scanner, as: ContentSizeCategory.self) else {
                    return nil
                }
                traits.contentSizeCategory = category
            case .userInterfaceStyle:
                guard let style = choice(&scanner, as: UserInterfaceStyle.self) else {
                    return nil
                }
                traits.userInterfaceStyle = style
            case .horizontalSizeClass:
                guard let sizeClass = choice(&scanner, as: SizeClass.self) else { return nil }
                traits.horizontalSizeClass = sizeClass
            case .layoutDirection:
                guard let direction = choice(&scanner, as: LayoutDirection.self) else {
                    return nil
                }
                traits.layoutDirection = direction
            }
        }
        return object.isClosed ? traits : nil
    }

    /// A number as the wire decoder reads it: `-0` is 0.
    static func number(_ scanner: inout JSONScanner) -> Double? {
        guard let number = scanner.readNumber() else { return nil }
        return number == 0 ? 0 : number
    }

    /// One of an enumeration's raw values, compared as the wire decoder compares them.
    static func choice<Choice: RawRepresentable>(_ scanner: inout JSONScanner, as type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        scanner.readString().flatMap(Choice.init(rawValue:))
    }
}
