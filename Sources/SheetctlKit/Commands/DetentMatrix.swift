import Foundation
import SheetdKit

/// `sheetctl detents --matrix`: the sheet of the options at each of its detents on every device of the catalogue,
/// portrait and landscape, at each text size asked for; one SVG and a table of where each sheet's top is seen.
enum DetentMatrix {
    /// One cell: a device in an orientation, a detent selected, and the answer.
    struct Cell {
        let label: String
        let detent: String
        let answer: PresentationSheetAnswer

        /// Whether the detent asked for is inactive here (the sheet then rests at the smallest).
        var isInactive: Bool { answer.inactiveDetents.contains { $0.identifier == detent } }

        /// `388.32` (the visible top), `full` (full screen), `-` (inactive).
        var summary: String {
            if isInactive { return "-" }
            if answer.mode == .fullScreen { return "full" }
            return LayoutTable.number(answer.current.visibleFrame.y)
        }
    }

    static func run(_ context: Context, client: SheetdClient) async throws(Failure) {
        guard let path = context.arguments[option: "output-file"], path.lowercased().hasSuffix(".svg") else {
            throw .usage(UsageError("--matrix: give -o FILE.svg"))
        }
        let textSizes = try textSizes(context)
        var cells: [Cell] = []
        var identifiers: [String] = []
        for device in DetentDevice.all {
            for (landscape, textSize) in [false, true].flatMap({ landscape in textSizes.map { (landscape, $0) } }) {
                var request = try DetentsCommand.request(
                    context, on: device, landscape: landscape, textSize: textSize)
                if identifiers.isEmpty {
                    // The detents' identifiers as the service names them (a custom one without an identifier gets
                    // its own), active or not, in UIKit's order.
                    let answer = try await layout(request, client: client)
                    identifiers = answer.detents.map(\.identifier) + answer.inactiveDetents.map(\.identifier)
                }
                for identifier in identifiers {
                    request.sheetPresentation.selectedDetentIdentifier = identifier
                    let answer = try await layout(request, client: client)
                    let label =
                        device.label(landscape: landscape) + (textSizes.count > 1 ? " · \(textSize.rawValue)" : "")
                    cells.append(Cell(label: label, detent: identifier, answer: answer))
                }
            }
        }
        try Context.write(Data(DetentContactSheet(cells: cells, detents: identifiers).svg.utf8), to: path)
        print(table(cells, detents: identifiers))
    }

    /// `--text-sizes`: the content size categories of the rows, `large` (UIKit's default) when not given.
    static func textSizes(_ context: Context) throws(Failure) -> [ContentSizeCategory] {
        guard let list = context.arguments[option: "text-sizes"] else { return [.large] }
        var sizes: [ContentSizeCategory] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let size = ContentSizeCategory(rawValue: item) else {
                let known = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage(UsageError("--text-sizes: \(item) is not a content size category (\(known))"))
            }
            sizes.append(size)
        }
        guard !sizes.isEmpty else { throw .usage(UsageError("--text-sizes: give at least one text size")) }
        return sizes
    }

    private static func layout(_ request: PresentationSheetLayoutRequest, client: SheetdClient) async throws(Failure)
        -> PresentationSheetAnswer
    {
        do {
            return try await client.layout(request)
        } catch {
            throw .sheetd(error)
        }
    }

    /// One row per device and orientation, one column per detent: where the sheet's top is seen.
    static func table(_ cells: [Cell], detents: [String]) -> String {
        var rows = [["device"] + detents]
        for start in stride(from: 0, to: cells.count, by: max(detents.count, 1)) {
            let row = cells[start..<min(cells.count, start + detents.count)]
            rows.append([row.first?.label ?? ""] + row.map(\.summary))
        }
        return
            (DetentTable.aligned(rows) + [
                "",
                "the visible top of the sheet at each detent; full: full screen; -: the detent is inactive there",
            ]).joined(separator: "\n")
    }
}
