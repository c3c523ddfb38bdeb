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

    /// Medium → large over a sheet beneath at large: every format carries the sheet beneath's dimming
    /// (`presentingSheetDimming`, docs/detents.md §7.2) beside its outline, with the same ends as the keyframes.
    @Test func everyFormatCarriesTheSheetBeneathsDimming() throws {
        func stacked(_ format: String) -> [UInt8] {
            Array(
                (#"{"profile":"ios17","screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}},"sheetPresentation":{"detents":[{"identifier":"medium"},{"identifier":"large"}],"largestUndimmedDetentIdentifier":"medium","prefersGrabberVisible":true,"presentingSheet":{"detents":[{"identifier":"large"}]}},"transition":"detentChange","toDetentIdentifier":"large","format":"\#(format)"}"#)
                    .utf8)
        }
        func answer(_ format: String) throws -> JSONValue {
            try JSONParser.parse(try Self.answers.animation(stacked(format)).body)
        }
        let body = stacked("keyframes")
        let tracks = try #require(try answer("keyframes")["tracks"]?.arrayValue)
        let dimming = try #require(tracks.first { $0["target"]?.stringValue == "presentingSheetDimming" })
        #expect(dimming["property"]?.stringValue == "opacity")
        let from = try #require(dimming["from"]?.numberValue)
        let to = try #require(dimming["to"]?.numberValue)
        #expect(to > from, "the top sheet dims the sheet beneath as it rises past medium")
        #expect(
            dimming["keyframes"]?.arrayValue?.count
                == tracks.first { $0["target"]?.stringValue == "sheet" }?["keyframes"]?.arrayValue?.count)

        let animations = try #require(try answer("coreAnimation")["animations"]?.arrayValue)
        let animation = try #require(animations.first { $0["target"]?.stringValue == "presentingSheetDimming" })
        #expect(animation["keyPath"]?.stringValue == "opacity")
        #expect(animation["fromValue"]?.numberValue == from && animation["toValue"]?.numberValue == to)

        let css = String(decoding: try Self.answers.animationStyleSheet(body).body, as: UTF8.self)
        #expect(css.contains("@keyframes sheetd-detentChange-presentingSheetDimming-opacity {"))
        #expect(css.contains(".sheetd-detentChange-presentingSheetDimming {"))

        let layers = try #require(try answer("lottie")["layers"]?.arrayValue)
        // The top sheet's dimming covers the sheet beneath, whose own covers the view behind (no grabber beneath).
        #expect(
            layers.compactMap { $0["nm"]?.stringValue } == [
                "grabber", "sheet", "dimming", "presentingSheet", "presentingSheetDimming", "presentingView",
            ])
        let layer = try #require(layers.first { $0["nm"]?.stringValue == "presentingSheetDimming" })
        let opacity = try #require(layer["ks"]?["o"])
        #expect(opacity["a"]?.numberValue == 1, "the sheet beneath's dimming is animated")
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
