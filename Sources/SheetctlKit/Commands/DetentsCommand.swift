import Foundation
import SheetdKit

/// `sheetctl detents`: a presentation sheet with detents (`sheetPresentation`) on one device, as a table of each
/// detent's frame, visible frame, corners, dimming and the view behind, with the rules that changed it; or, with
/// `--matrix`, a contact sheet of the sheet at each detent on every device, portrait and landscape.
enum DetentsCommand {
    static let subcommand = Subcommand(
        name: "detents", summary: "a presentation sheet with detents: table, JSON, or a contact sheet",
        help: """
            usage: sheetctl detents [--device NAME] [--detents LIST] [--profile ios17|ios26] [--landscape]
                                    [--grabber] [--undimmed ID] [--selected ID] [--json]
                   sheetctl detents --matrix -o FILE.svg [--text-sizes LIST]
                                    [the same options but --device and --landscape]
                   sheetctl detents FILE [--json]      (FILE: a /layout request with sheetPresentation)

            Lays out a UISheetPresentationController sheet (SwiftUI .sheet with .presentationDetents) and prints,
            for each active detent in UIKit's order, its value, the sheet's frame and visible frame (after the
            Liquid Glass inset), its top and bottom corners, the dimming alpha and the view behind (scale, corner
            radius); then the inactive detents, the rules of UIKit that changed the answer and the assumptions.

              --device NAME   iphone-14 (the default), iphone-se, iphone-16-pro, ipad-pro-12.9, …, or a portrait
                              width of the catalogue (390); `--device list` prints the names
              --detents LIST  comma-separated: medium, large, a height in points (300) or a fraction (0.25f);
                              default medium,large
              --profile P     ios26 (the default, Liquid Glass) or ios17 (the iOS 15–18 sheet)
              --landscape     the device in landscape (a compact height on iPhone: medium is inactive there)
              --grabber       prefersGrabberVisible
              --undimmed ID   largestUndimmedDetentIdentifier
              --selected ID   selectedDetentIdentifier (the `current` line)
              --form-sheet    modalPresentationStyle formSheet (its own size on a regular-width iPad)
              --json          the answer as POST /layout gives it
              --matrix        every device of the catalogue, portrait and landscape, at each text size of
                              --text-sizes (rows) × each detent of --detents (columns), as one SVG
                              (-o FILE.svg), and a table of each sheet's top y
              --text-sizes L  with --matrix: comma-separated content size categories (large,
                              accessibilityExtraExtraExtraLarge, …); default large. UIKit's detent geometry does
                              not depend on the text size, so the rows show that the sheet is where it is at
                              every size: only the content inside it grows.
            """,
        options: ["device", "detents", "profile", "undimmed", "selected", "text-sizes"],
        flags: ["json", "matrix", "landscape", "grabber", "form-sheet"], maximumPositionals: 1, run: run)

    static func run(_ context: Context) async throws(Failure) {
        if context.arguments[option: "device"] == "list" {
            return try context.write(Data(DetentDevice.names.map(\.name).joined(separator: "\n").utf8))
        }
        let client = try context.client()
        if context.arguments.flags.contains("matrix") { return try await DetentMatrix.run(context, client: client) }
        let body: Data
        if context.arguments.positionals.isEmpty {
            let device = try self.device(context)
            let built = try request(context, on: device, landscape: context.arguments.flags.contains("landscape"))
            do {
                body = try SheetdClient.body(of: built)
            } catch {
                throw .sheetd(error)
            }
        } else {
            body = try context.input()
        }
        let raw = try await fetch { () async throws(SheetdError) in try await client.answer(.layout, body: body) }
        if context.arguments.flags.contains("json") { return try context.write(raw.body) }
        let answer = try decode(PresentationSheetAnswer.self, raw.body)
        try context.write(Data(DetentTable(answer: answer).text.utf8))
    }

    /// The device `--device` names (the iPhone 12–14 without it).
    static func device(_ context: Context) throws(Failure) -> DetentDevice {
        let name = context.arguments[option: "device"] ?? "iphone-14"
        guard let device = DetentDevice.named(name) else {
            throw .usage(UsageError("--device: no device \(name); `sheetctl detents --device list` names them"))
        }
        return device
    }

    /// The request the options describe, on `device`.
    static func request(
        _ context: Context, on device: DetentDevice, landscape: Bool, textSize: ContentSizeCategory? = nil
    ) throws(Failure) -> PresentationSheetLayoutRequest {
        let profile = try context.choice("profile", among: ["ios17", "ios26"]).map(ProfileName.init(rawValue:))
        let flags = context.arguments.flags
        return PresentationSheetLayoutRequest(
            screen: device.requestScreen(landscape: landscape),
            traits: Traits(idiom: device.isPad ? .pad : .phone, contentSizeCategory: textSize),
            profile: profile,
            sheetPresentation: SheetPresentation(
                modalPresentationStyle: flags.contains("form-sheet") ? .formSheet : nil,
                detents: try detents(context.arguments[option: "detents"] ?? "medium,large"),
                selectedDetentIdentifier: context.arguments[option: "selected"],
                largestUndimmedDetentIdentifier: context.arguments[option: "undimmed"],
                prefersGrabberVisible: flags.contains("grabber") ? true : nil))
    }

    /// `medium,large,300,0.25f` as detents: the system ones by name, a number as a height, `f` after it a fraction.
    static func detents(_ list: String) throws(Failure) -> [Detent] {
        var detents: [Detent] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if item == "medium" || item == "large" {
                detents.append(Detent(identifier: item))
            } else if item.hasSuffix("f"), let fraction = Double(item.dropLast()) {
                detents.append(Detent(fraction: fraction))
            } else if let height = Double(item) {
                detents.append(Detent(height: height))
            } else {
                throw .usage(UsageError("--detents: \(item) is not medium, large, a height or a fraction (0.25f)"))
            }
        }
        guard !detents.isEmpty else { throw .usage(UsageError("--detents: give at least one detent")) }
        return detents
    }
}
