import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `customView`: `height` (required), `width`, `x`, `marginBottom` and `subviews`.
    static func customView(_ scanner: inout JSONScanner) -> CustomViewDescription? {
        var height: Double?
        var view = CustomViewDescription(height: 0)
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "height") {
                guard seen.insertFirst(0) else { return false }
                height = number(&scanner)
                return height != nil
            } else if JSONScanner.name(name, is: "width") {
                guard seen.insertFirst(1) else { return false }
                view.width = number(&scanner)
                return view.width != nil
            } else if JSONScanner.name(name, is: "x") {
                guard seen.insertFirst(2) else { return false }
                view.x = number(&scanner)
                return view.x != nil
            } else if JSONScanner.name(name, is: "marginBottom") {
                guard seen.insertFirst(3) else { return false }
                view.marginBottom = number(&scanner)
                return view.marginBottom != nil
            } else if JSONScanner.name(name, is: "subviews") {
                guard seen.insertFirst(4) else { return false }
                return scanner.readArray { scanner in
                    guard let subview = subview(&scanner) else { return false }
                    view.subviews.append(subview)
                    return true
                }
            }
            return false
        }
        guard isRead, let height else { return nil }
        view.height = height
        return view
    }

    /// One element of `subviews`: `id` and `frame`, both required.
    private static func subview(_ scanner: inout JSONScanner) -> CustomSubview? {
        var id: String?
        var frame: Rect?
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "id") {
                guard seen.insertFirst(0) else { return false }
                id = scanner.readString()
                return id != nil
            } else if JSONScanner.name(name, is: "frame") {
                guard seen.insertFirst(1) else { return false }
                frame = rect(&scanner)
                return frame != nil
            }
            return false
        }
        guard isRead, let id, let frame else { return nil }
        return CustomSubview(id: id, frame: frame)
    }

    /// A rectangle: `width` and `height` (required), `x` and `y` (0 when absent).
    static func rect(_ scanner: inout JSONScanner) -> Rect? {
        var rect = Rect(x: 0, y: 0, width: 0, height: 0)
        var seen = SeenMembers()
        let isRead = scanner.readObject { scanner, name in
            if JSONScanner.name(name, is: "x") {
                guard seen.insertFirst(0), let value = number(&scanner) else { return false }
                rect.x = value
            } else if JSONScanner.name(name, is: "y") {
                guard seen.insertFirst(1), let value = number(&scanner) else { return false }
                rect.y = value
            } else if JSONScanner.name(name, is: "width") {
                guard seen.insertFirst(2), let value = number(&scanner) else { return false }
                rect.width = value
            } else if JSONScanner.name(name, is: "height") {
                guard seen.insertFirst(3), let value = number(&scanner) else { return false }
                rect.height = value
            } else {
                return false
            }
            return true
        }
        // Both sizes are required.
        guard isRead, seen.contains(2), seen.contains(3) else { return nil }
        return rect
    }
}
