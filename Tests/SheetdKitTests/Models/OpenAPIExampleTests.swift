import Foundation
import StrictJSON
import Testing

@testable import SheetdKit

/// Every JSON example of `openapi.yaml` (requests, answers, problems) decodes with the client's models and encodes
/// back to the same value. The examples are `Generated/openapi-examples.json`, which scripts/regen-client-models.py
/// writes from the YAML with `scripts/openapi-examples.py` (`make regen`) and whose `--check` in `make test`
/// fails when it is stale: no Swift test starts Python.
struct OpenAPIExampleTests {
    /// One example: the schema it illustrates, where it is, and its value as JSON bytes.
    struct Example: CustomTestStringConvertible {
        let schema: String
        let place: String
        let value: Data
        var testDescription: String { place }
    }

    static func examples() throws -> [Example] {
        let url = JSONValues.packageRoot.appendingPathComponent("Generated/openapi-examples.json")
        let data = try Data(contentsOf: url)
        guard case .array(let items) = try JSONParser.parse(Array(data))["examples"] else { return [] }
        return items.map { item in
            Example(
                schema: item["schema"]?.stringValue ?? "", place: item["where"]?.stringValue ?? "",
                value: JSONValues.bytes(of: item["value"] ?? .null))
        }
    }

    /// The round trip of a `/animation` or `/preview` body, as the model of its kind: a presentation sheet's when it
    /// has `sheetPresentation`; `nil` when the client's body enum (`decodesAsPresentation`) took the other kind.
    static func bodyRoundTrip<Alert: Codable, Presentation: Codable>(
        _ value: Data, _ alert: Alert.Type, _ presentation: Presentation.Type,
        decodesAsPresentation: (Data) throws -> Bool
    ) throws -> (original: JSONValue, again: JSONValue)? {
        let isPresentation = try JSONParser.parse(Array(value))["sheetPresentation"] != nil
        guard try decodesAsPresentation(value) == isPresentation else { return nil }
        return isPresentation
            ? try JSONValues.roundTrip(presentation, value) : try JSONValues.roundTrip(alert, value)
    }

    /// The model of a schema, as a round trip of its example; `nil` for a schema the client has no model of.
    static func roundTrip(_ example: Example) throws -> (original: JSONValue, again: JSONValue)? {
        switch example.schema {
        case "LayoutRequest":
            // The client types the two kinds of request apart: a body with `sheetPresentation` is a presentation
            // sheet's.
            return try JSONParser.parse(Array(example.value))["sheetPresentation"] == nil
                ? JSONValues.roundTrip(LayoutRequest.self, example.value)
                : JSONValues.roundTrip(PresentationSheetLayoutRequest.self, example.value)
        case "AnimationRequest":
            return try bodyRoundTrip(example.value, AnimationRequest.self, PresentationSheetAnimationRequest.self) {
                try JSONDecoder().decode(AnimationRequestBody.self, from: $0).isPresentationSheet
            }
        case "PreviewRequest":
            return try bodyRoundTrip(example.value, PreviewRequest.self, PresentationSheetPreviewRequest.self) {
                try JSONDecoder().decode(PreviewRequestBody.self, from: $0).isPresentationSheet
            }
        case "LayoutResponseBody":
            let kind = try JSONDecoder().decode(LayoutResponseBody.self, from: example.value)
            let isPresentation = try JSONParser.parse(Array(example.value))["kind"] != nil
            guard case .presentationSheet = kind, isPresentation else {
                return isPresentation ? nil : try JSONValues.roundTrip(LayoutAnswer.self, example.value)
            }
            return try JSONValues.roundTrip(PresentationSheetAnswer.self, example.value)
        case "ProfilesResponse": return try JSONValues.roundTrip(ProfilesAnswer.self, example.value)
        case let name where name.hasSuffix("Problem"):
            return try JSONValues.roundTrip(ProblemDetails.self, example.value)
        case let name where name.contains("AnimationResponse") || name.contains("LottieDocument"):
            return try JSONValues.roundTrip(AnimationAnswer.self, example.value)
        default: return nil
        }
    }

    /// The document has examples of requests, answers and problems, so the test below checks something.
    @Test func theDocumentHasExamples() throws {
        let schemas = Set(try Self.examples().map(\.schema))
        #expect(
            schemas.isSuperset(of: [
                "LayoutRequest", "AnimationRequest", "LayoutResponseBody",
            ]))
        let places = try Self.examples().map(\.place)
        #expect(places.contains { $0.hasSuffix("/examples/detentChangeIPhone14") && $0.contains("animation/") })
        #expect(places.contains { $0.hasSuffix("/examples/detentChangeIPhone14") && $0.contains("preview/") })
        #expect(places.contains { $0.hasSuffix("/examples/detentsIPhone14") && $0.contains("responses") })
        #expect(schemas.contains { $0.hasSuffix("Problem") })
    }

    /// Each example has a model, and survives it: no member lost or renamed.
    @Test func everyExampleSurvivesItsModel() throws {
        for example in try Self.examples() {
            guard let trip = try Self.roundTrip(example) else {
                Issue.record("no client model for the schema \(example.schema) of \(example.place)")
                continue
            }
            #expect(trip.original == trip.again, "\(example.place)")
        }
    }
}

extension AnimationRequestBody {
    fileprivate var isPresentationSheet: Bool { if case .presentationSheet = self { true } else { false } }
}

extension PreviewRequestBody {
    fileprivate var isPresentationSheet: Bool { if case .presentationSheet = self { true } else { false } }
}
