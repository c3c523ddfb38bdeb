import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `sheet`: `title`, `message`, `actions`, `customView`, `sourceRect` and `permittedArrowDirections`, read
    /// into `sheet`, which starts empty.
    /// - Returns: Whether the sheet was read (`false` declines).
    static func sheetDescription(_ scanner: inout JSONScanner, into sheet: inout SheetDescription) -> Bool {
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "title") {
                guard seen.insertFirst(0) else { return false }
                sheet.title = scanner.readString()
                return sheet.title != nil
            } else if JSONScanner.name(name, is: "message") {
                guard seen.insertFirst(1) else { return false }
                sheet.message = scanner.readString()
                return sheet.message != nil
            } else if JSONScanner.name(name, is: "actions") {
                guard seen.insertFirst(2) else { return false }
                sheet.actions.reserveCapacity(16)  // Sheets rarely have more; one allocation instead of five.
                return scanner.readArray { scanner in
                    guard let action = action(&scanner) else { return false }
                    sheet.actions.append(action)
                    return true
                }
            } else if JSONScanner.name(name, is: "customView") {
                guard seen.insertFirst(3) else { return false }
                sheet.customView = customView(&scanner)
                return sheet.customView != nil
            } else if JSONScanner.name(name, is: "sourceRect") {
                guard seen.insertFirst(4) else { return false }
                sheet.sourceRect = rect(&scanner)
                return sheet.sourceRect != nil
            } else if JSONScanner.name(name, is: "permittedArrowDirections") {
                guard seen.insertFirst(5) else { return false }
                sheet.permittedArrowDirections = arrowDirections(&scanner)
                return sheet.permittedArrowDirections != nil
            }
            return false
        }
        return isRead
    }

    /// One element of `actions`: `title` (required) and `style` (`default` when absent).
    private static func action(_ scanner: inout JSONScanner) -> SheetAction? {
        var title: String?
        var style = ActionStyle.default
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "title") {
                guard seen.insertFirst(0) else { return false }
                title = scanner.readString()
                return title != nil
            } else if JSONScanner.name(name, is: "style") {
                guard seen.insertFirst(1), let read = actionStyle(&scanner) else { return false }
                style = read
                return true
            }
            return false
        }
        guard isRead, let title else { return nil }
        return SheetAction(title: title, style: style)
    }

    /// An action's `style`, matched by its bytes rather than through a `String`; a style this list lacks declines.
    private static func actionStyle(_ scanner: inout JSONScanner) -> ActionStyle? {
        guard let name = scanner.readASCIIString() else { return nil }
        if JSONScanner.name(name, is: "default") { return .default }
        if JSONScanner.name(name, is: "cancel") { return .cancel }
        if JSONScanner.name(name, is: "destructive") { return .destructive }
        return nil
    }

    /// `permittedArrowDirections`: distinct direction names (an empty list is an empty set).
    private static func arrowDirections(_ scanner: inout JSONScanner) -> Set<PopoverArrowDirection>? {
        var directions = Set<PopoverArrowDirection>()
        let isRead = scanner.readArray { scanner in
            guard let direction = choice(&scanner, as: PopoverArrowDirection.self) else { return false }
            return directions.insert(direction).inserted  // A repeat is the wire decoder's issue.
        }
        return isRead ? directions : nil
    }
}
