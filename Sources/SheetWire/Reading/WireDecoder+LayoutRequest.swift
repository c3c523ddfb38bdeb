import LayoutCore
import StrictJSON

extension WireDecoder {
    /// The members of a `/layout` request body.
    static let layoutRequestKeys = LayoutRequestMember.names

    /// A `LayoutRequest` from the root object of a request body, or `nil` with issues recorded.
    mutating func layoutRequest(from root: JSONObject) -> LayoutRequest? {
        let screen = screenDescription(
            root.value(of: LayoutRequestMember.screen),
            at: JSONPointer.root.appending(LayoutRequestMember.screen.rawValue))
        let traits = self.traits(
            root.value(of: LayoutRequestMember.traits),
            at: JSONPointer.root.appending(LayoutRequestMember.traits.rawValue))
        let profile = string(root, LayoutRequestMember.profile, at: JSONPointer.root)
        let sheet = sheetDescription(
            root.value(of: LayoutRequestMember.sheet),
            at: JSONPointer.root.appending(LayoutRequestMember.sheet.rawValue))
        guard let screen, let sheet else { return nil }
        return LayoutRequest(screen: screen, traits: traits, profileName: profile, sheet: sheet)
    }

    mutating func screenDescription(
        _ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer
    ) -> ScreenDescription? {
        guard
            let object = requiredObject(
                value, at: pointer(), allowed: ScreenMember.names)
        else { return nil }
        let width = requiredNumber(object, ScreenMember.width, at: pointer())
        let height = number(object, ScreenMember.height, at: pointer())
        let scale = number(object, ScreenMember.scale, at: pointer())
        let insets = edgeInsets(
            object.value(of: ScreenMember.safeAreaInsets),
            at: pointer().appending(ScreenMember.safeAreaInsets.rawValue))
        let displayCornerRadius = number(object, ScreenMember.displayCornerRadius, at: pointer())
        guard let width else { return nil }
        return ScreenDescription(
            width: width, height: height, scale: scale, safeAreaInsets: insets,
            displayCornerRadius: displayCornerRadius)
    }

    /// `safeAreaInsets`: each edge 0 when absent.
    private mutating func edgeInsets(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> EdgeInsets? {
        guard let object = object(value, at: pointer(), allowed: EdgeInsetsMember.names) else { return nil }
        return EdgeInsets(
            top: number(object, EdgeInsetsMember.top, at: pointer()) ?? 0,
            left: number(object, EdgeInsetsMember.left, at: pointer()) ?? 0,
            bottom: number(object, EdgeInsetsMember.bottom, at: pointer()) ?? 0,
            right: number(object, EdgeInsetsMember.right, at: pointer()) ?? 0)
    }

    mutating func traits(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> Traits {
        var traits = Traits()
        guard
            let object = object(
                value, at: pointer(),
                allowed: TraitsMember.names)
        else { return traits }
        if let idiom = choice(object, TraitsMember.idiom, at: pointer(), as: Idiom.self) { traits.idiom = idiom }
        if let category = choice(object, TraitsMember.contentSizeCategory, at: pointer(), as: ContentSizeCategory.self)
        {
            traits.contentSizeCategory = category
        }
        if let style = choice(object, TraitsMember.userInterfaceStyle, at: pointer(), as: UserInterfaceStyle.self) {
            traits.userInterfaceStyle = style
        }
        traits.horizontalSizeClass = choice(object, TraitsMember.horizontalSizeClass, at: pointer(), as: SizeClass.self)
        if let direction = choice(object, TraitsMember.layoutDirection, at: pointer(), as: LayoutDirection.self) {
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
                allowed: SheetMember.names)
        else { return nil }
        var sheet = SheetDescription(
            title: string(object, SheetMember.title, at: pointer()),
            message: string(object, SheetMember.message, at: pointer()))
        let actions = array(object, SheetMember.actions, at: pointer()) ?? []
        sheet.actions.reserveCapacity(actions.count)
        for (index, element) in actions.enumerated() {
            func actionPointer() -> JSONPointer { pointer().appending(SheetMember.actions.rawValue).appending(index) }
            guard let action = objectElement(element, at: actionPointer(), allowed: ActionMember.names),
                let title = string(action, ActionMember.title, at: actionPointer(), isRequired: true)
            else { continue }
            let style = choice(action, ActionMember.style, at: actionPointer(), as: ActionStyle.self) ?? .default
            sheet.actions.append(SheetAction(title: title, style: style))
        }
        sheet.customView = customView(
            object.value(of: SheetMember.customView), at: pointer().appending(SheetMember.customView.rawValue))
        if let source = object.value(of: SheetMember.sourceRect), !source.isNull {
            // A source rectangle that is given but invalid has its own issues; the empty stand-in keeps validation
            // from adding "required on iPad" to them (the request is refused either way).
            sheet.sourceRect =
                rect(source, at: pointer().appending(SheetMember.sourceRect.rawValue))
                ?? Rect(x: 0, y: 0, width: 0, height: 0)
        }
        sheet.permittedArrowDirections = arrowDirections(object, at: pointer())
        readAlertMembers(object, at: pointer(), into: &sheet)
        return sheet
    }

    /// `permittedArrowDirections`: distinct names among `up`, `down`, `left`, `right`; absent means all four.
    private mutating func arrowDirections(
        _ object: JSONObject, at parent: @autoclosure () -> JSONPointer
    ) -> Set<PopoverArrowDirection>? {
        guard let list = array(object, SheetMember.permittedArrowDirections, at: parent()) else { return nil }
        let pointer = parent().appending(SheetMember.permittedArrowDirections.rawValue)
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
                value, at: pointer(), allowed: CustomViewMember.names)
        else { return nil }
        let height = requiredNumber(object, CustomViewMember.height, at: pointer())
        var view = CustomViewDescription(
            height: height ?? 0, width: number(object, CustomViewMember.width, at: pointer()),
            x: number(object, CustomViewMember.x, at: pointer()),
            marginBottom: number(object, CustomViewMember.marginBottom, at: pointer()),
            layout: choice(object, CustomViewMember.layout, at: pointer(), as: CustomViewLayout.self) ?? .frames)
        let subviews = array(object, CustomViewMember.subviews, at: pointer()) ?? []
        view.subviews.reserveCapacity(subviews.count)
        for (index, element) in subviews.enumerated() {
            func subviewPointer() -> JSONPointer {
                pointer().appending(CustomViewMember.subviews.rawValue).appending(index)
            }
            guard let subview = objectElement(element, at: subviewPointer(), allowed: SubviewMember.names) else {
                continue
            }
            let id = string(subview, SubviewMember.id, at: subviewPointer(), isRequired: true)
            let frame = rect(
                subview.value(of: SubviewMember.frame), at: subviewPointer().appending(SubviewMember.frame.rawValue))
            if let id, let frame { view.subviews.append(CustomSubview(id: id, frame: frame)) }
        }
        return height == nil ? nil : view
    }

    private mutating func rect(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> Rect? {
        guard let object = requiredObject(value, at: pointer(), allowed: RectMember.names) else {
            return nil
        }
        let x = number(object, RectMember.x, at: pointer()) ?? 0
        let y = number(object, RectMember.y, at: pointer()) ?? 0
        let width = requiredNumber(object, RectMember.width, at: pointer())
        let height = requiredNumber(object, RectMember.height, at: pointer())
        guard let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
