import LayoutCore
import StrictJSON

/// `GET /` and `GET /playground`: a self-contained page (inline style and script, no external resource) where a
/// person edits a sheet and sees it drawn by `POST /preview`, with its present and dismiss transitions playing.
///
/// The form edits the `/layout` request (screen, traits, profile, title, message, actions, custom view), which
/// the page also shows as JSON (editable, and kept in the address's fragment so a link reproduces the sheet).
/// Each change, after a short pause, asks for the still SVG, three animated SVGs (present, dismiss with the seed's
/// fade, dismiss without it, with UIKit's slide unless the Slide menu asks for sheetd's `clearCustomView`; the
/// slide is the animations' choice and stays out of the request) and the layout's warnings. The device list, the text sizes and the profiles come
/// from LayoutCore, so the page offers exactly what the service knows. `body[data-state]` (`loading`, `ready`,
/// `error`) and `body[data-renders]` (updates shown) let a browser test wait for an update.
///
/// The page is written as three files in `Playground/` (`playground.html`, `.css`, `.js`), compiled in when the
/// package is built. The HTML links the other two so that it opens as it is; the policy forbids such loads, so the
/// service inlines them once, when the page is first asked for.
package enum PlaygroundPage {
    /// The page's HTML.
    package static let html: String = render()

    /// The `Content-Security-Policy` of the page: nothing but itself, its inline code and the images it makes.
    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' blob: data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// `playground.html` as written.
    static let markup = String(decoding: PackageResources.playground_html, as: UTF8.self)
    /// `playground.css` as written.
    static let styleSheet = String(decoding: PackageResources.playground_css, as: UTF8.self)
    /// `playground.js` as written, with its placeholders.
    static let script = String(decoding: PackageResources.playground_js, as: UTF8.self)

    /// The link to the style sheet in `playground.html`, which the page replaces with a `<style>` element.
    static let styleSheetLink = #"<link rel="stylesheet" href="playground.css">"#
    /// The `<script>` element loading `playground.js`, which the page replaces with the script inline.
    static let scriptElement = #"<script src="playground.js"></script>"#

    /// `playground.html` with the style sheet and the script inline, the script's placeholders (empty arrays, so
    /// that the file stays valid JavaScript) filled with what LayoutCore knows.
    private static func render() -> String {
        let script = Self.script
            .replacing("/*DEVICES*/[]", with: devicesJSON())
            .replacing("/*CATEGORIES*/[]", with: jsonArray(ContentSizeCategory.allCases.map(\.rawValue)))
            .replacing("/*PROFILES*/[]", with: jsonArray(MetricsProfile.all.map(\.name)))
            .replacing("/*DEFAULT_PROFILE*/''", with: "'\(MetricsProfile.defaultName)'")
        return
            markup
            .replacing(styleSheetLink, with: "<style>\n\(styleSheet)</style>")
            .replacing(scriptElement, with: "<script>\n\(script)</script>")
    }

    /// `[{name, width, height, scale, portrait: insets, landscape: insets}, …]` from `DeviceCatalog`.
    private static func devicesJSON() -> String {
        var writer = JSONWriter(capacity: 2_048)
        writer.beginArray()
        for device in DeviceCatalog.screens {
            writer.beginObject()
            writer.key("name")
            writer.string("\(device.models) — \(SVGText.number(device.width)) × \(SVGText.number(device.height))")
            writeNumbers([("width", device.width), ("height", device.height), ("scale", device.scale)], into: &writer)
            for (key, insets) in [("portrait", device.portraitInsets), ("landscape", device.landscapeInsets)] {
                writer.key(key)
                writer.beginObject()
                writeNumbers(
                    [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)],
                    into: &writer)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
        return scriptSafe(writer.bytes)
    }

    /// Each `(key, number)` as an object member, in order.
    private static func writeNumbers(_ members: [(String, Double)], into writer: inout JSONWriter) {
        for (key, value) in members {
            writer.key(key)
            writer.number(value)
        }
    }

    private static func jsonArray(_ strings: [String]) -> String {
        var writer = JSONWriter(capacity: 512)
        writer.beginArray()
        for string in strings { writer.string(string) }
        writer.endArray()
        return scriptSafe(writer.bytes)
    }

    /// JSON text that cannot end the `<script>` element it is written into.
    private static func scriptSafe(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacing("</", with: "<\\/")
    }
}
