import Foundation
import SheetdKit

/// `sheetctl animation`: the present or dismiss animation, as `POST /animation` answers it.
enum AnimationCommand {
    static let subcommand = Subcommand(
        name: "animation", summary: "the present or dismiss animation: keyframes, Core Animation, CSS, Lottie",
        help: """
            usage: sheetctl animation [FILE|-] --transition present|dismiss [--format keyframes|coreAnimation|css|lottie]
                                      [--slide uiKit|clearCustomView]

            The animation of the sheet that FILE (or standard input) describes. --transition, --format and --slide
            set the request's members of the same names (the file may give them instead); the answer is printed as
            POST /animation gives it.
            """,
        options: ["transition", "format", "slide"], flags: [], maximumPositionals: 1, run: run)

    static func run(_ context: Context) async throws(Failure) {
        var members: [String: String] = [:]
        members["transition"] = try context.choice("transition", among: TransitionKind.allCases.map(\.rawValue))
        members["format"] = try context.choice("format", among: AnimationFormat.allCases.map(\.rawValue))
        members["slide"] = try context.choice("slide", among: TransitionSlide.allCases.map(\.rawValue))
        let client = try context.client()
        let input = try context.input()
        let request = body(input, setting: members.compactMapValues { $0 })
        if members["transition"] == nil, !mentionsTransition(input) {
            throw .usage(UsageError("give --transition present|dismiss (the file has no transition)"))
        }
        let raw = try await fetch { () async throws(SheetdError) in try await client.answer(.animation, body: request) }
        try context.write(raw.body)
    }

    /// Whether the request names a transition itself.
    private static func mentionsTransition(_ data: Data) -> Bool {
        guard case .object(let object) = try? JSONDecoder().decode(JSONDocument.self, from: data) else {
            return true  // not an object: the server's problem says what is wrong
        }
        return object["transition"] != nil
    }
}

/// `sheetctl preview`: a picture of the layout, or of the transition in a loop.
enum PreviewCommand {
    static let subcommand = Subcommand(
        name: "preview", summary: "a picture of the sheet: SVG, PNG or an HTML page",
        help: """
            usage: sheetctl preview [FILE|-] -o FILE.svg|FILE.png|FILE.html [--transition present|dismiss]
                                    [--slide uiKit|clearCustomView]

            Draws the sheet that FILE (or standard input) describes, as POST /preview does; the output file's
            extension chooses the picture. With --transition, the transition plays in a loop (SVG or HTML only).
            """,
        options: ["transition", "slide"], flags: [], maximumPositionals: 1, run: run)

    static func run(_ context: Context) async throws(Failure) {
        guard let path = context.arguments[option: "output-file"] else {
            throw .usage(UsageError("give -o FILE.svg, FILE.png or FILE.html"))
        }
        let format: PreviewFormat
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": format = .svg
        case "png": format = .png
        case "html", "htm": format = .html
        default: throw .usage(UsageError("-o must end in .svg, .png or .html, not \(path)"))
        }
        var members: [String: String] = [:]
        members["transition"] = try context.choice("transition", among: TransitionKind.allCases.map(\.rawValue))
        members["slide"] = try context.choice("slide", among: TransitionSlide.allCases.map(\.rawValue))
        let client = try context.client()
        let request = body(try context.input(), setting: members.compactMapValues { $0 })
        let raw = try await fetch { () async throws(SheetdError) in
            try await client.answer(.preview, body: request, accept: format.mediaType)
        }
        try context.write(raw.body, isText: format != .png)
    }
}

/// `sheetctl profiles`: the metrics profiles with every constant's source and confidence.
enum ProfilesCommand {
    static let subcommand = Subcommand(
        name: "profiles", summary: "the metrics profiles and the source of each constant",
        help: """
            usage: sheetctl profiles [--output json|table]

            Every metrics profile with its constants, as GET /profiles gives them (json, the default), or one line
            per constant (table).
            """,
        options: ["output"], flags: [], maximumPositionals: 0, run: run)

    static func run(_ context: Context) async throws(Failure) {
        let output = try context.choice("output", among: ["json", "table"]) ?? "json"
        let client = try context.client()
        let raw = try await fetch { () async throws(SheetdError) in try await client.answer(.profiles) }
        guard output == "table" else { return try context.write(raw.body) }
        let answer = try decode(ProfilesAnswer.self, raw.body)
        var lines: [String] = []
        for profile in answer.profiles {
            lines.append(profile.name.rawValue + (profile.name == answer.default ? " (default)" : ""))
            for constant in profile.constants {
                lines.append(
                    "  \(constant.name) = \(constant.value)  [\(constant.confidence.rawValue)] \(constant.source)")
            }
        }
        try context.write(Data(lines.joined(separator: "\n").utf8))
    }
}
