import LayoutCore
import Testing

@testable import SheetWire

/// Actions in the usual spelling, `{"title":…,"style":…}`, are read by whole-word comparisons; every other
/// spelling falls back to the general member loop, and both give the generic path's request or decline alike.
struct DirectActionSpellingTests {
    /// A body whose only action is `action`.
    static func body(_ action: String) -> [UInt8] {
        Array(#"{"screen":{"width":390},"sheet":{"actions":[{"title":"First"},\#(action)]}}"#.utf8)
    }

    /// Actions in other orders, spacings and spellings are read, as the generic path reads them.
    @Test(arguments: [
        #"{"title":"A","style":"cancel"}"#, #"{"style":"cancel","title":"A"}"#, #"{"title":"A"}"#,
        #"{ "title":"A","style":"destructive"}"#, #"{"title" : "A" , "style" : "default"}"#,
        #"{"title":"A", "style":"cancel"}"#, #"{"title":"Add to Favorites","style":"default"}"#,
        #"{"title":"","style":"cancel"}"#,
    ])
    func otherSpellingsAreReadAlike(_ action: String) throws {
        #expect(DirectLayoutDecoderTests.expectAgreement(Self.body(action), action), "\(action) was declined")
        let request = try #require(LayoutRequestDecoding.direct(Self.body(action)))
        #expect(request.sheet.actions.count == 2)
    }

    /// Repeats, unknown members and a missing title are declined whether the usual spelling matched first or not.
    @Test(arguments: [
        #"{"title":"A","title":"B"}"#, #"{"title":"A","style":"cancel","style":"default"}"#,
        #"{"title":"A","style":"cancel","title":"B"}"#, #"{"style":"cancel","title":"A","style":"cancel"}"#,
        #"{"title":"A","styles":"cancel"}"#, #"{"titles":"A"}"#, #"{"style":"cancel"}"#, #"{"title":"A",}"#,
        #"{"title":"A""style":"cancel"}"#, #"{"title":"A" "style":"cancel"}"#, #"{"title":"A";"style":"cancel"}"#,
        #"{"title":"A","style":"Cancel"}"#, #"{"title":1}"#,
    ])
    func wrongActionsAreDeclined(_ action: String) {
        #expect(!DirectLayoutDecoderTests.expectAgreement(Self.body(action), action))
    }

    /// The usual spelling at the very end of a body, where a word load would run past it, is read all the same.
    @Test func actionsNearTheEndAreRead() {
        let body = Array(#"{"sheet":{"actions":[{"title":"A","style":"cancel"}]},"screen":{"width":1}}"#.utf8)
        #expect(DirectLayoutDecoderTests.expectAgreement(body, "short"))
        let shortest = Array(#"{"screen":{"width":1},"sheet":{"actions":[{"title":"A"}]}}"#.utf8)
        #expect(DirectLayoutDecoderTests.expectAgreement(shortest, "shortest"))
    }
}
