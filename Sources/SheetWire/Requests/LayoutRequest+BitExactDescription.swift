import LayoutCore

extension LayoutRequest {
    /// Every field of the request as text, with numbers as their bit patterns and strings as their UTF-8 bytes,
    /// so that two requests are described alike only when they are the same to the last bit.
    ///
    /// `==` on `LayoutRequest` lets `0` equal `-0` and compares strings by canonical equivalence; comparing
    /// two ways of decoding a body (``LayoutRequestDecoding``) needs the stricter sameness this gives.
    ///
    /// ```swift
    /// direct.bitExactDescription == generic.bitExactDescription
    /// ```
    public var bitExactDescription: String {
        func number(_ value: Double?) -> String { value.map { String($0.bitPattern, radix: 16) } ?? "nil" }
        func text(_ value: String?) -> String { value.map { "\(Array($0.utf8))" } ?? "nil" }
        func rect(_ value: Rect?) -> String {
            value.map { "[\(number($0.x)) \(number($0.y)) \(number($0.width)) \(number($0.height))]" } ?? "nil"
        }
        let insets = screen.safeAreaInsets
        var parts = [
            "screen", number(screen.width), number(screen.height), number(screen.scale),
            insets.map { "[\(number($0.top)) \(number($0.left)) \(number($0.bottom)) \(number($0.right))]" } ?? "nil",
            "traits", traits.idiom.rawValue, traits.contentSizeCategory.rawValue, traits.userInterfaceStyle.rawValue,
            traits.horizontalSizeClass?.rawValue ?? "nil", traits.layoutDirection.rawValue,
            "profile", text(profileName), "sheet", text(sheet.title), text(sheet.message),
        ]
        parts += sheet.actions.map { "action \(text($0.title)) \($0.style.rawValue)" }
        if let view = sheet.customView {
            parts += [
                "view", number(view.height), number(view.width), number(view.x), number(view.marginBottom),
                view.layout.rawValue,
            ]
            parts += view.subviews.map { "subview \(text($0.id)) \(rect($0.frame))" }
        }
        parts += ["source", rect(sheet.sourceRect)]
        parts += ["arrows", sheet.permittedArrowDirections.map { $0.map(\.rawValue).sorted().description } ?? "nil"]
        parts += ["style", sheet.preferredStyle.rawValue, "preferred", sheet.preferredAction.map(String.init) ?? "nil"]
        parts += sheet.textFields.map {
            "field \(text($0.placeholder)) \(text($0.text))\($0.isSecureTextEntry ? " secure" : "")"
        }
        return parts.joined(separator: " ")
    }
}
