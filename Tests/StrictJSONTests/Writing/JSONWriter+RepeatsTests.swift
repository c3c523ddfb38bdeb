import StrictJSON
import Testing

@Suite("JSONWriter.repeatWritten")
struct JSONWriterRepeatsTests {
    @Test("copies a value written earlier, and the writer goes on after it")
    func copiesAnEarlierValue() {
        var writer = JSONWriter(capacity: 64)
        writer.beginObject()
        writer.key("first")
        let start = writer.writtenCount
        writer.beginObject()
        writer.key("x")
        writer.number(8.5)
        writer.endObject()
        let end = writer.writtenCount
        writer.key("again")
        writer.repeatWritten(start..<end)
        writer.key("last")
        writer.bool(true)
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"first":{"x":8.5},"again":{"x":8.5},"last":true}"#)
    }

    @Test("grows the room when the copy does not fit, keeping what was written")
    func growsTheRoom() {
        var writer = JSONWriter(capacity: 64)
        writer.beginArray()
        let start = writer.writtenCount
        writer.string(String(repeating: "a", count: 50))
        let end = writer.writtenCount
        for _ in 0..<4 {
            writer.withReservedRoom(maximum: 1) { $0.raw(",") }
            writer.repeatWritten(start..<end)
        }
        writer.endArray()
        let quoted = "\"" + String(repeating: "a", count: 50) + "\""
        #expect(
            String(decoding: writer.bytes, as: UTF8.self) == "["
                + Array(repeating: quoted, count: 5).joined(separator: ",") + "]")
    }
}
