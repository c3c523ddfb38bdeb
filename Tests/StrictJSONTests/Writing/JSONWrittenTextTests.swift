import StrictJSON
import Testing

@Suite("Copying text a cursor wrote")
struct JSONWrittenTextTests {
    /// Text kept with `stringText(_:)` and written again with `write(_:)` is the same quoted, escaped bytes.
    @Test func writtenTextIsCopiedAsItWasWritten() {
        for value in ["", "Cancel", #"a "quoted" title that is long"#, "tab\tand é"] {
            var writer = JSONWriter(capacity: 16)
            writer.withReservedRoom(maximum: 2 * JSONCursor.maximumLength(of: value) + 1) { cursor in
                let text = cursor.stringText(value)
                cursor.raw(",")
                cursor.write(text)
            }
            let once = quoted(value)
            #expect(writer.bytes == once + [UInt8(ascii: ",")] + once, "\(value.debugDescription)")
        }
    }

    /// What the writer's own `string(_:)` writes for `value`.
    private func quoted(_ value: String) -> [UInt8] {
        var writer = JSONWriter(capacity: 16)
        writer.string(value)
        return writer.bytes
    }
}
