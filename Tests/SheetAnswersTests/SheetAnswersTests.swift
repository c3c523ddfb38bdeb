import LayoutCore
import SheetAnswers
import SheetWire
import StrictJSON
import Testing

/// SheetAnswers on its own, without HTTP: the stages a caller may time from above give the same bytes as the whole
/// answer, the routes that fix a format fix it, and each bad request is the problem with its pointer.
struct SheetAnswersTests {
    static let answers = SheetAnswers(measurer: FixedMetricsMeasurer())
    static let sheet =
        #"{"screen":{"width":390},"sheet":{"title":"Delete?","actions":[{"title":"Delete","style":"destructive"},{"title":"Cancel","style":"cancel"}]}}"#
    static let animation =
        #"{"screen":{"width":390},"sheet":{"actions":[{"title":"OK"}]},"transition":"present","format":"lottie"}"#

    /// Reading, computing and encoding one after the other (the daemon's timed stages) is the whole answer.
    @Test func layoutStagesMakeTheWholeAnswer() throws {
        let body = Array(Self.sheet.utf8)
        let whole = try Self.answers.layout(body)
        let staged = SheetAnswers.answer(for: try Self.answers.layout(for: try SheetAnswers.layoutRequest(from: body)))
        #expect(whole == staged)
        #expect(whole.contentType == "application/json")
        let json = try JSONParser.parse(whole.body)
        #expect(json["elements"] != nil)
    }

    /// `/animation` answers in the body's `format`; `/animation.css` answers CSS whatever the body says.
    @Test func styleSheetRouteFixesTheFormat() throws {
        let body = Array(Self.animation.utf8)
        let lottie = try Self.answers.animation(body)
        #expect(lottie.contentType == "application/json")
        #expect(try JSONParser.parse(lottie.body)["layers"] != nil)
        let css = try Self.answers.animationStyleSheet(body)
        #expect(css.contentType == "text/css; charset=utf-8")
        #expect(String(decoding: css.body, as: UTF8.self).contains("@keyframes"))
        #expect(css == (try Self.answers.animation(of: try SheetAnswers.animationRequest(from: body, format: .css))))
    }

    /// No body is a 400; bytes that are not JSON a 400 at their pointer; an invalid field a 422 at its pointer.
    @Test func badRequestsAreTheirProblems() {
        let empty = problem { () throws(Problem) in try Self.answers.layout([]) }
        #expect(empty?.type == .malformedJSON && empty?.status == 400)
        let broken = problem { () throws(Problem) in try Self.answers.animation(Array("{\"screen\":".utf8)) }
        #expect(broken?.status == 400 && broken?.errors.isEmpty == false)
        let invalid = problem { () throws(Problem) in
            try Self.answers.layout(Array(#"{"screen":{"width":-1},"sheet":{"actions":[{"title":"OK"}]}}"#.utf8))
        }
        #expect(invalid?.type == .invalidRequest && invalid?.status == 422)
        #expect(invalid?.errors.map(\.pointer) == ["/screen/width"])
    }

    /// An iPad popover of the older profiles has no animation to model: 422 at `/traits/idiom`, from the whole
    /// answer and from the staged one alike.
    @Test func popoverAnimationIsRefused() {
        let body = Array(
            #"{"profile":"ios17","screen":{"width":1024,"height":768},"traits":{"idiom":"pad","horizontalSizeClass":"regular"},"sheet":{"sourceRect":{"x":776,"y":24,"width":44,"height":50},"actions":[{"title":"OK"}]},"transition":"present"}"#
                .utf8)
        let whole = problem { () throws(Problem) in try Self.answers.animation(body) }
        #expect(whole?.status == 422 && whole?.errors.first?.pointer == "/traits/idiom")
        let styleSheet = problem { () throws(Problem) in try Self.answers.animationStyleSheet(body) }
        #expect(styleSheet?.errors.first?.pointer == "/traits/idiom")
    }

    /// `/profiles` lists every profile LayoutCore knows and the measurer's fonts.
    @Test func profilesListEveryProfile() throws {
        let json = try JSONParser.parse(Self.answers.profiles().body)
        guard case .array(let profiles)? = json["profiles"] else {
            Issue.record("no profiles array")
            return
        }
        #expect(profiles.compactMap { $0["name"]?.stringValue } == MetricsProfile.all.map(\.name))
        #expect(json["fonts"] != nil)
    }
}
