import Foundation
import Testing

@testable import SheetdKit

/// A presentation sheet (`sheetPresentation`) through the typed client: the offline path (`LocalAnswers`, the daemon's
/// own SheetAnswers) and HTTP give the service's bytes, the models decode them and encode them back unchanged, and a
/// refused request is the service's problem. The figures are issue 39's iPhone 12–14 case (docs/detents.md §1–§2).
struct PresentationSheetClientTests {
    /// The issue's request: medium + large on a 390 × 844 screen, `ios17`, grabber shown, undimmed up to medium.
    static let iPhone14 = PresentationSheetLayoutRequest(
        screen: Screen(
            width: 390, height: 844, scale: 3, safeAreaInsets: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0)),
        profile: .ios17,
        sheetPresentation: SheetPresentation(
            detents: [Detent(identifier: "medium"), Detent(identifier: "large")],
            largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true))

    /// Offline, the typed answer carries the issue's numbers.
    @Test func offlineAnswerHasTheDetentGeometry() async throws {
        let answer = try await LiveServer.localClient.layout(Self.iPhone14)
        #expect(answer.kind == "presentationSheet" && answer.profile == .ios17 && answer.mode == .edgeAttached)
        #expect(answer.maximumDetentValue == 753)
        #expect(answer.detents.map(\.identifier) == ["large", "medium"])
        let large = try #require(answer.detents.first).state
        let medium = try #require(answer.detents.last)
        #expect(large.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(medium.value == 421.68 && medium.state.frame.y == 388.32 && medium.state.frame.height == 455.68)
        #expect(medium.state.cornerRadii.top == 10)
        #expect(medium.state.grabber?.frame == Rect(x: 177, y: 5, width: 36, height: 5))
        #expect(medium.state.dimming.alpha == 0 && large.dimming.alpha == 0.2)
        #expect(abs(large.presentingView.transform.scale - (1 - 2 * 16 / 390.0)) < 1e-6)
        #expect(medium.state.presentingView.transform.scale == 1)
        #expect(answer.current.detentIdentifier == "medium" && answer.presentingSheet == nil && answer.release == nil)
    }

    /// A detent change medium → large through the typed client, in every format: offline and HTTP answer alike and as
    /// the service does (CSS from `/animation.css`), and the keyframes carry the issue's motion: the sheet's top
    /// 388.32 → 57, the dimming 0 → 0.2 (undimmed up to medium), the view behind 1 → 1 − 2 × 16 / 390.
    @Test func detentChangeAnimationAgreesWithTheService() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let layout = Self.iPhone14
        for format in AnimationFormat.allCases {
            let request = PresentationSheetAnimationRequest(
                screen: layout.screen, profile: layout.profile, sheetPresentation: layout.sheetPresentation,
                transition: .detentChange, format: format, fromDetentIdentifier: "medium", toDetentIdentifier: "large")
            let expected = server.post(
                format == .css ? "/animation.css" : "/animation", try SheetdClient.body(of: request))
            #expect(expected.status == 200, "\(format)")
            let local = try await LiveServer.localClient.animation(request)
            let remote = try await server.postingClient.animation(request)
            #expect(local == remote, "\(format)")
            if case .css(let text) = remote {
                #expect(format == .css && Data(text.utf8) == expected.body)
            } else {
                #expect(try JSONDecoder().decode(PresentationAnimationAnswer.self, from: expected.body) == remote)
            }
        }
        let request = PresentationSheetAnimationRequest(
            screen: layout.screen, profile: layout.profile, sheetPresentation: layout.sheetPresentation,
            transition: .detentChange, fromDetentIdentifier: "medium", toDetentIdentifier: "large")
        let keyframes = try #require(try await LiveServer.localClient.animation(request).keyframes)
        func ends(_ target: String, _ property: AnimatedProperty) -> (Double, Double)? {
            guard let track = keyframes.tracks.first(where: { $0.target == target && $0.property == property }),
                let first = track.keyframes.first, let last = track.keyframes.last
            else { return nil }
            return (first.value, last.value)
        }
        #expect(keyframes.transition == .detentChange && keyframes.toDetentIdentifier == "large")
        #expect(ends("sheet", .positionY).map { [$0.0, $0.1] } == [388.32, 57])
        #expect(ends("dimming", .opacity).map { [$0.0, $0.1] } == [0, 0.2])
        let scale = try #require(ends("presentingView", .scale))
        #expect(scale.0 == 1 && abs(scale.1 - (1 - 2 * 16 / 390.0)) < 1e-4)
    }

    /// Local and HTTP give the service's bytes, and the model encodes them back to the same JSON value (the nulls of
    /// `presentingSheet`, `release` and a rule's `pointer` included).
    @Test func offlineAndHTTPAgreeWithTheService() async throws {
        let server = try LiveServer()
        defer { server.stop() }
        let remote = server.postingClient
        let body = try SheetdClient.body(of: Self.iPhone14)
        let expected = server.post("/layout", body)
        #expect(expected.status == 200)
        let local = try await LiveServer.localClient.answer(.layout, body: body)
        let viaHTTP = try await remote.answer(.layout, body: body)
        #expect(local.body == expected.body && viaHTTP.body == expected.body)
        let trip = try JSONValues.roundTrip(PresentationSheetAnswer.self, expected.body)
        #expect(trip.original == trip.again)
        #expect(try await remote.layout(Self.iPhone14) == LiveServer.localClient.layout(Self.iPhone14))
    }

    /// A stacked, dragged and released sheet with SwiftUI's names, in landscape: every optional part of the answer is
    /// there, and survives the models.
    @Test func everyPartOfTheAnswerSurvivesTheModels() async throws {
        let stacked = PresentationSheetLayoutRequest(
            screen: Screen(width: 390), profile: .ios26,
            sheetPresentation: SheetPresentation(
                drag: SheetDragInput(offset: 300, velocity: 1200),
                presentingSheet: PresentingSheet(detents: [Detent(identifier: "large")]),
                presentationDetents: [Detent(identifier: "small", height: 200), Detent(identifier: "large")],
                presentationDragIndicator: .visible))
        let answer = try await LiveServer.localClient.layout(stacked)
        #expect(answer.presentingSheet != nil && answer.release != nil)
        #expect(answer.current.detentIdentifier == nil && answer.current.grabber != nil)
        let body = try await LiveServer.localClient.answer(.layout, body: try SheetdClient.body(of: stacked)).body
        let trip = try JSONValues.roundTrip(PresentationSheetAnswer.self, body)
        #expect(trip.original == trip.again)
        let landscape = PresentationSheetLayoutRequest(
            screen: Screen(width: 844, height: 390), profile: .ios17,
            sheetPresentation: SheetPresentation(detents: [Detent(identifier: "medium"), Detent(identifier: "large")]))
        let compact = try await LiveServer.localClient.layout(landscape)
        #expect(compact.mode == .fullScreen)
        #expect(compact.inactiveDetents.map(\.identifier) == ["medium"])
        #expect(compact.rules.contains { $0.code == .mediumInactiveInCompactHeight && $0.code.known != nil })
    }

    /// `ios10` has no presentation sheet: offline, the client throws the service's 422 with its pointer.
    @Test func ios10IsRefusedOffline() async throws {
        var request = Self.iPhone14
        request.profile = .ios10
        do {
            _ = try await LiveServer.localClient.layout(request)
            Issue.record("ios10 was answered")
        } catch {
            guard case .problem(let problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(problem.status == 422 && problem.pointers.contains("/profile"))
        }
    }
}
