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
            if name.matches("screen") {
                guard seen.insertFirst(0), let screen = screenDescription(&scanner) else { return false }
                request.screen = screen
            } else if name.matches("sheet") {
                guard seen.insertFirst(1), sheetDescription(&scanner, into: &request.sheet) else { return false }
            } else if name.matches("traits") {
                guard seen.insertFirst(2), let traits = self.traits(&scanner) else { return false }
                request.traits = traits
            } else if name.matches("profile") {
                guard seen.insertFirst(3), let profile = scanner.readString() else { return false }
                request.profileName = profile
            } else {
                return false
            }
        }
        // `screen` and `sheet` are required.
        return object.isClosed && seen.contains(0) && seen.contains(1) && scanner.readEnd()
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
            if name.matches("width") {
                guard seen.insertFirst(0), let value = number(&scanner) else { return nil }
                width = value
            } else if name.matches("height") {
                guard seen.insertFirst(1), let value = number(&scanner) else { return nil }
                height = value
            } else if name.matches("scale") {
                guard seen.insertFirst(2), let value = number(&scanner) else { return nil }
                scale = value
            } else if name.matches("safeAreaInsets") {
                guard seen.insertFirst(3), let value = edgeInsets(&scanner) else { return nil }
                insets = value
            } else {
                return nil
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
            if name.matches("top") {
                guard seen.insertFirst(0), let value = number(&scanner) else { return nil }
                insets.top = value
            } else if name.matches("left") {
                guard seen.insertFirst(1), let value = number(&scanner) else { return nil }
                insets.left = value
            } else if name.matches("bottom") {
                guard seen.insertFirst(2), let value = number(&scanner) else { return nil }
                insets.bottom = value
            } else if name.matches("right") {
                guard seen.insertFirst(3), let value = number(&scanner) else { return nil }
                insets.right = value
            } else {
                return nil
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
            if name.matches("idiom") {
                guard seen.insertFirst(0), let idiom = choice(&scanner, as: Idiom.self) else { return nil }
                traits.idiom = idiom
            } else if name.matches("contentSizeCategory") {
                guard seen.insertFirst(1), let category = choice(&scanner, as: ContentSizeCategory.self) else {
                    return nil
                }
                traits.contentSizeCategory = category
            } else if name.matches("userInterfaceStyle") {
                guard seen.insertFirst(2), let style = choice(&scanner, as: UserInterfaceStyle.self) else {
                    return nil
                }
                traits.userInterfaceStyle = style
            } else if name.matches("horizontalSizeClass") {
                guard seen.insertFirst(3), let sizeClass = choice(&scanner, as: SizeClass.self) else { return nil }
                traits.horizontalSizeClass = sizeClass
            } else if name.matches("layoutDirection") {
                guard seen.insertFirst(4), let direction = choice(&scanner, as: LayoutDirection.self) else {
                    return nil
                }
                traits.layoutDirection = direction
            } else {
                return nil
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
