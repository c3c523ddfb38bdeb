import Foundation
import LayoutCore
import SheetdKit

/// `sheetctl matrix`: one sheet on every screen the service knows, in both orientations, at every content size
/// category; a contact sheet of them all, and a table of the cells that truncate, scroll or push the custom view
/// off screen.
enum MatrixCommand {
    static let subcommand = Subcommand(
        name: "matrix", summary: "the sheet on every device, orientation and text size: contact sheet + table",
        help: """
            usage: sheetctl matrix [FILE|-] -o FILE.svg

            Lays out the sheet of FILE (or standard input, a /layout request) on every iPhone and iPad screen of the
            service's device catalogue, portrait and landscape, at each of the 12 content size categories. The
            request's screen and traits.idiom and contentSizeCategory are replaced; its other traits, profile and
            sheet are kept (an iPad without sheet.sourceRect gets a 44 × 44 one at the bottom centre, a toolbar button). Writes every
            layout as one contact-sheet SVG, and prints a table with one row per screen and orientation, one column
            per category:
              T  a text is truncated       S  the header or the actions scroll
              C  the custom view is pushed off screen or above the safe area      .  none of these
              !  refused (the problem is printed below the table)
            """,
        options: [], flags: [], maximumPositionals: 1, run: run)

    static func run(_ context: Context) async throws(Failure) {
        guard let path = context.arguments[option: "output-file"], path.lowercased().hasSuffix(".svg") else {
            throw .usage(UsageError("give -o FILE.svg"))
        }
        let client = try context.client()
        let input = try context.input()
        guard case .object(let request) = try? JSONDecoder().decode(JSONDocument.self, from: input) else {
            // Not a JSON object: the answer's problem says what is wrong with it.
            _ = try await fetch { () async throws(SheetdError) in try await client.answer(.layout, body: input) }
            throw .sheetd(.unexpectedAnswer(status: 200, detail: "the request is not a JSON object"))
        }
        var cells: [MatrixCell] = []
        for screen in MatrixScreen.all {
            for category in ContentSizeCategory.allCases {
                let body = MatrixScreen.request(request, on: screen, category: category)
                do throws(SheetdError) {
                    let raw = try await client.answer(.layout, body: body)
                    cells.append(
                        MatrixCell(screen: screen, category: category, outcome: .laidOut(try decodeLayout(raw))))
                } catch {
                    guard case .problem(let problem) = error, problem.status < 500 else { throw .sheetd(error) }
                    if cells.isEmpty, !problem.pointers.allSatisfy({ $0.hasPrefix("/screen") }) {
                        throw .sheetd(error)  // the sheet itself is invalid: every cell would say so
                    }
                    cells.append(MatrixCell(screen: screen, category: category, outcome: .refused(problem)))
                }
            }
        }
        let svg = ContactSheet(cells: cells).svg
        try Context.write(Data(svg.utf8), to: path)
        print(MatrixTable(cells: cells).text)
    }

    private static func decodeLayout(_ raw: RawAnswer) throws(SheetdError) -> LayoutAnswer {
        do {
            return try JSONDecoder().decode(LayoutAnswer.self, from: raw.body)
        } catch {
            throw .unexpectedAnswer(status: 200, detail: "\(error)")
        }
    }
}

/// One screen of the matrix: a catalogue device in one orientation.
struct MatrixScreen {
    let device: DeviceScreen
    let isPad: Bool
    let isLandscape: Bool

    /// Every iPhone, then every iPad, each in portrait then landscape.
    static let all: [MatrixScreen] =
        DeviceCatalog.screens.flatMap {
            [
                MatrixScreen(device: $0, isPad: false, isLandscape: false),
                .init(device: $0, isPad: false, isLandscape: true),
            ]
        }
        + DeviceCatalog.padScreens.flatMap {
            [
                MatrixScreen(device: $0, isPad: true, isLandscape: false),
                .init(device: $0, isPad: true, isLandscape: true),
            ]
        }

    var width: Double { isLandscape ? device.height : device.width }
    var height: Double { isLandscape ? device.width : device.height }

    /// `iPhone 12–14 · 390 × 844 · portrait`.
    var label: String {
        let size = "\(LayoutTable.number(width)) × \(LayoutTable.number(height))"
        return "\(device.models) · \(size) · \(isLandscape ? "landscape" : "portrait")"
    }

    /// `request` on this screen at `category`.
    static func request(_ request: [String: JSONDocument], on screen: MatrixScreen, category: ContentSizeCategory)
        -> Data
    {
        var request = request
        let insets = screen.isLandscape ? screen.device.landscapeInsets : screen.device.portraitInsets
        request["screen"] = .object([
            "width": .number(screen.width), "height": .number(screen.height), "scale": .number(screen.device.scale),
            "safeAreaInsets": .object([
                "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
                "right": .number(insets.right),
            ]),
        ])
        var traits: [String: JSONDocument] = [:]
        if case .object(let given)? = request["traits"] { traits = given }
        traits["idiom"] = .string(screen.isPad ? "pad" : "phone")
        traits["contentSizeCategory"] = .string(category.rawValue)
        traits["horizontalSizeClass"] = nil
        request["traits"] = .object(traits)
        if screen.isPad, case .object(var sheet)? = request["sheet"], sheet["sourceRect"] == nil {
            sheet["sourceRect"] = .object([
                "x": .number((screen.width / 2 - 22).rounded()),
                "y": .number(screen.height - insets.bottom - 52), "width": .number(44),
                "height": .number(44),
            ])
            request["sheet"] = .object(sheet)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(JSONDocument.object(request))) ?? Data()
    }
}

/// One cell: a screen and a category, and what the service made of them.
struct MatrixCell {
    enum Outcome {
        case laidOut(LayoutAnswer)
        case refused(ProblemDetails)
    }

    let screen: MatrixScreen
    let category: ContentSizeCategory
    let outcome: Outcome

    /// Whether a text is truncated.
    var truncates: Bool {
        guard case .laidOut(let layout) = outcome else { return false }
        return layout.elements.contains { $0.text?.truncated == true }
    }

    /// Whether the header or the actions scroll.
    var scrolls: Bool {
        guard case .laidOut(let layout) = outcome else { return false }
        return !layout.scroll.isEmpty
    }

    /// Whether the custom view is pushed off screen, or above the safe area.
    var pushesCustomViewOff: Bool {
        guard case .laidOut(let layout) = outcome else { return false }
        return layout.warnings.contains { $0.code == .customViewOffScreen || $0.code == .customViewAboveSafeArea }
    }

    /// `T`, `S`, `C` for each finding, `.` for none, `!` for a refusal.
    var symbol: String {
        if case .refused = outcome { return "!" }
        let marks = (truncates ? "T" : "") + (scrolls ? "S" : "") + (pushesCustomViewOff ? "C" : "")
        return marks.isEmpty ? "." : marks
    }
}
