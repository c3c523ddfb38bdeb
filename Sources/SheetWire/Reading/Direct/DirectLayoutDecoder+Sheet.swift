import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `sheet`: `title`, `message`, `actions`, `customView`, `sourceRect` and `permittedArrowDirections`, read
    /// into `sheet`, which starts empty.
    /// - Returns: Whether the sheet was read (`false` declines).
    static func sheetDescription(_ scanner: inout JSONScanner, into sheet: inout SheetDescription) -> Bool {
        let seen = members(of: &scanner, as: SheetMember.self) { member, scanner in
            switch member {
            case .title: return read(scanner.readString(), into: &sheet.title)
            case .message: return read(scanner.readString(), into: &sheet.message)
            case .actions: return read(actions(&scanner), into: &sheet.actions)
            case .customView: return read(customView(&scanner), into: &sheet.customView)
            case .sourceRect: return read(rect(&scanner), into: &sheet.sourceRect)
            case .permittedArrowDirections:
                return read(arrowDirections(&scanner), into: &sheet.permittedArrowDirections)
            case .preferredStyle: return read(choice(&scanner), into: &sheet.preferredStyle)
            case .textFields: return read(textFields(&scanner), into: &sheet.textFields)
            case .preferredAction: return read(preferredAction(&scanner), into: &sheet.preferredAction)
            }
        }
        return seen != nil
    }

    /// `actions`: the sheet's actions in order.
    private static func actions(_ scanner: inout JSONScanner) -> [SheetAction]? {
        guard var array = scanner.beginArray() else { return nil }
        var actions: [SheetAction] = []
        actions.reserveCapacity(16)  // Sheets rarely have more; one allocation instead of five.
        while scanner.hasNextElement(in: &array) {
            guard let action = action(&scanner) else { return nil }
            actions.append(action)
        }
        return array.isClosed ? actions : nil
    }

    /// The usual spellings of an action's members.
    private static let titleSpelling = JSONMemberSpelling(ActionMember.title.rawValue)
    private static let styleSpelling = JSONMemberSpelling(ActionMember.style.rawValue)

    /// The action styles by name.
    private static let actionStyles = NameTable<ActionStyle>()

    /// One element of `actions`: `title` (required) and `style` (`default` when absent).
    private static func action(_ scanner: inout JSONScanner) -> SheetAction? {
        // Filled in place: binding an optional title at the end would cost a retain and a release.
        var action = SheetAction(title: "")
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        // The usual spelling, `{"title":…,"style":…}`, is matched whole; any other takes the loop.
        if scanner.nextMember(in: &object, spelled: titleSpelling) {
            guard seen.insertFirst(ActionMember.title.index), read(scanner.readString(), into: &action.title) else {
                return nil
            }
            if scanner.nextMember(in: &object, spelled: styleSpelling) {
                guard seen.insertFirst(ActionMember.style.index), read(actionStyle(&scanner), into: &action.style)
                else { return nil }
            }
        }
        let isRead = members(of: &scanner, in: &object, seen: &seen, as: ActionMember.self) { member, scanner in
            switch member {
            case .title: return read(scanner.readString(), into: &action.title)
            case .style: return read(actionStyle(&scanner), into: &action.style)
            }
        }
        // `title` is required.
        return isRead && seen.contains(ActionMember.title.index) ? action : nil
    }

    /// An action's `style`, matched by its bytes rather than through a `String`; an unknown style declines.
    private static func actionStyle(_ scanner: inout JSONScanner) -> ActionStyle? {
        guard let name = scanner.readName() else { return nil }
        return actionStyles.member(named: name)?.member
    }

    /// `permittedArrowDirections`: distinct direction names (an empty list is an empty set).
    private static func arrowDirections(_ scanner: inout JSONScanner) -> Set<PopoverArrowDirection>? {
        guard var array = scanner.beginArray() else { return nil }
        var directions = Set<PopoverArrowDirection>()
        while scanner.hasNextElement(in: &array) {
            // A repeat is the wire decoder's issue.
            guard let direction: PopoverArrowDirection = choice(&scanner), directions.insert(direction).inserted
            else { return nil }
        }
        return array.isClosed ? directions : nil
    }
}
