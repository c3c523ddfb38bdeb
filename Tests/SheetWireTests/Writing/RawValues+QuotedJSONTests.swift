import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The enumerations' quoted names, fixed when the program is built, are the strings the cursor writes for their raw
/// values, case by case.
struct QuotedRawValueTests {
    /// Every case of every enumeration the layout encoder writes by name, and none longer than the room it takes.
    @Test func quotedRawValuesAreTheRawValuesAsJSONStrings() {
        func check<Value: CaseIterable & RawRepresentable>(
            _ type: Value.Type,
            _ quoted: (Value) -> StaticString
        ) where Value.RawValue == String {
            for value in Value.allCases {
                let literal = quoted(value)
                #expect(text { $0.raw(literal) } == text { $0.string(value.rawValue) }, "\(value)")
                #expect(literal.utf8CodeUnitCount <= JSONCursor.quotedRawValueLength, "\(value)")
            }
        }
        check(ElementRole.self) { $0.quotedRawValue }
        check(ActionStyle.self) { $0.quotedRawValue }
        check(FontWeight.self) { $0.quotedRawValue }
        check(FontFamily.self) { $0.quotedRawValue }
        check(TextAlignment.self) { $0.quotedRawValue }
        check(BlurMaterial.self) { $0.quotedRawValue }
        check(CornerCurve.self) { $0.quotedRawValue }
        check(Presentation.self) { $0.quotedRawValue }
        check(LayoutDirection.self) { $0.quotedRawValue }
    }

    /// What `write` puts through a cursor, as text.
    private func text(_ write: (inout JSONCursor) -> Void) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: 128, write)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
