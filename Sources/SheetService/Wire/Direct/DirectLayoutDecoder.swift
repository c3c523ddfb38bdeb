import LayoutCore
import StrictJSON

/// Reads a `/layout` body straight into a `LayoutRequest`, without building a `JSONValue` tree first.
///
/// It covers the common well-formed request and *declines* (returns nil) on anything else: `null`, unknown
/// or repeated members, wrong types, missing required fields, values the wire decoder refuses, and whatever
/// ``JSONScanner`` declines (escapes, numbers it cannot convert exactly as the parser does). The caller then
/// takes the generic path (`JSONParser` and `WireDecoder`), which gives the same request or the exact problem.
/// So for every body it accepts, the generic path gives an equal request; it never decides a refusal itself.
enum DirectLayoutDecoder {
    /// The request in `body`, or nil to leave the body to the generic path.
    static func layoutRequest(from body: [UInt8], limits: JSONParser.Limits) -> LayoutRequest? {
        body.withUnsafeBufferPointer { bytes in
            guard var scanner = JSONScanner(bytes, limits: limits),
                let request = layoutRequest(&scanner),
                scanner.readEnd()
            else { return nil }
            return request
        }
    }

    /// The root object: `screen` and `sheet` (required), `traits` and `profile`.
    private static func layoutRequest(_ scanner: inout JSONScanner) -> LayoutRequest? {
        // Filled in place, so that the sheet's strings and arrays are not copied once more at the end.
        var request = LayoutRequest(screen: ScreenDescription(width: 0), sheet: SheetDescription())
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "screen") {
                guard seen.insertFirst(0), let screen = screenDescription(&scanner) else { return false }
                request.screen = screen
            } else if JSONScanner.name(name, is: "sheet") {
                guard seen.insertFirst(1), sheetDescription(&scanner, into: &request.sheet) else { return false }
            } else if JSONScanner.name(name, is: "traits") {
                guard seen.insertFirst(2), let traits = self.traits(&scanner) else { return false }
                request.traits = traits
            } else if JSONScanner.name(name, is: "profile") {
                guard seen.insertFirst(3), let profile = scanner.readString() else { return false }
                request.profileName = profile
            } else {
                return false
            }
            return true
        }
        // `screen` and `sheet` are required.
        guard isRead, seen.contains(0), seen.contains(1) else { return nil }
        return request
    }

    /// `screen`: `width` (required), `height`, `scale` and `safeAreaInsets`.
    private static func screenDescription(_ scanner: inout JSONScanner) -> ScreenDescription? {
        var width: Double?
        var height: Double?
        var scale: Double?
        var insets: EdgeInsets?
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "width") {
                guard seen.insertFirst(0) else { return false }
                width = number(&scanner)
                return width != nil
            } else if JSONScanner.name(name, is: "height") {
                guard seen.insertFirst(1) else { return false }
                height = number(&scanner)
                return height != nil
            } else if JSONScanner.name(name, is: "scale") {
                guard seen.insertFirst(2) else { return false }
                scale = number(&scanner)
                return scale != nil
            } else if JSONScanner.name(name, is: "safeAreaInsets") {
                guard seen.insertFirst(3) else { return false }
                insets = edgeInsets(&scanner)
                return insets != nil
            }
            return false
        }
        guard isRead, let width else { return nil }
        return ScreenDescription(width: width, height: height, scale: scale, safeAreaInsets: insets)
    }

    /// `safeAreaInsets`: `top`, `left`, `bottom` and `right`, each 0 when absent.
    private static func edgeInsets(_ scanner: inout JSONScanner) -> EdgeInsets? {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "top") {
                guard seen.insertFirst(0), let value = number(&scanner) else { return false }
                insets.top = value
            } else if JSONScanner.name(name, is: "left") {
                guard seen.insertFirst(1), let value = number(&scanner) else { return false }
                insets.left = value
            } else if JSONScanner.name(name, is: "bottom") {
                guard seen.insertFirst(2), let value = number(&scanner) else { return false }
                insets.bottom = value
            } else if JSONScanner.name(name, is: "right") {
                guard seen.insertFirst(3), let value = number(&scanner) else { return false }
                insets.right = value
            } else {
                return false
            }
            return true
        }
        return isRead ? insets : nil
    }

    /// `traits`: the five choices, each left at its default when absent.
    private static func traits(_ scanner: inout JSONScanner) -> Traits? {
        var traits = Traits()
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "idiom") {
                guard seen.insertFirst(0), let idiom = choice(&scanner, as: Idiom.self) else { return false }
                traits.idiom = idiom
            } else if JSONScanner.name(name, is: "contentSizeCategory") {
                guard seen.insertFirst(1), let category = choice(&scanner, as: ContentSizeCategory.self) else {
                    return false
                }
                traits.contentSizeCategory = category
            } else if JSONScanner.name(name, is: "userInterfaceStyle") {
                guard seen.insertFirst(2), let style = choice(&scanner, as: UserInterfaceStyle.self) else {
                    return false
                }
                traits.userInterfaceStyle = style
            } else if JSONScanner.name(name, is: "horizontalSizeClass") {
                guard seen.insertFirst(3), let sizeClass = choice(&scanner, as: SizeClass.self) else { return false }
                traits.horizontalSizeClass = sizeClass
            } else if JSONScanner.name(name, is: "layoutDirection") {
                guard seen.insertFirst(4), let direction = choice(&scanner, as: LayoutDirection.self) else {
                    return false
                }
                traits.layoutDirection = direction
            } else {
                return false
            }
            return true
        }
        return isRead ? traits : nil
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
