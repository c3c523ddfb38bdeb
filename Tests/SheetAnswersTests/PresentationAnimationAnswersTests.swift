import LayoutCore
import SheetAnswers
import SheetWire
import StrictJSON
import Testing

/// `/animation` for a presentation sheet (`sheetPresentation`): each format answers and parses, and a detent that
/// is not there is a 422 with its pointer.
struct PresentationAnimationAnswersTests {
    static let answers = SheetAnswers(measurer: FixedMetricsMeasurer())

    static func body(_ members: String, profile: String = "ios17") -> [UInt8] {
        Array(
            (#"{"profile":"\#(profile)","screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},"sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}],"largestUndimmedDetentIdentifier":"medium","prefersGrabberVisible":true},"#
                + members + "}").utf8)
    }

    /// The keyframes JSON: `kind`, the spring's parameters, and tracks as an alert controller's are written.
    @Test func keyframesSayTheKindTheSpringAndTheTracks() throws {
        let answer = try Self.answers.animation(Self.body(#""transition":"present""#))
        #expect(answer.contentType == "application/json")
        let json = try JSONParser.parse(answer.body)
        #expect(json["kind"]?.stringValue == "presentationSheet")
        #expect(json["transition"]?.stringValue == "present")
        #expect(json["toDetentIdentifier"]?.stringValue == "medium")
        let timing = try #require(json["timing"])
        #expect(timing["dampingRatio"]?.numberValue == 1)
        #expect(timing["response"]?.numberValue == 0.3441)
        #expect(timing["stiffness"]?.numberValue == 333.3333)
        #expect(timing["mass"]?.numberValue == 1)
        let tracks = try #require(json["tracks"]?.arrayValue)
        let top = try #require(
            tracks.first { $0["target"]?.stringValue == "sheet" && $0["property"]?.stringValue == "position.y" })
        #expect(top["from"]?.numberValue == 844)
        #expect(top["to"]?.numberValue == 388.32)
        #expect(top["timing"]?["type"]?.stringValue == "spring")
        #expect((top["keyframes"]?.arrayValue?.count ?? 0) > 20)
    }

    /// Core Animation: one animation per track with the `CASpringAnimation` parameters.
    @Test func coreAnimationCarriesTheSpring() throws {
        let answer = try Self.answers.animation(
            Self.body(#""transition":"detentChange","toDetentIdentifier":"large","format":"coreAnimation""#))
        let json = try JSONParser.parse(answer.body)
        #expect(json["kind"]?.stringValue == "presentationSheet")
        let animations = try #require(json["animations"]?.arrayValue)
        let dimming = try #require(animations.first { $0["target"]?.stringValue == "dimming" })
        #expect(dimming["toValue"]?.numberValue == 0.2)
        #expect(dimming["springAnimation"]?["stiffness"]?.numberValue == 333.3333)
        #expect(dimming["keyframeAnimation"]?["keyTimes"]?.arrayValue?.last?.numberValue == 1)
    }

    /// CSS from `/animation.css` and from `format: "css"`: the same style sheet, with the sheet's top and inset.
    @Test func styleSheetHasTheSheetsRules() throws {
        let body = Self.body(#""transition":"detentChange","toDetentIdentifier":"large""#, profile: "ios26")
        let css = try Self.answers.animationStyleSheet(body)
        #expect(css.contentType == "text/css; charset=utf-8")
        let text = String(decoding: css.body, as: UTF8.self)
        #expect(text.contains("@keyframes sheetd-detentChange-sheet-position-y {"))
        #expect(text.contains("top: 388.32px;"))
        #expect(text.contains("scale: 0.959;"))
        #expect(text.contains(".sheetd-detentChange-presentingView {"))
        #expect(text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count)
    }

    /// Lottie: a document whose sheet layer moves.
    @Test func lottieDrawsTheSheetAndWhatIsBehind() throws {
        let answer = try Self.answers.animation(Self.body(#""transition":"dismiss","format":"lottie""#))
        let json = try JSONParser.parse(answer.body)
        let layers = try #require(json["layers"]?.arrayValue)
        #expect(
            layers.compactMap { $0["nm"]?.stringValue } == ["grabber", "sheet", "dimming", "presentingView"])
        #expect(layers[0]["parent"]?.numberValue == 2)
        #expect(layers[1]["ks"]?["p"]?["a"]?.numberValue == 1)
    }

    /// An unknown or inactive detent, a missing target, a release without a velocity: 422 at their pointers.
    @Test func badTransitionsAreProblemsWithPointers() {
        func pointers(_ members: String) -> [String]? {
            problem { () throws(Problem) in try Self.answers.animation(Self.body(members)) }?.errors.map(\.pointer)
        }
        #expect(pointers(#""transition":"detentChange","toDetentIdentifier":"huge""#) == ["/toDetentIdentifier"])
        #expect(pointers(#""transition":"detentChange""#) == ["/toDetentIdentifier"])
        #expect(pointers(#""transition":"release""#) == ["/sheetPresentation/drag/velocity"])
        #expect(pointers(#""transition":"bounce""#) == ["/transition"])
        #expect(pointers(#""fps":0"#) == ["/fps", "/transition"] || pointers(#""fps":0"#) == ["/transition", "/fps"])
        #expect(pointers(#""transition":"present","slide":"uiKit""#)?.first == "/slide")
    }
}
