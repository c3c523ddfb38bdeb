import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `customView`: `height` (required), `width`, `x`, `marginBottom` and `subviews`.
    static func customView(_ scanner: inout JSONScanner) -> CustomViewDescription? {
        var height: Double?
        var view = CustomViewDescription(height: 0)
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        while let name = scanner.nextMemberName(in: &object) {
            if name.matches("height") {
                guard seen.insertFirst(0), let value = number(&scanner) else { return nil }
                height = value
            } else if name.matches("width") {
                guard seen.insertFirst(1), let value = number(&scanner) else { return nil }
                view.width = value
            } else if name.matches("x") {
                guard seen.insertFirst(2), let value = number(&scanner) else { return nil }
                view.x = value
            } else if name.matches("marginBottom") {
                guard seen.insertFirst(3), let value = number(&scanner) else { return nil }
                view.marginBottom = value
            } else if name.matches("subviews") {
                guard seen.insertFirst(4), let subviews = subviews(&scanner) else { return nil }
                view.subviews = subviews
            } else {
                return nil
            }
        }
        guard object.isClosed, let height else { return nil }
        view.height = height
        return view
    }

    /// `subviews`: the custom view's subviews in order.
    private static func subviews(_ scanner: inout JSONScanner) -> [CustomSubview]? {
        guard var array = scanner.beginArray() else { return nil }
        var subviews: [CustomSubview] = []
        while scanner.hasNextElement(in: &array) {
            guard let subview = subview(&scanner) else { return nil }
            subviews.append(subview)
        }
        return array.isClosed ? subviews : nil
    }

    /// One element of `subviews`: `id` and `frame`, both required.
    private static func subview(_ scanner: inout JSONScanner) -> CustomSubview? {
        var id: String?
        var frame: Rect?
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        while let name = scanner.nextMemberName(in: &object) {
            if name.matches("id") {
                guard seen.insertFirst(0), let value = scanner.readString() else { return nil }
                id = value
            } else if name.matches("frame") {
                guard seen.insertFirst(1), let value = rect(&scanner) else { return nil }
                frame = value
            } else {
                return nil
            }
        }
        guard object.isClosed, let id, let frame else { return nil }
        return CustomSubview(id: id, frame: frame)
    }

    /// A rectangle: `width` and `height` (required), `x` and `y` (0 when absent).
    static func rect(_ scanner: inout JSONScanner) -> Rect? {
        var rect = Rect(x: 0, y: 0, width: 0, height: 0)
        var seen = SeenMembers()
        guard var object = scanner.beginObject() else { return nil }
        while let name = scanner.nextMemberName(in: &object) {
            if name.matches("x") {
                guard seen.insertFirst(0), let value = number(&scanner) else { return nil }
                rect.x = value
            } else if name.matches("y") {
                guard seen.insertFirst(1), let value = number(&scanner) else { return nil }
                rect.y = value
            } else if name.matches("width") {
                guard seen.insertFirst(2), let value = number(&scanner) else { return nil }
                rect.width = value
            } else if name.matches("height") {
                guard seen.insertFirst(3), let value = number(&scanner) else { return nil }
                rect.height = value
            } else {
                return nil
            }
        }
        // Both sizes are required.
        guard object.isClosed, seen.contains(2), seen.contains(3) else { return nil }
        return rect
    }
}
