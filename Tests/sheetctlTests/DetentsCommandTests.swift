import Foundation
import SheetdKit
import Testing

@testable import SheetctlKit

/// `sheetctl detents`: the request its options describe, the table of the answer (issue 39's iPhone 12–14 case,
/// docs/detents.md §1–§2), `--json`, usage errors, and the contact sheet across devices and detents.
struct DetentsCommandTests {
    /// The output file of `words` run with `-o`, and the exit status.
    static func run(_ words: [String], suffix: String = ".txt") async throws -> (status: Int32, output: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-\(UUID().uuidString)\(suffix)")
        defer { try? FileManager.default.removeItem(at: url) }
        let status = await Sheetctl.run(words + ["-o", url.path], environment: SheetctlRunTests.environment)
        return (status, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    /// The options become a `sheetPresentation` request: the catalogue's screen, the detents in order (a number is a
    /// height, `f` a fraction), the grabber and the undimmed detent.
    @Test func optionsDescribeTheRequest() throws {
        let arguments = try Arguments.parse(
            ["--device", "iphone-se", "--detents", "medium,300,0.25f,large", "--grabber", "--undimmed", "medium"],
            options: DetentsCommand.subcommand.options.union(Context.commonOptions),
            flags: DetentsCommand.subcommand.flags.union(Context.commonFlags), maximumPositionals: 1)
        let context = Context(arguments: arguments, environment: [:])
        let device = try DetentsCommand.device(context)
        let request = try DetentsCommand.request(context, on: device, landscape: false)
        #expect(request.screen.width == 375 && request.screen.height == 667 && request.screen.safeAreaInsets?.top == 20)
        #expect(
            request.sheetPresentation.detents == [
                Detent(identifier: "medium"), Detent(height: 300), Detent(fraction: 0.25), Detent(identifier: "large"),
            ])
        #expect(request.sheetPresentation.prefersGrabberVisible == true)
        #expect(request.sheetPresentation.largestUndimmedDetentIdentifier == "medium")
        #expect(throws: Failure.self) { try DetentsCommand.detents("medium,tall") }
    }

    /// The table of the iPhone 12–14 case under `ios17`: large at 57 (787 tall), medium at 388.32 (455.68 tall),
    /// top corners 10, dimming 0 at medium and 0.2 at large, the view behind scaled at large only.
    @Test func tableHasEachDetentsGeometry() async throws {
        let (status, text) = try await Self.run(
            ["detents", "--device", "iphone-14", "--profile", "ios17", "--grabber", "--undimmed", "medium"])
        #expect(status == 0)
        let lines = text.split(separator: "\n").map(String.init)
        let large = try #require(lines.first { $0.hasPrefix("large ") })
        let medium = try #require(lines.first { $0.hasPrefix("medium *") })
        #expect(large.contains("0, 57  390 × 787") && large.contains("10/47.33") && large.contains("  0.2  "))
        #expect(large.contains("0.917949, 10"))
        #expect(medium.contains("421.68") && medium.contains("0, 388.32  390 × 455.68") && medium.contains("  0  "))
        #expect(medium.hasSuffix("1, 47.33"))
        #expect(lines.first?.hasPrefix("edgeAttached pageSheet on 390 × 844 pt (portrait), profile ios17") == true)
    }

    /// In landscape the medium detent is inactive, and the answer's rule says so; `--json` is the service's answer.
    @Test func landscapeAndJSON() async throws {
        let (status, text) = try await Self.run(["detents", "--landscape", "--profile", "ios17"])
        #expect(status == 0)
        #expect(text.contains("inactive: medium") && text.contains("rule mediumInactiveInCompactHeight"))
        let json = try await Self.run(["detents", "--json", "--profile", "ios26"])
        let answer = try JSONDecoder().decode(PresentationSheetAnswer.self, from: Data(json.output.utf8))
        #expect(answer.profile == .ios26 && answer.detents.count == 2)
    }

    /// Unknown devices and profiles are usage errors (status 2); `ios10`, which has no such sheet, is not offered.
    @Test func badOptionsAreUsageErrors() async {
        #expect(await Sheetctl.run(["detents", "--device", "nokia"], environment: [:]) == 2)
        #expect(await Sheetctl.run(["detents", "--profile", "ios10"], environment: [:]) == 2)
        #expect(await Sheetctl.run(["detents", "--matrix"], environment: [:]) == 2)
    }

    /// The contact sheet has a cell per catalogue device, orientation and detent; an iPhone in landscape marks medium
    /// inactive.
    @Test func matrixCoversDevicesAndDetents() async throws {
        let (status, svg) = try await Self.run(["detents", "--matrix", "--profile", "ios17"], suffix: ".svg")
        #expect(status == 0)
        let cells = svg.components(separatedBy: #"<g class="cell""#).count - 1
        #expect(cells == DetentDevice.all.count * 2 * 2)
        #expect(svg.contains(#"data-detent="medium" data-summary="388.32""#))
        #expect(svg.contains(#"data-detent="medium" data-summary="-""#))
    }

    /// `--text-sizes` adds a row per text size to each device and orientation, and the sheet's top is the same at
    /// every size (UIKit's detent geometry has no text in it); an unknown size is a usage error.
    @Test func matrixTextSizesAreRows() async throws {
        let (status, svg) = try await Self.run(
            ["detents", "--matrix", "--profile", "ios17", "--text-sizes", "large,accessibilityExtraExtraExtraLarge"],
            suffix: ".svg")
        #expect(status == 0)
        let cells = svg.components(separatedBy: #"<g class="cell""#).count - 1
        #expect(cells == DetentDevice.all.count * 2 * 2 * 2)
        // Each cell's title: "DEVICE · SIZE, DETENT: SUMMARY"; the summaries by device and detent, per size.
        var summaries: [String: [String: String]] = [:]
        for title in svg.components(separatedBy: "<title>").dropFirst() {
            let text = title.components(separatedBy: "</title>")[0]
            guard let comma = text.range(of: ", ", options: .backwards),
                let dot = text.range(of: " · ", options: .backwards, range: text.startIndex..<comma.lowerBound)
            else { continue }
            let size = String(text[dot.upperBound..<comma.lowerBound])
            let key = String(text[..<dot.lowerBound]) + " " + String(text[comma.upperBound...])
            summaries[size, default: [:]][key] = key
        }
        #expect(summaries["large"]?.count == DetentDevice.all.count * 2 * 2)
        #expect(summaries["large"] == summaries["accessibilityExtraExtraExtraLarge"])
        #expect(
            await Sheetctl.run(
                ["detents", "--matrix", "-o", "/dev/null.svg", "--text-sizes", "huge"], environment: [:]) == 2)
    }
}
