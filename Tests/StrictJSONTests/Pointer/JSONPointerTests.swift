import StrictJSON
import Testing

@Suite("JSON Pointer")
struct JSONPointerTests {
    /// Tokens are escaped as RFC 6901 §3 says: `~` to `~0` first, `/` to `~1`.
    @Test func escapesTokens() {
        #expect(jsonPointerEscape("title") == "title")
        #expect(jsonPointerEscape("") == "")
        #expect(jsonPointerEscape("a/b") == "a~1b")
        #expect(jsonPointerEscape("m~n") == "m~0n")
        #expect(jsonPointerEscape("~1") == "~01")  // Not "/": the tilde is escaped first.
        #expect(jsonPointerEscape("/~ほ") == "~1~0ほ")
    }

    /// Pointers build up from the root by keys and indices.
    @Test func buildsPointers() {
        #expect(JSONPointer.root.description == "")
        let actions = JSONPointer.root.appending("sheet").appending("actions")
        #expect(actions.appending(3).appending("title").description == "/sheet/actions/3/title")
        var pointer = JSONPointer(["a/b"])
        pointer.append("")
        pointer.append(0)
        #expect(pointer.description == "/a~1b//0")
        #expect(pointer.tokens == ["a/b", "", "0"])
    }

    /// Parse errors escape keys in their pointer too.
    @Test func parseErrorsEscapeKeys() {
        #expect(parseError(utf8(#"{"a/b":{"c~d":[1e400]}}"#))?.pointer == "/a~1b/c~0d/0")
    }
}
