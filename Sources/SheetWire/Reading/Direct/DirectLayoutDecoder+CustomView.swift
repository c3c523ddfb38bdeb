import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// `customView`: `height` (required), `width`, `x`, `marginBottom`, `subviews` and `layout`.
    static func customView(_ scanner: inout JSONScanner) -> CustomViewDescription? {
        var view = CustomViewDescription(height: 0)
        let seen = members(of: &scanner, as: CustomViewMember.self) { member, scanner in
            switch member {
            case .height: return read(number(&scanner), into: &view.height)
            case .width: return read(number(&scanner), into: &view.width)
            case .x: return read(number(&scanner), into: &view.x)
            case .marginBottom: return read(number(&scanner), into: &view.marginBottom)
            case .subviews: return read(subviews(&scanner), into: &view.subviews)
            case .layout: return read(choice(&scanner), into: &view.layout)
            }
        }
        return seen?.contains(CustomViewMember.height.index) == true ? view : nil
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
        var subview = CustomSubview(id: "", frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let seen = members(of: &scanner, as: SubviewMember.self) { member, scanner in
            switch member {
            case .id: return read(scanner.readString(), into: &subview.id)
            case .frame: return read(rect(&scanner), into: &subview.frame)
            }
        }
        guard let seen, seen.contains(SubviewMember.id.index), seen.contains(SubviewMember.frame.index) else {
            return nil
        }
        return subview
    }

    /// A rectangle: `width` and `height` (required), `x` and `y` (0 when absent).
    static func rect(_ scanner: inout JSONScanner) -> Rect? {
        var rect = Rect(x: 0, y: 0, width: 0, height: 0)
        let seen = members(of: &scanner, as: RectMember.self) { member, scanner in
            guard let value = number(&scanner) else { return false }
            switch member {
            case .x: rect.x = value
            case .y: rect.y = value
            case .width: rect.width = value
            case .height: rect.height = value
            }
            return true
        }
        guard let seen, seen.contains(RectMember.width.index), seen.contains(RectMember.height.index) else {
            return nil
        }
        return rect
    }
}
