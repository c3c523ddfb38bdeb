import StrictJSON
import Testing

@Suite("String members and all-string objects")
struct JSONWriterMembersTests {
    /// `member(_:_:)` writes the key and the escaped value, with the commas the streaming calls would place.
    @Test func memberWritesKeyThenEscapedString() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("name", "ios10")
        writer.member("reason", "a \"quoted\"\nline")
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"name":"ios10","reason":"a \"quoted\"\nline"}"#)
    }

    /// `stringObject(_:)` keeps the members in the order given, and is the same bytes as writing them one by one,
    /// also as an element after another one.
    @Test func stringObjectKeepsOrderAndMatchesStreamedMembers() {
        var shorthand = JSONWriter()
        shorthand.beginArray()
        shorthand.number(1)
        shorthand.stringObject(["z": "last key first", "a": "é", "m": ""])
        shorthand.endArray()

        var streamed = JSONWriter()
        streamed.beginArray()
        streamed.number(1)
        streamed.beginObject()
        streamed.key("z")
        streamed.string("last key first")
        streamed.key("a")
        streamed.string("é")
        streamed.key("m")
        streamed.string("")
        streamed.endObject()
        streamed.endArray()

        #expect(shorthand.bytes == streamed.bytes)
        #expect(String(decoding: shorthand.bytes, as: UTF8.self) == #"[1,{"z":"last key first","a":"é","m":""}]"#)
    }
}
