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
            guard let found = CustomViewMember.table.member(named: name), seen.insertFirst(found.index) else {
                return nil
            }
            switch found.member {
            case .height:
                guard let value = number(&scanner) else { return nil }
                height = value
            case .width:
                guard let value = number(&scanner) else { return nil }
                view.width = value
            case .x:
                guard let value = number(&scanner) else { return nil }
                view.x = value
            case .marginBottom:
                guard let value = number(&scanner) else { return nil }
                view.marginBottom = value
            case .subviews:
                guard let subviews = subviews(&scanner) else { return nil }
                view.subviews = subviews
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
            guard let found = SubviewMember.table.member(named: name), seen.insertFirst(found.index) else { return nil }
            switch found.member {
            case .id:
                guard let value = scanner.readString() else { return nil }
                id = value
            case .frame:
                guard let value = rect(&scanner) else { return nil }
                frame = value
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
            guard let found = RectMember.table.member(named: name), seen.insertFirst(found.index) else { return nil }
            switch found.member {
            case .x:
                guard let value = number(&scanner) else { return nil }
                rect.x = value
            case .y:
                guard let value = number(&scanner) else { return nil }
                rect.y = value
            case .width:
                guard let value = number(&scanner) else { return nil }
                rect.width = value
            case .height:
                guard let value = number(&scanner) else { return nil }
                rect.height = value
            }
        }
        // Both sizes are required.
        guard object.isClosed, seen.contains(RectMember.width.index), seen.contains(RectMember.height.index) else {
            return nil
        }
        return rect
    }
}
