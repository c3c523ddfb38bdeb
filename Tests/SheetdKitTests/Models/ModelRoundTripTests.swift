import Foundation
import LayoutCore
import SheetAnswers
import StrictJSON
import Testing

@testable import SheetdKit

/// The client's models hold every member the server reads and writes: each golden case, each file of
/// `examples/` and each answer the service computes decodes and encodes back to the same JSON value.
struct ModelRoundTripTests {
    static let goldenDirectory = JSONValues.packageRoot.appendingPathComponent(
        "Tests/SheetWireTests/Generated/layout")
    static let goldenFiles =
        (try? FileManager.default.contentsOfDirectory(atPath: goldenDirectory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []
    static let exampleDirectory = JSONValues.packageRoot.appendingPathComponent("examples")
    static let exampleFiles =
        (try? FileManager.default.contentsOfDirectory(atPath: exampleDirectory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    static let presentationDirectory = JSONValues.packageRoot.appendingPathComponent(
        "Tests/SheetWireTests/Generated/presentation")
    static let presentationFiles =
        (try? FileManager.default.contentsOfDirectory(atPath: presentationDirectory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    /// There are golden cases and examples to check, so the tests below cannot pass on an empty list.
    @Test func thereAreCasesToCheck() {
        #expect(Self.goldenFiles.count > 100)
        #expect(Self.presentationFiles.count >= 60)
        #expect(Self.exampleFiles.count >= 8)
    }

    /// A golden case's request and its answer lose and rename nothing through `LayoutRequest` and `LayoutAnswer`.
    @Test(arguments: goldenFiles) func goldenCaseSurvivesTheModels(file: String) throws {
        let fixture = try JSONParser.parse(
            Array(try Data(contentsOf: Self.goldenDirectory.appendingPathComponent(file))))
        let request = try JSONValues.roundTrip(LayoutRequest.self, JSONValues.bytes(of: fixture["request"]!))
        #expect(request.original == request.again)
        let answer = try JSONValues.roundTrip(LayoutAnswer.self, JSONValues.bytes(of: fixture["response"]!))
        #expect(answer.original == answer.again)
    }

    /// A golden presentation sheet's request and answer lose and rename nothing through
    /// `PresentationSheetLayoutRequest` and `PresentationSheetAnswer` (its nulls included).
    @Test(arguments: presentationFiles) func presentationGoldenSurvivesTheModels(file: String) throws {
        let fixture = try JSONParser.parse(
            Array(try Data(contentsOf: Self.presentationDirectory.appendingPathComponent(file))))
        let request = try JSONValues.roundTrip(
            PresentationSheetLayoutRequest.self, JSONValues.bytes(of: fixture["request"]!))
        #expect(request.original == request.again)
        let answer = try JSONValues.roundTrip(PresentationSheetAnswer.self, JSONValues.bytes(of: fixture["response"]!))
        #expect(answer.original == answer.again)
    }

    /// Each request of `examples/` survives its model (`AnimationRequest` when it names a transition), and so does
    /// the answer the service computes for it, in every JSON format for an animation.
    @Test(arguments: exampleFiles) func exampleAndItsAnswersSurviveTheModels(file: String) throws {
        let body = try Data(contentsOf: Self.exampleDirectory.appendingPathComponent(file))
        let answers = SheetAnswers(measurer: FixedMetricsMeasurer())
        if try JSONParser.parse(Array(body))["transition"] != nil {
            let request = try JSONValues.roundTrip(AnimationRequest.self, body)
            #expect(request.original == request.again)
            let preview = try JSONValues.roundTrip(PreviewRequest.self, body)
            #expect(preview.original == preview.again)
            for format in ["keyframes", "coreAnimation", "lottie"] {
                var decoded = try JSONDecoder().decode(AnimationRequest.self, from: body)
                decoded.format = AnimationFormat(rawValue: format)
                let answer = try answers.animation(Array(try JSONEncoder().encode(decoded))).body
                let trip = try JSONValues.roundTrip(AnimationAnswer.self, Data(answer))
                #expect(trip.original == trip.again, "\(format)")
            }
        } else {
            let request = try JSONValues.roundTrip(LayoutRequest.self, body)
            #expect(request.original == request.again)
            let answer = try JSONValues.roundTrip(LayoutAnswer.self, Data(try answers.layout(Array(body)).body))
            #expect(answer.original == answer.again)
        }
    }

    /// `GET /profiles` survives `ProfilesAnswer`, and every profile it lists is one the client knows by name.
    @Test func profilesSurviveTheModel() throws {
        let body = Data(SheetAnswers(measurer: FixedMetricsMeasurer()).profiles().body)
        let trip = try JSONValues.roundTrip(ProfilesAnswer.self, body)
        #expect(trip.original == trip.again)
        let answer = try JSONDecoder().decode(ProfilesAnswer.self, from: body)
        #expect(answer.profiles.map(\.name) == ProfileName.known)
    }

    /// A 422 problem with several pointers survives `ProblemDetails`, pointers in order.
    @Test func problemSurvivesTheModel() throws {
        let body = Array(#"{"screen":{"width":-1,"scale":9},"sheet":{"actions":[{"title":""}]}}"#.utf8)
        let problem: Problem
        do {
            _ = try SheetAnswers(measurer: FixedMetricsMeasurer()).layout(body)
            Issue.record("an invalid request was answered")
            return
        } catch {
            problem = error
        }
        let trip = try JSONValues.roundTrip(ProblemDetails.self, Data(problem.body()))
        #expect(trip.original == trip.again)
        let details = try JSONDecoder().decode(ProblemDetails.self, from: Data(problem.body()))
        #expect(details.pointers == ["/screen/width", "/screen/scale", "/sheet/actions/0/title"])
    }

    /// A request's `slide` reaches the server under its wire name, and the answer says which slide it played (the
    /// seed under ios17, whose sheet slides; the default, ios26, fades in place).
    @Test func slideGoesOnTheWire() throws {
        var seed = try JSONDecoder().decode(
            LayoutRequest.self, from: try Data(contentsOf: Self.exampleDirectory.appendingPathComponent("seed.json")))
        seed.profile = .ios17
        let request = AnimationRequest(seed, transition: .present, slide: .clearCustomView)
        let answer = try SheetAnswers(measurer: FixedMetricsMeasurer()).animation(
            Array(try JSONEncoder().encode(request)))
        let keyframes = try JSONDecoder().decode(AnimationAnswer.self, from: Data(answer.body)).keyframes
        #expect(keyframes?.header.slide == .clearCustomView)
        #expect(keyframes?.header.offset?.distance == keyframes?.header.offset?.clearCustomView?.distance)
    }

    /// An iOS 26 card does not slide: its answer decodes with neither `slide` nor `offset`, and encodes back as
    /// `slide: null` without `offset`, the JSON it came from.
    @Test func cardAnswerHasNoSlide() throws {
        let card = try JSONDecoder().decode(
            LayoutRequest.self,
            from: try Data(contentsOf: Self.exampleDirectory.appendingPathComponent("ios26-card.json")))
        let request = AnimationRequest(card, transition: .present)
        let answer = try SheetAnswers(measurer: FixedMetricsMeasurer()).animation(
            Array(try JSONEncoder().encode(request)))
        let keyframes = try JSONDecoder().decode(AnimationAnswer.self, from: Data(answer.body)).keyframes
        let header = try #require(keyframes?.header)
        #expect(header.slide == nil && header.offset == nil)
        let trip = try JSONValues.roundTrip(AnimationAnswer.self, Data(answer.body))
        #expect(trip.original == trip.again)
    }

    /// A member the models do not know is noticed: the check above would fail on a renamed or dropped field.
    @Test func anUnknownMemberIsNoticed() throws {
        let body = Data(#"{"screen":{"width":390,"depth":3},"sheet":{}}"#.utf8)
        let trip = try JSONValues.roundTrip(LayoutRequest.self, body)
        #expect(trip.original != trip.again)
    }
}
