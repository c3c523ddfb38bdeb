import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `sheet`: `title`, `message`, `actions`, `customView`, `sourceRect` and `permittedArrowDirections`, read
    /// into `sheet`, which starts empty.
    /// - Returns: Whether the sheet was read (`false` declines).
    static func sheetDescription(_ scanner: inout JSONScanner, into sheet: inout SheetDescription) -> Bool {
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return false }
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = SheetMember.table.member(named: name), seen.insertFirst(found.index) else { return false }
            switch found.member {
            case .title:
                guard let title = scanner.readString() else { return false }
                sheet.title = title
            case .message:
                guard let message = scanner.readString() else { return false }
                sheet.message = message
            case .actions:
                guard let actions = actions(&scanner) else { return false }
                sheet.actions = actions
            case .customView:
                guard let customView = customView(&scanner) else { return false }
                sheet.customView = customView
            case .sourceRect:
                guard let sourceRect = rect(&scanner) else { return false }
                sheet.sourceRect = sourceRect
            case .permittedArrowDirections:
                guard let directions = arrowDirections(&scanner) else { return false }
                sheet.permittedArrowDirections = directions
            }
        }
        return object.isClosed
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
    private static let titleSpelling = JSONMemberSpelling("title")
    private static let styleSpelling = JSONMemberSpelling("style")

    /// One element of `actions`: `title` (required) and `style` (`default` when absent).
    private static func action(_ scanner: inout JSONScanner) -> SheetAction? {
        // Filled in place: binding an optional title at the end would cost a retain and a release.
        var action = SheetAction(title: "")
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        // The usual spelling, `{"title":…,"style":…}`, is matched whole; any other takes the loop.
        if scanner.nextMember(in: &object, spelled: titleSpelling) {
            guard seen.insertFirst(ActionMember.title.index), let title = scanner.readString() else { return nil }
            action.title = title
            if scanner.nextMember(in: &object, spelled: styleSpelling) {
                guard seen.insertFirst(ActionMember.style.index), let style = actionStyle(&scanner) else { return nil }
                action.style = style
            }
        }
        while let name = scanner.nextMemberName(in: &object) {
            guard let found = ActionMember.table.member(named: name), seen.insertFirst(found.index) else { return nil }
            switch found.member {
            case .title:
                guard let title = scanner.readString() else { return nil }
                action.title = title
            case .style:
                guard let style = actionStyle(&scanner) else { return nil }
                action.style = style
            }
        }
        // `title` is required.
        return object.isClosed && seen.contains(ActionMember.title.index) ? action : nil
    }

    /// The action styles by name.
    private static let actionStyles = NameTable<ActionStyle>()

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
            guard let direction = choice(&scanner, as: PopoverArrowDirection.self),
                directions.insert(direction).inserted
            else { return nil }
        }
        return array.isClosed ? directions : nil
    }
}
