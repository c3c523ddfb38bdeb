import Foundation
import SheetdKit

/// `sheetctl detents --matrix`: the sheet of the options at each of its detents on every device of the catalogue,
/// portrait and landscape; one SVG and a table of where each sheet's top is seen.
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
        var cells: [Cell] = []
        var identifiers: [String] = []
        for device in DetentDevice.all {
            for landscape in [false, true] {
                var request = try DetentsCommand.request(context, on: device, landscape: landscape)
                if identifiers.isEmpty {
                    // The detents' identifiers as the service names them (a custom one without an identifier gets
                    // its own), active or not, in UIKit's order.
                    let answer = try await layout(request, client: client)
                    identifiers = answer.detents.map(\.identifier) + answer.inactiveDetents.map(\.identifier)
                }
                for identifier in identifiers {
                    request.sheetPresentation.selectedDetentIdentifier = identifier
                    let answer = try await layout(request, client: client)
                    cells.append(Cell(label: device.label(landscape: landscape), detent: identifier, answer: answer))
                }
            }
        }
        try Context.write(Data(DetentContactSheet(cells: cells, detents: identifiers).svg.utf8), to: path)
        print(table(cells, detents: identifiers))
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
