import LayoutCore
import StrictJSON

extension WireDecoder {
    /// The members of a `/layout` request body.
    static let layoutRequestKeys = ["screen", "traits", "profile", "sheet"]

    /// A `LayoutRequest` from the root object of a request body, or `nil` with issues recorded.
    mutating func layoutRequest(from root: JSONObject) -> LayoutRequest? {
        let screen = screenDescription(root.value(named: "screen"), at: JSONPointer.root.appending("screen"))
        let traits = self.traits(root.value(named: "traits"), at: JSONPointer.root.appending("traits"))
        let profile = string(root, "profile", at: JSONPointer.root)
        let sheet = sheetDescription(root.value(named: "sheet"), at: JSONPointer.root.appending("sheet"))
        guard let screen, let sheet else { return nil }
        return LayoutRequest(screen: screen, traits: traits, profileName: profile, sheet: sheet)
    }

    private mutating func screenDescription(
        _ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer
    ) -> ScreenDescription? {
        guard
            let object = requiredObject(
                value, at: pointer(), allowed: ["width", "height", "scale", "safeAreaInsets"])
        else { return nil }
        let width = requiredNumber(object, "width", at: pointer())
        let height = number(object, "height", at: pointer())
        let scale = number(object, "scale", at: pointer())
        var insets: EdgeInsets?
        if let insetsObject = self.object(
            object.value(named: "safeAreaInsets"), at: pointer().appending("safeAreaInsets"),
            allowed: ["top", "left", "bottom", "right"])
        {
            func insetsPointer() -> JSONPointer { pointer().appending("safeAreaInsets") }
            insets = EdgeInsets(
                top: number(insetsObject, "top", at: insetsPointer()) ?? 0,
                left: number(insetsObject, "left", at: insetsPointer()) ?? 0,
                bottom: number(insetsObject, "bottom", at: insetsPointer()) ?? 0,
                right: number(insetsObject, "right", at: insetsPointer()) ?? 0)
        }
        guard let width else { return nil }
        return ScreenDescription(width: width, height: height, scale: scale, safeAreaInsets: insets)
    }

    private mutating func traits(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> Traits {
        var traits = Traits()
        guard
            let object = object(
                value, at: pointer(),
                allowed: [
                    "idiom", "contentSizeCategory", "userInterfaceStyle", "horizontalSizeClass", "layoutDirection",
                ])
        else { return traits }
        if let idiom = choice(object, "idiom", at: pointer(), as: Idiom.self) { traits.idiom = idiom }
        if let category = choice(object, "contentSizeCategory", at: pointer(), as: ContentSizeCategory.self) {
            traits.contentSizeCategory = category
        }
        if let style = choice(object, "userInterfaceStyle", at: pointer(), as: UserInterfaceStyle.self) {
            traits.userInterfaceStyle = style
        }
        traits.horizontalSizeClass = choice(object, "horizontalSizeClass", at: pointer(), as: SizeClass.self)
        if let direction = choice(object, "layoutDirection", at: pointer(), as: LayoutDirection.self) {
            traits.layoutDirection = direction
        }
        return traits
    }

    private mutating func sheetDescription(
        _ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer
    ) -> SheetDescription? {
        guard
            let object = requiredObject(
                value, at: pointer(),
                allowed: ["title", "message", "actions", "customView", "sourceRect", "permittedArrowDirections"])
        else { return nil }
        var sheet = SheetDescription(
            title: string(object, "title", at: pointer()), message: string(object, "message", at: pointer()))
        let actions = array(object, "actions", at: pointer()) ?? []
        sheet.actions.reserveCapacity(actions.count)
        for (index, element) in actions.enumerated() {
            func actionPointer() -> JSONPointer { pointer().appending("actions").appending(index) }
            guard let action = self.object(element, at: actionPointer(), allowed: ["title", "style"]) else {
                if element.isNull { fail(actionPointer(), "must be an object, got null") }
                continue
            }
            guard let title = string(action, "title", at: actionPointer()) else {
                if action.value(named: "title") == nil || action.value(named: "title")?.isNull == true {
                    fail(actionPointer().appending("title"), "is required")
                }
                continue
            }
            let style = choice(action, "style", at: actionPointer(), as: ActionStyle.self) ?? .default
            sheet.actions.append(SheetAction(title: title, style: style))
        }
        sheet.customView = customView(object.value(named: "customView"), at: pointer().appending("customView"))
        if let source = object.value(named: "sourceRect"), !source.isNull {
            // A source rectangle that is given but invalid has its own issues; the empty stand-in keeps validation
            // from adding "required on iPad" to them (the request is refused either way).
            sheet.sourceRect =
                rect(source, at: pointer().appending("sourceRect")) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
        sheet.permittedArrowDirections = arrowDirections(object, at: pointer())
        return sheet
    }

    /// `permittedArrowDirections`: distinct names among `up`, `down`, `left`, `right`; absent means all four.
    private mutating func arrowDirections(
        _ object: JSONObject, at parent: @autoclosure () -> JSONPointer
    ) -> Set<PopoverArrowDirection>? {
        guard let list = array(object, "permittedArrowDirections", at: parent()) else { return nil }
        let pointer = parent().appending("permittedArrowDirections")
        var directions = Set<PopoverArrowDirection>()
        for (index, element) in list.enumerated() {
            guard case .string(let name) = element, let direction = PopoverArrowDirection(rawValue: name) else {
                let allowed = PopoverArrowDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                let got = element.stringValue.map { "\"\($0)\"" } ?? Self.describe(element)
                fail(pointer.appending(index), "must be one of \(allowed), got \(got)")
                continue
            }
            if directions.contains(direction) {
                fail(pointer.appending(index), "repeats \"\(name)\"")
            }
            directions.insert(direction)
        }
        return directions
    }

    private mutating func customView(
        _ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer
    ) -> CustomViewDescription? {
        guard
            let object = object(
                value, at: pointer(), allowed: ["height", "width", "x", "marginBottom", "subviews"])
        else { return nil }
        let height = requiredNumber(object, "height", at: pointer())
        var view = CustomViewDescription(
            height: height ?? 0, width: number(object, "width", at: pointer()), x: number(object, "x", at: pointer()),
            marginBottom: number(object, "marginBottom", at: pointer()))
        let subviews = array(object, "subviews", at: pointer()) ?? []
        view.subviews.reserveCapacity(subviews.count)
        for (index, element) in subviews.enumerated() {
            func subviewPointer() -> JSONPointer { pointer().appending("subviews").appending(index) }
            guard let subview = self.object(element, at: subviewPointer(), allowed: ["id", "frame"]) else {
                if element.isNull { fail(subviewPointer(), "must be an object, got null") }
                continue
            }
            let id = string(subview, "id", at: subviewPointer())
            if id == nil && (subview.value(named: "id") == nil || subview.value(named: "id")?.isNull == true) {
                fail(subviewPointer().appending("id"), "is required")
            }
            let frame = rect(subview.value(named: "frame"), at: subviewPointer().appending("frame"))
            if let id, let frame { view.subviews.append(CustomSubview(id: id, frame: frame)) }
        }
        return height == nil ? nil : view
    }

    private mutating func rect(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> Rect? {
        guard let object = requiredObject(value, at: pointer(), allowed: ["x", "y", "width", "height"]) else {
            return nil
        }
        let x = number(object, "x", at: pointer()) ?? 0
        let y = number(object, "y", at: pointer()) ?? 0
        let width = requiredNumber(object, "width", at: pointer())
        let height = requiredNumber(object, "height", at: pointer())
        guard let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
