import StrictJSON

/// The golden cases measured with the default fonts through HarfBuzz and ICU (Inter, Noto Sans CJK JP and the
/// Noto fallbacks): Latin, Japanese, mixed scripts, right-to-left scripts, emoji, every Dynamic Type size,
/// shrunk and truncated action titles and long titles, each also mirrored right to left. The fixed-metrics set
/// (``GoldenCases``) pins the geometry; this one pins shaping, fonts and line breaking, so a change in any of
/// them shows as a reviewed diff.
package enum RealMeasurerGoldenCases {
    static let phone = GoldenCases.screen(GoldenCases.devices[2], landscape: false)
    static let phoneLandscape = GoldenCases.screen(GoldenCases.devices[2], landscape: true)
    static let narrowPhone = GoldenCases.screen(GoldenCases.devices[0], landscape: false)

    static func action(_ title: String, _ style: String = "default") -> JSONValue {
        ["title": .string(title), "style": .string(style)]
    }

    static let latinMessage =
        "This photo will be deleted from iCloud Photos on all your devices, including shared albums that "
        + "other people have saved. You can recover it from Recently Deleted for 30 days."
    static let japaneseMessage =
        "この写真はすべてのデバイスのiCloud写真から削除されます。「最近削除した項目」から30日以内であれば"
        + "復元できます。ちょっと待ってください、ユーザーの皆さん。"
    static let latinSheet = GoldenCases.sheet(
        title: "Delete Photo?", message: latinMessage,
        actions: [action("Delete Photo", "destructive"), action("Share…"), action("Cancel", "cancel")], customView: nil)

    static func add(_ name: String, _ request: JSONValue, to cases: inout [GoldenCase]) {
        cases.append(GoldenCase(name: name, request: request))
    }

    /// Every case, then each left-to-right one mirrored (`-rtl`).
    package static let all: [GoldenCase] = {
        var cases: [GoldenCase] = []
        func add(_ name: String, _ screen: JSONValue = phone, sheet: JSONValue, traits: JSONValue? = nil) {
            Self.add(name, GoldenCases.request(screen, sheet: sheet, traits: traits), to: &cases)
        }
        add("latin", sheet: latinSheet)
        add("latin-narrow", narrowPhone, sheet: latinSheet)
        add("latin-landscape", phoneLandscape, sheet: latinSheet)
        add("japanese-seed", sheet: GoldenCases.sheet())
        add(
            "long-action-title-shrinks-below-linear-guess",
            sheet: GoldenCases.sheet(
                actions: [action("Keep in Album but Hide From Library and Memories"), action("Cancel", "cancel")],
                customView: nil))
        add(
            "japanese-long-message",
            sheet: GoldenCases.sheet(
                title: "写真を削除しますか？", message: japaneseMessage,
                actions: [action("写真を削除", "destructive"), action("キャンセル", "cancel")], customView: nil))
        add(
            "mixed-scripts",
            sheet: GoldenCases.sheet(
                title: "iCloud写真を同期中", message: "iPhoneとiPadの写真（3,024枚）を同期しています。Wi-Fiに接続したままにしてください。",
                actions: [action("Stop Sync / 同期を停止", "destructive"), action("OK")], customView: nil))
        add(
            "arabic",
            sheet: GoldenCases.sheet(
                title: "حذف الصورة؟", message: "سيتم حذف هذه الصورة من جميع أجهزتك. لا يمكن التراجع عن هذا الإجراء.",
                actions: [action("حذف الصورة", "destructive"), action("إلغاء", "cancel")], customView: nil),
            traits: ["layoutDirection": "rtl"])
        add(
            "hebrew",
            sheet: GoldenCases.sheet(
                title: "למחוק את התמונה?", message: "התמונה תימחק מכל המכשירים שלך. לא ניתן לבטל פעולה זו.",
                actions: [action("מחק תמונה", "destructive"), action("ביטול", "cancel")], customView: nil),
            traits: ["layoutDirection": "rtl"])
        add(
            "emoji-and-symbols",
            sheet: GoldenCases.sheet(
                title: "🎉 Party time 👍🏽", message: "Share 👨‍👩‍👧‍👦 photos → Family ★ 50% off ✓",
                actions: [action("Send 🚀"), action("Cancel", "cancel")], customView: nil))
        for category in GoldenCases.categories {
            add("category-\(category)", sheet: latinSheet, traits: ["contentSizeCategory": .string(category)])
        }
        add(
            "japanese-category-accessibilityExtraExtraExtraLarge",
            sheet: GoldenCases.sheet(
                title: "写真を削除しますか？", message: japaneseMessage,
                actions: [action("写真を削除", "destructive"), action("キャンセル", "cancel")], customView: nil),
            traits: ["contentSizeCategory": "accessibilityExtraExtraExtraLarge"])
        add(
            "action-title-shrinks",
            sheet: GoldenCases.sheet(
                actions: [action("Share with everyone in this conversation"), action("Cancel", "cancel")],
                customView: nil))
        add(
            "action-title-truncates",
            sheet: GoldenCases.sheet(
                actions: [
                    action(
                        String(repeating: "Remove from all devices and every shared album ", count: 3), "destructive"),
                    action("Cancel", "cancel"),
                ], customView: nil))
        add(
            "japanese-action-title-truncates",
            sheet: GoldenCases.sheet(
                actions: [
                    action(String(repeating: "すべてのデバイスと共有アルバムから削除", count: 3), "destructive"),
                    action("キャンセル", "cancel"),
                ], customView: nil))
        add(
            "long-title",
            sheet: GoldenCases.sheet(
                title: "Are you sure you want to permanently delete these 12 photos and 3 videos from every device?",
                message: "This cannot be undone.",
                actions: [action("Delete 15 Items", "destructive"), action("Cancel", "cancel")],
                customView: nil))
        add(
            "long-title-only",
            sheet: GoldenCases.sheet(
                title: String(repeating: "A title long enough to wrap over several lines of the sheet. ", count: 4),
                message: nil, actions: GoldenCases.actions(2), customView: nil))
        add(
            "long-message-scrolls",
            sheet: GoldenCases.sheet(
                title: "Delete everything?", message: String(repeating: latinMessage + " ", count: 12),
                actions: GoldenCases.actions(5), customView: nil))
        add("seed-custom-view", sheet: GoldenCases.sheet(title: "Delete Photo?", message: latinMessage))
        // Alerts: the legacy and the glass one, long Latin text, Japanese, text fields, an accessibility size.
        for profile in ["ios17", "ios26"] {
            Self.add(
                "alert-\(profile)-latin",
                GoldenCases.request(
                    phone, sheet: GoldenCases.alertSheet(title: "Delete Photo?", message: latinMessage),
                    profile: profile),
                to: &cases)
            Self.add(
                "alert-\(profile)-japanese-text-fields",
                GoldenCases.request(
                    phone,
                    sheet: GoldenCases.alertSheet(
                        title: "サインイン", message: "名前とパスワードを入力してください。",
                        actions: [action("キャンセル", "cancel"), action("サインイン")],
                        textFields: [["placeholder": "名前"], ["placeholder": "パスワード"]], preferredAction: 1),
                    profile: profile),
                to: &cases)
            Self.add(
                "alert-\(profile)-accessibilityLarge",
                GoldenCases.request(
                    narrowPhone, sheet: GoldenCases.alertSheet(title: "Delete Photo?", message: latinMessage),
                    traits: ["contentSizeCategory": "accessibilityLarge"], profile: profile),
                to: &cases)
        }
        // The right-to-left scripts are laid out right to left already; their mirror would be the same case.
        return cases + cases.filter { $0.request["traits"]?["layoutDirection"] == nil }.map(GoldenCases.rightToLeft)
    }()
}
