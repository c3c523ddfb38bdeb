import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The enumerations' quoted names, made from `rawValue`, are the strings the cursor writes for their raw values.
struct QuotedNamesTests {
    /// Every case of every enumeration the layout encoder writes by name, and none longer than the room it takes.
    @Test func quotedNamesAreTheRawValuesAsJSONStrings() {
        func check<Name: WireName>(_ type: Name.Type) {
            for name in Name.allCases {
                #expect(text { $0.raw(name.quotedRawValue) } == text { $0.string(name.rawValue) }, "\(name)")
                #expect(name.quotedRawValue.count <= JSONCursor.quotedRawValueLength, "\(name)")
            }
        }
        check(ElementRole.self)
        check(ActionStyle.self)
        check(FontWeight.self)
        check(FontFamily.self)
        check(TextAlignment.self)
        check(BlurMaterial.self)
        check(CornerCurve.self)
        check(Presentation.self)
        check(LayoutDirection.self)
        #expect(JSONCursor.quotedRawValueLength == #""systemMaterial""#.utf8.count)
    }

    /// A hand-written `allCases` in another order than the declaration still finds each case's own name, and a
    /// name that needs escaping is escaped.
    @Test func casesListedOutOfDeclarationOrderKeepTheirNames() {
        for name in Shuffled.allCases {
            #expect(text { $0.raw(name.quotedRawValue) } == text { $0.string(name.rawValue) }, "\(name)")
        }
        #expect(text { $0.raw(Shuffled.quote.quotedRawValue) } == #""say \"hi\"""#)
    }

    /// What `write` puts through a cursor, as text.
    private func text(_ write: (inout JSONCursor) -> Void) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: 128, write)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

/// Cases whose `allCases` is not their declaration order.
private enum Shuffled: String, WireName {
    case first, second
    case quote = #"say "hi""#

    static let allCases: [Shuffled] = [.quote, .first, .second]
    static let quotedNames = QuotedNames<Self>()
}
