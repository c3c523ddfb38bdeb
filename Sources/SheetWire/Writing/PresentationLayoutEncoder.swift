import LayoutCore
import StrictJSON

/// Writes a `PresentationSheetLayout` as the `/layout` response body of a presentation sheet: `"kind":
/// "presentationSheet"`, members in a fixed order, lengths to 3 decimals and ratios (scales, fractions, alphas) to
/// 6, colours as `#RRGGBBAA`, so the same request always gives the same bytes.
package enum PresentationLayoutEncoder {
    /// The response body for `layout`.
    package static func encode(_ layout: PresentationSheetLayout) -> [UInt8] {
        var writer = JSONWriter(capacity: 8_192)
        writer.beginObject()
        writer.member("kind", "presentationSheet")
        writer.member("profile", layout.profileName)
        writer.key(literal: "assumptions")
        writer.beginArray()
        for assumption in layout.assumptions { writer.string(assumption) }
        writer.endArray()
        writer.key(literal: "screen")
        writeScreen(layout, into: &writer)
        writer.member("horizontalSizeClass", layout.horizontalSizeClass.rawValue)
        writer.member("verticalSizeClass", layout.verticalSizeClass.rawValue)
        writer.member("modalPresentationStyle", layout.modalPresentationStyle.rawValue)
        writer.member("mode", layout.mode.rawValue)
        writer.key(literal: "fullHeightFrame")
        rect(layout.fullHeightFrame, into: &writer)
        writer.key(literal: "maximumDetentValue")
        length(layout.maximumDetentValue, into: &writer)
        writer.member("selectedDetentIdentifier", layout.selectedDetentIdentifier)
        writer.key(literal: "largestUndimmedDetentIdentifier")
        if let undimmed = layout.largestUndimmedDetentIdentifier { writer.string(undimmed) } else { writer.null() }
        writer.key(literal: "detents")
        writer.beginArray()
        for detent in layout.detents {
            writer.beginObject()
            writer.member("identifier", detent.identifier)
            writer.member("kind", detent.kind.name)
            writer.key(literal: "value")
            length(detent.value, into: &writer)
            writer.key(literal: "isCapped")
            writer.bool(detent.isCapped)
            writer.key(literal: "state")
            writeState(detent.state, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key(literal: "inactiveDetents")
        writer.beginArray()
        for inactive in layout.inactiveDetents {
            writer.stringObject(["identifier": inactive.identifier, "reason": inactive.reason])
        }
        writer.endArray()
        writer.key(literal: "current")
        writeState(layout.current, into: &writer)
        writer.key(literal: "presentingSheet")
        if let beneath = layout.presentingSheet { writeState(beneath, into: &writer) } else { writer.null() }
        writer.key(literal: "release")
        if let release = layout.release { writeRelease(release, into: &writer) } else { writer.null() }
        writer.key(literal: "rules")
        writer.beginArray()
        for rule in layout.rules {
            writer.beginObject()
            writer.member("code", rule.code.rawValue)
            writer.member("message", rule.message)
            writer.key(literal: "pointer")
            if let pointer = rule.pointer { writer.string(pointer) } else { writer.null() }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }

    private static func writeScreen(_ layout: PresentationSheetLayout, into writer: inout JSONWriter) {
        let screen = layout.screen
        writer.beginObject()
        writer.key(literal: "width")
        length(screen.width, into: &writer)
        writer.key(literal: "height")
        length(screen.height, into: &writer)
        writer.key(literal: "scale")
        writer.number(screen.scale)
        writer.member("orientation", screen.isLandscape ? "landscape" : "portrait")
        writer.key(literal: "safeAreaInsets")
        insets(screen.safeAreaInsets, into: &writer)
        writer.key(literal: "displayCornerRadius")
        length(layout.displayCornerRadius, into: &writer)
        writer.endObject()
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

    private static func writeRelease(_ release: DragRelease, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "velocity")
        length(release.velocity, into: &writer)
        writer.key(literal: "effectiveVelocity")
        length(release.effectiveVelocity, into: &writer)
        writer.key(literal: "projectedOffset")
        length(release.projectedOffset, into: &writer)
        writer.member("nearestDetentIdentifier", release.nearestDetentIdentifier)
        writer.key(literal: "targetDetentIdentifier")
        if let target = release.targetDetentIdentifier { writer.string(target) } else { writer.null() }
        writer.key(literal: "dismisses")
        writer.bool(release.dismisses)
        writer.key(literal: "isFlick")
        writer.bool(release.isFlick)
        writer.key(literal: "dampingRatio")
        ratio(release.dampingRatio, into: &writer)
        writer.key(literal: "response")
        ratio(release.response, into: &writer)
        writer.endObject()
    }

    private static func rect(_ rect: Rect, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "x")
        length(rect.x, into: &writer)
        writer.key(literal: "y")
        length(rect.y, into: &writer)
        writer.key(literal: "width")
        length(rect.width, into: &writer)
        writer.key(literal: "height")
        length(rect.height, into: &writer)
        writer.endObject()
    }

    private static func insets(_ insets: EdgeInsets, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "top")
        length(insets.top, into: &writer)
        writer.key(literal: "left")
        length(insets.left, into: &writer)
        writer.key(literal: "bottom")
        length(insets.bottom, into: &writer)
        writer.key(literal: "right")
        length(insets.right, into: &writer)
        writer.endObject()
    }

    private static func radii(_ radii: CornerRadii, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "top")
        length(radii.top, into: &writer)
        writer.key(literal: "bottom")
        length(radii.bottom, into: &writer)
        writer.endObject()
    }

    private static func transform(_ transform: ScaleTransform, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "scale")
        ratio(transform.scale, into: &writer)
        writer.key(literal: "translationX")
        length(transform.translationX, into: &writer)
        writer.key(literal: "translationY")
        length(transform.translationY, into: &writer)
        writer.endObject()
    }

    /// A length in points, to the thousandth (as every layout's geometry).
    private static func length(_ value: Double, into writer: inout JSONWriter) {
        writer.number(rounded(value, places: 1_000))
    }

    /// A scale, fraction or alpha, to the millionth.
    private static func ratio(_ value: Double, into writer: inout JSONWriter) {
        writer.number(rounded(value, places: 1_000_000))
    }

    private static func rounded(_ value: Double, places: Double) -> Double {
        let result = (value * places).rounded() / places
        return result == 0 ? 0 : result
    }
}
