import LayoutCore
import StrictJSON

/// Writes a `PresentationSheetLayout` as the `/layout` response body of a presentation sheet: `"kind":
/// "presentationSheet"`, members in a fixed order, lengths to 3 decimals and ratios (scales, fractions, alphas) to
/// 6, colours as `#RRGGBBAA`, so the same request always gives the same bytes.
package enum PresentationLayoutEncoder {
    /// The engine's fixed `assumptions` sentences, escaped once.
    static let fixedSentences = QuotedSentences(PresentationSheetLayoutEngine.fixedSentences)

    /// The response body for `layout`: groups of tokens written through a cursor (a state's own group between
    /// them), so that no key is escaped and no value checked for room one by one. Each group spells its own
    /// punctuation.
    package static func encode(_ layout: PresentationSheetLayout) -> [UInt8] {
        var writer = JSONWriter(capacity: 8_192)
        writer.withReservedRoom(maximum: headRoom(layout)) { cursor in writeHead(layout, into: &cursor) }
        // Where the detent whose state is also the current one had its state written: without a drag or a sheet
        // beneath, `current` is the selected detent's state, and its text is copied instead of written again.
        var currentText: Range<Int>? = nil
        for (index, detent) in layout.detents.enumerated() {
            let room =
                96 &+ 2 &* JSONCursor.maximumNumberLength &+ JSONCursor.maximumLength(of: detent.identifier)
                &+ JSONCursor.maximumLength(of: detent.kind.name)
            writer.withReservedRoom(maximum: room) { cursor in
                cursor.raw(index == 0 ? #"{"identifier":"# : #",{"identifier":"#)
                cursor.string(detent.identifier)
                cursor.raw(#","kind":"#)
                cursor.string(detent.kind.name)
                cursor.raw(#","value":"#)
                cursor.geometry(detent.value)
                cursor.raw(#","isCapped":"#)
                cursor.bool(detent.isCapped)
                cursor.raw(#","state":"#)
            }
            let stateStart = writer.writtenCount
            writeState(detent.state, into: &writer)
            if currentText == nil, detent.state == layout.current { currentText = stateStart..<writer.writtenCount }
            writer.withReservedRoom(maximum: 1) { $0.raw("}") }
        }
        var inactiveRoom = 64
        for inactive in layout.inactiveDetents {
            inactiveRoom &+=
                32 &+ JSONCursor.maximumLength(of: inactive.identifier)
                &+ JSONCursor.maximumLength(of: inactive.reason)
        }
        writer.withReservedRoom(maximum: inactiveRoom) { cursor in
            cursor.raw(#"],"inactiveDetents":["#)
            cursor.list(layout.inactiveDetents) { cursor, inactive in
                cursor.raw(#"{"identifier":"#)
                cursor.string(inactive.identifier)
                cursor.raw(#","reason":"#)
                cursor.string(inactive.reason)
                cursor.raw("}")
            }
            cursor.raw(#"],"current":"#)
        }
        if let currentText { writer.repeatWritten(currentText) } else { writeState(layout.current, into: &writer) }
        writer.withReservedRoom(maximum: 24) { cursor in
            cursor.raw(layout.presentingSheet == nil ? #","presentingSheet":null"# : #","presentingSheet":"#)
        }
        if let beneath = layout.presentingSheet { writeState(beneath, into: &writer) }
        writer.withReservedRoom(maximum: tailRoom(layout)) { cursor in writeTail(layout, into: &cursor) }
        return writer.bytes
    }

    /// The most bytes ``writeHead(_:into:)`` writes: its fixed text (under 600 bytes), 16 numbers and its strings.
    private static func headRoom(_ layout: PresentationSheetLayout) -> Int {
        var room =
            600 &+ 16 &* JSONCursor.maximumNumberLength &+ JSONCursor.maximumLength(of: layout.profileName)
            &+ JSONCursor.maximumLength(of: layout.horizontalSizeClass.rawValue)
            &+ JSONCursor.maximumLength(of: layout.verticalSizeClass.rawValue)
            &+ JSONCursor.maximumLength(of: layout.modalPresentationStyle.rawValue)
            &+ JSONCursor.maximumLength(of: layout.mode.rawValue)
            &+ JSONCursor.maximumLength(of: layout.selectedDetentIdentifier)
            &+ (layout.largestUndimmedDetentIdentifier.map(JSONCursor.maximumLength(of:)) ?? 4)
        for assumption in layout.assumptions { room &+= 1 &+ JSONCursor.maximumLength(of: assumption) }
        return room
    }

    /// From the opening brace to `"detents":[`.
    private static func writeHead(_ layout: PresentationSheetLayout, into cursor: inout JSONCursor) {
        cursor.raw(#"{"kind":"presentationSheet","profile":"#)
        cursor.string(layout.profileName)
        cursor.raw(#","assumptions":["#)
        cursor.list(layout.assumptions) { cursor, assumption in
            if let text = fixedSentences.text(of: assumption) { cursor.raw(text) } else { cursor.string(assumption) }
        }
        let screen = layout.screen
        cursor.raw(#"],"screen":{"width":"#)
        cursor.geometry(screen.width)
        cursor.raw(#","height":"#)
        cursor.geometry(screen.height)
        cursor.raw(#","scale":"#)
        cursor.number(screen.scale)
        cursor.raw(screen.isLandscape ? #","orientation":"landscape""# : #","orientation":"portrait""#)
        cursor.raw(#","safeAreaInsets":"#)
        insets(screen.safeAreaInsets, into: &cursor)
        cursor.raw(#","displayCornerRadius":"#)
        cursor.geometry(layout.displayCornerRadius)
        cursor.raw(#"},"horizontalSizeClass":"#)
        cursor.string(layout.horizontalSizeClass.rawValue)
        cursor.raw(#","verticalSizeClass":"#)
        cursor.string(layout.verticalSizeClass.rawValue)
        cursor.raw(#","modalPresentationStyle":"#)
        cursor.string(layout.modalPresentationStyle.rawValue)
        cursor.raw(#","mode":"#)
        cursor.string(layout.mode.rawValue)
        cursor.raw(#","fullHeightFrame":"#)
        cursor.rect(layout.fullHeightFrame)
        cursor.raw(#","maximumDetentValue":"#)
        cursor.geometry(layout.maximumDetentValue)
        cursor.raw(#","selectedDetentIdentifier":"#)
        cursor.string(layout.selectedDetentIdentifier)
        cursor.raw(#","largestUndimmedDetentIdentifier":"#)
        if let undimmed = layout.largestUndimmedDetentIdentifier { cursor.string(undimmed) } else { cursor.raw("null") }
        cursor.raw(#","detents":["#)
    }

    /// The most bytes ``writeTail(_:into:)`` writes: the release (under 300 bytes of text, 5 numbers and two
    /// identifiers) and each rule's text.
    private static func tailRoom(_ layout: PresentationSheetLayout) -> Int {
        var room = 64
        if let release = layout.release {
            room &+=
                300 &+ 5 &* JSONCursor.maximumNumberLength
                &+ JSONCursor.maximumLength(of: release.nearestDetentIdentifier)
                &+ (release.targetDetentIdentifier.map(JSONCursor.maximumLength(of:)) ?? 4)
        }
        for rule in layout.rules {
            room &+=
                48 &+ JSONCursor.maximumLength(of: rule.code.rawValue)
                &+ JSONCursor.maximumLength(of: rule.message) &+ (rule.pointer.map(JSONCursor.maximumLength(of:)) ?? 4)
        }
        return room
    }

    /// From `,"release":` to the closing brace.
    private static func writeTail(_ layout: PresentationSheetLayout, into cursor: inout JSONCursor) {
        cursor.raw(#","release":"#)
        if let release = layout.release {
            cursor.raw(#"{"velocity":"#)
            cursor.geometry(release.velocity)
            cursor.raw(#","effectiveVelocity":"#)
            cursor.geometry(release.effectiveVelocity)
            cursor.raw(#","projectedOffset":"#)
            cursor.geometry(release.projectedOffset)
            cursor.raw(#","nearestDetentIdentifier":"#)
            cursor.string(release.nearestDetentIdentifier)
            cursor.raw(#","targetDetentIdentifier":"#)
            if let target = release.targetDetentIdentifier { cursor.string(target) } else { cursor.raw("null") }
            cursor.raw(#","dismisses":"#)
            cursor.bool(release.dismisses)
            cursor.raw(#","isFlick":"#)
            cursor.bool(release.isFlick)
            cursor.raw(#","dampingRatio":"#)
            ratio(release.dampingRatio, into: &cursor)
            cursor.raw(#","response":"#)
            ratio(release.response, into: &cursor)
            cursor.raw("}")
        } else {
            cursor.raw("null")
        }
        cursor.raw(#","rules":["#)
        cursor.list(layout.rules) { cursor, rule in
            cursor.raw(#"{"code":"#)
            cursor.string(rule.code.rawValue)
            cursor.raw(#","message":"#)
            cursor.string(rule.message)
            cursor.raw(#","pointer":"#)
            if let pointer = rule.pointer { cursor.string(pointer) } else { cursor.raw("null") }
            cursor.raw("}")
        }
        cursor.raw("]}")
    }

    /// Room for one state's group: its fixed text (under 1,500 bytes), 64 numbers, three colours, the background's
    /// name and the detent's identifier.
    private static func stateRoom(_ state: SheetState) -> Int {
        1_500 &+ 64 &* JSONCursor.maximumNumberLength &+ 3 &* JSONCursor.colorLength &+ 16
            &+ (state.detentIdentifier.map(JSONCursor.maximumLength(of:)) ?? 4)
    }

    /// One sheet state, written as one group through a cursor: a state has a fixed shape, so its keys are literal
    /// text and its numbers need no capacity check each.
    private static func writeState(_ state: SheetState, into writer: inout JSONWriter) {
        writer.withReservedRoom(maximum: stateRoom(state)) { cursor in
            cursor.raw(#"{"detentIdentifier":"#)
            if let identifier = state.detentIdentifier { cursor.string(identifier) } else { cursor.raw("null") }
            cursor.raw(#","offset":"#)
            cursor.geometry(state.offset)
            cursor.raw(#","frame":"#)
            cursor.rect(state.frame)
            cursor.raw(#","transform":"#)
            transform(state.transform, into: &cursor)
            cursor.raw(#","visibleFrame":"#)
            cursor.rect(state.visibleFrame)
            cursor.raw(#","cornerRadii":"#)
            radii(state.cornerRadii, into: &cursor)
            cursor.raw(#","visibleCornerRadii":"#)
            radii(state.visibleCornerRadii, into: &cursor)
            cursor.raw(state.background == .glass ? #","background":"glass""# : #","background":"opaque""#)
            cursor.raw(#","backgroundColor":"#)
            cursor.color(state.backgroundColor)
            cursor.raw(#","grabber":"#)
            if let grabber = state.grabber {
                cursor.raw(#"{"frame":"#)
                cursor.rect(grabber.frameInSheet)
                cursor.raw(#","visibleFrame":"#)
                cursor.rect(grabber.visibleFrame)
                cursor.raw(#","touchFrame":"#)
                cursor.rect(grabber.touchFrame)
                cursor.raw(#","alpha":"#)
                ratio(grabber.alpha, into: &cursor)
                cursor.raw(#","color":"#)
                cursor.color(grabber.color)
                cursor.raw("}")
            } else {
                cursor.raw("null")
            }
            cursor.raw(#","dimming":{"fraction":"#)
            ratio(state.dimmingFraction, into: &cursor)
            cursor.raw(#","alpha":"#)
            ratio(state.dimmingAlpha, into: &cursor)
            cursor.raw(#","color":"#)
            cursor.color(state.dimmingColor)
            cursor.raw(#"},"shadow":{"opacity":"#)
            ratio(state.shadowOpacity, into: &cursor)
            cursor.raw(#","radius":"#)
            cursor.geometry(state.shadowRadius)
            cursor.raw(#"},"safeAreaInsets":"#)
            insets(state.safeAreaInsets, into: &cursor)
            cursor.raw(#","contentFrame":"#)
            cursor.rect(state.contentFrame)
            cursor.raw(#","percentPresented":"#)
            ratio(state.percentPresented, into: &cursor)
            cursor.raw(#","percentFullHeight":"#)
            ratio(state.percentFullHeight, into: &cursor)
            let presenter = state.presentingView
            cursor.raw(#","presentingView":{"frame":"#)
            cursor.rect(presenter.frame)
            cursor.raw(#","transform":"#)
            transform(presenter.transform, into: &cursor)
            cursor.raw(#","visibleFrame":"#)
            cursor.rect(presenter.visibleFrame)
            cursor.raw(#","cornerRadius":"#)
            cursor.geometry(presenter.cornerRadius)
            cursor.raw(#","depthProgress":"#)
            ratio(presenter.depthProgress, into: &cursor)
            cursor.raw("}}")
        }
    }

    private static func transform(_ transform: ScaleTransform, into cursor: inout JSONCursor) {
        cursor.raw(#"{"scale":"#)
        ratio(transform.scale, into: &cursor)
        cursor.raw(#","translationX":"#)
        cursor.geometry(transform.translationX)
        cursor.raw(#","translationY":"#)
        cursor.geometry(transform.translationY)
        cursor.raw("}")
    }

    private static func radii(_ radii: CornerRadii, into cursor: inout JSONCursor) {
        cursor.raw(#"{"top":"#)
        cursor.geometry(radii.top)
        cursor.raw(#","bottom":"#)
        cursor.geometry(radii.bottom)
        cursor.raw("}")
    }

    private static func insets(_ insets: EdgeInsets, into cursor: inout JSONCursor) {
        cursor.raw(#"{"top":"#)
        cursor.geometry(insets.top)
        cursor.raw(#","left":"#)
        cursor.geometry(insets.left)
        cursor.raw(#","bottom":"#)
        cursor.geometry(insets.bottom)
        cursor.raw(#","right":"#)
        cursor.geometry(insets.right)
        cursor.raw("}")
    }

    /// A scale, fraction or alpha, to the millionth, through a cursor.
    private static func ratio(_ value: Double, into cursor: inout JSONCursor) {
        cursor.number(rounded(value, places: 1_000_000))
    }

    /// A value rounded to `1 / places`, `-0` written as 0.
    private static func rounded(_ value: Double, places: Double) -> Double {
        let result = (value * places).rounded() / places
        return result == 0 ? 0 : result
    }
}
