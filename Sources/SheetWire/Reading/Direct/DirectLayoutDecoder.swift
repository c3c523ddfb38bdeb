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
        let seen = members(of: &scanner, as: LayoutRequestMember.self) { member, scanner in
            rootMember(member, &scanner, into: &request)
        }
        guard let seen else { return false }
        return hasRequiredRootMembers(seen) && scanner.readEnd()
    }

    /// One member of a `/layout` root (also the root of `/animation`), read into `request`.
    /// - Returns: Whether it was read (`false` declines).
    @inline(__always)
    static func rootMember(
        _ member: LayoutRequestMember, _ scanner: inout JSONScanner, into request: inout LayoutRequest
    )
        -> Bool
    {
        switch member {
        case .screen: return read(screenDescription(&scanner), into: &request.screen)
        case .sheet: return sheetDescription(&scanner, into: &request.sheet)
        case .traits: return read(traits(&scanner), into: &request.traits)
        case .profile: return read(scanner.readString(), into: &request.profileName)
        }
    }

    /// Whether a root had the members a layout requires: `screen` and `sheet`.
    static func hasRequiredRootMembers(_ seen: SeenMembers) -> Bool {
        seen.contains(LayoutRequestMember.screen.index) && seen.contains(LayoutRequestMember.sheet.index)
    }

    /// `screen`: `width` (required), `height`, `scale` and `safeAreaInsets`.
    static func screenDescription(_ scanner: inout JSONScanner) -> ScreenDescription? {
        var screen = ScreenDescription(width: 0)
        let seen = members(of: &scanner, as: ScreenMember.self) { member, scanner in
            switch member {
            case .width: return read(number(&scanner), into: &screen.width)
            case .height: return read(number(&scanner), into: &screen.height)
            case .scale: return read(number(&scanner), into: &screen.scale)
            case .safeAreaInsets: return read(edgeInsets(&scanner), into: &screen.safeAreaInsets)
            case .displayCornerRadius: return read(number(&scanner), into: &screen.displayCornerRadius)
            }
        }
        return seen?.contains(ScreenMember.width.index) == true ? screen : nil
    }

    /// `safeAreaInsets`: `top`, `left`, `bottom` and `right`, each 0 when absent.
    private static func edgeInsets(_ scanner: inout JSONScanner) -> EdgeInsets? {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let seen = members(of: &scanner, as: EdgeInsetsMember.self) { member, scanner in
            guard let value = number(&scanner) else { return false }
            switch member {
            case .top: insets.top = value
            case .left: insets.left = value
            case .bottom: insets.bottom = value
            case .right: insets.right = value
            }
            return true
        }
        return seen == nil ? nil : insets
    }

    /// `traits`: the five choices, each left at its default when absent.
    static func traits(_ scanner: inout JSONScanner) -> Traits? {
        var traits = Traits()
        let seen = members(of: &scanner, as: TraitsMember.self) { member, scanner in
            switch member {
            case .idiom: return read(choice(&scanner), into: &traits.idiom)
            case .contentSizeCategory: return read(choice(&scanner), into: &traits.contentSizeCategory)
            case .userInterfaceStyle: return read(choice(&scanner), into: &traits.userInterfaceStyle)
            case .horizontalSizeClass: return read(choice(&scanner), into: &traits.horizontalSizeClass)
            case .layoutDirection: return read(choice(&scanner), into: &traits.layoutDirection)
            }
        }
        return seen == nil ? nil : traits
    }
}
