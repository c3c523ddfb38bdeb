import Foundation
import StrictJSON
import Testing

@testable import SheetdKit

/// `/animation` and `/preview` bodies are one object: the layout's members beside the transition's, coded through
/// `TransitionMembers`.
struct TransitionMembersTests {
    static let layout = LayoutRequest(screen: Screen(width: 390), sheet: Sheet(title: "T"))

    /// An animation without its transition is refused, naming the member.
    @Test func animationNeedsItsTransition() throws {
        let body = Data(#"{"screen":{"width":390},"sheet":{"title":"T"},"fps":30}"#.utf8)
        #expect {
            try JSONDecoder().decode(AnimationRequest.self, from: body)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "transition"
        }
    }

    /// Every member goes on the wire beside the layout's, and comes back.
    @Test func animationMembersSitBesideTheLayouts() throws {
        let request = AnimationRequest(
            Self.layout, transition: .dismiss, fps: 30, customViewFade: .off, format: .lottie, slide: .uiKit)
        let value = try JSONParser.parse(Array(try JSONEncoder().encode(request)))
        #expect(value["screen"]?["width"] != nil && value["sheet"]?["title"] != nil)
        #expect(value["transition"]?.stringValue == "dismiss" && value["format"]?.stringValue == "lottie")
        #expect(value["slide"]?.stringValue == "uiKit" && value["customViewFade"] == .bool(false))
        #expect(try JSONDecoder().decode(AnimationRequest.self, from: try JSONEncoder().encode(request)) == request)
    }

    /// A still preview has no transition and never writes `format`; a looping one round-trips.
    @Test func previewWritesNoFormat() throws {
        let still = try JSONParser.parse(Array(try JSONEncoder().encode(PreviewRequest(Self.layout))))
        #expect(still["transition"] == nil && still["format"] == nil && still["fps"] == nil)
        let loop = PreviewRequest(Self.layout, transition: .present, fps: 24)
        #expect(try JSONDecoder().decode(PreviewRequest.self, from: try JSONEncoder().encode(loop)) == loop)
    }
}
