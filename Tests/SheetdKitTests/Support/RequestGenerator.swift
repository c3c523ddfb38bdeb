import SheetTestSupport
import SheetdKit

/// Layout requests drawn from a seeded generator: mixed scripts (Latin, CJK, Arabic, Hebrew, Thai, Devanagari,
/// Cyrillic, emoji), right to left, every Dynamic Type size, custom views with subviews, iPhones of the catalogue
/// in both orientations, and some iPad popovers.
struct RequestGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    static let words = [
        "Delete", "Save to Files", "写真を削除", "この操作は取り消せません", "حذف الصورة", "مشاركة", "מחק", "שתף את התמונה",
        "ลบรูปภาพ", "हटाएँ", "Удалить фото", "删除照片", "사진 삭제", "🗑️ Remove", "👨‍👩‍👧 Family", "Report a Problem",
        "Très long libellé d'action qui ne tient pas sur une ligne", "Ok",
    ]
    static let phones: [(Double, Double, Double)] = [
        (320, 568, 2), (375, 667, 2), (390, 844, 3), (393, 852, 3), (402, 874, 3), (414, 896, 2), (430, 932, 3),
        (440, 956, 3),
    ]

    mutating func text(words count: Int) -> String {
        (0..<count).map { _ in pick(Self.words) }.joined(separator: " ")
    }

    /// The next request.
    mutating func request() -> LayoutRequest {
        let isPad = chance(10)
        var screen: Screen
        if isPad {
            screen = Screen(width: pick([768, 820, 1024, 1180]))
        } else {
            let phone = pick(Self.phones)
            screen = chance(30) ? Screen(width: phone.1, height: phone.0, scale: phone.2) : Screen(width: phone.0)
        }
        let traits = Traits(
            idiom: isPad ? .pad : nil, layoutDirection: chance(40) ? .rtl : nil,
            contentSizeCategory: chance(70) ? pick(ContentSizeCategory.allCases) : nil,
            userInterfaceStyle: chance(30) ? .dark : nil)
        var actions = (0..<below(8)).map { _ in
            Action(text(words: 1 + below(3)), style: chance(20) ? .destructive : nil)
        }
        if chance(60) { actions.insert(Action("Cancel", style: .cancel), at: below(actions.count + 1)) }
        var sheet = Sheet(
            title: chance(70) ? text(words: 1 + below(4)) : nil, message: chance(60) ? text(words: 1 + below(30)) : nil,
            actions: actions)
        if chance(50) {
            let subviews = (0..<below(3)).map { index in
                CustomSubview(
                    id: "v\(index)",
                    frame: OptionalOriginRect(x: Double(below(200)), y: Double(below(50)), width: 80, height: 30))
            }
            sheet.customView = CustomView(
                height: Double(40 + below(200)), x: chance(20) ? Double(below(40)) : nil,
                marginBottom: chance(30) ? Double(below(30)) : nil, subviews: subviews)
        }
        if isPad { sheet.sourceRect = OptionalOriginRect(x: 100, y: 100, width: 44, height: 44) }
        return LayoutRequest(
            screen: screen, traits: traits, profile: chance(15) ? .ios10 : nil, sheet: sheet)
    }
}
