import Foundation
import Testing

@testable import SheetService

/// Writes the seed's animation in every format to the folder named by `SHEETD_LOTTIE_OUT`, for the Lottie and
/// Chromium checks of `IntegrationTests/animation/run.sh`; without the variable it only checks that each export is
/// produced.
struct AnimationExportTests {
    /// The environment variable naming the output folder.
    static let outputVariable = "SHEETD_LOTTIE_OUT"

    /// Every format of `POST /animation`.
    static let formats = ["keyframes", "coreAnimation", "css", "lottie"]

    /// Posts `body` (of `format`): the answer must be 200 with a body, which lands in the output folder as
    /// `<name>.css` or `<name>.<format>.json` when one is named.
    static func export(name: String, format: String, body: String) throws {
        let response = ServiceHarness().post("/animation", json: body)
        #expect(response.status == 200, "\(name) \(format): \(response.text)")
        #expect(!response.body.isEmpty)
        guard let folder = ProcessInfo.processInfo.environment[outputVariable] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/\(name).\(format == "css" ? "css" : format + ".json")"
        try Data(response.body).write(to: URL(fileURLWithPath: path))
    }

    /// Each of present and dismiss, in every format, answers 200 and, when asked, lands in the output folder as
    /// `<transition>.<format>.json` or `<transition>.css` (`dismiss-nofade.*` for the dismissal without the fade,
    /// `*-clear.*` for sheetd's `clearCustomView` slide; the others play UIKit's, the default).
    @Test(arguments: [
        ("present", #""transition":"present""#), ("dismiss", #""transition":"dismiss""#),
        ("dismiss-nofade", #""transition":"dismiss","customViewFade":false"#),
        ("present-clear", #""transition":"present","slide":"clearCustomView""#),
        ("dismiss-nofade-clear", #""transition":"dismiss","customViewFade":false,"slide":"clearCustomView""#),
    ])
    func exportSeed(name: String, members: String) throws {
        for format in Self.formats {
            let body = AnimationRequests.seed(members + #","format":"\#(format)""#)
            try Self.export(name: name, format: format, body: body)
        }
    }

    /// The seed under `ios26`, with `extra` members at the root; with `source`, a `sheet.sourceRect` that anchors
    /// the popover (a 50×44 button in the upper half of the screen), without it the centred card; `pad` puts it on
    /// a 1024 × 1366 iPad, whose popover keeps its arrow (and the arrow's animations).
    static func glassRequest(source: Bool, pad: Bool = false, _ extra: String) -> String {
        let sourceRect =
            pad
            ? #","sourceRect":{"x":480,"y":600,"width":64,"height":44}"#
            : source ? #","sourceRect":{"x":170,"y":300,"width":50,"height":44}"# : ""
        var sheet = AnimationRequests.seedMembers.replacingOccurrences(
            of: #"{"id":"label","frame":{"x":0,"y":0,"width":100,"height":30}}]}}"#,
            with: #"{"id":"label","frame":{"x":0,"y":0,"width":100,"height":30}}]}\#(sourceRect)}"#)
        if pad {
            sheet = sheet.replacingOccurrences(
                of:
                    #""screen":{"width":390,"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"bottom":34,"right":0}}"#,
                with: #""screen":{"width":1024,"height":1366,"scale":2},"traits":{"idiom":"pad"}"#)
        }
        return #"{\#(sheet),"profile":"ios26",\#(extra)}"#
    }

    /// The `ios26` card (no source) and anchored popover (with `sheet.sourceRect`: the iPhone's, which appears at
    /// once and fades out, and the iPad's, which grows from its arrow), present and dismiss, answer 200 in every
    /// format and, when asked, land in the output folder as `ios26-<card|popover|popover-pad>-<transition>.*`; their
    /// fade and scale are what `test_lottie.py` and `test_css.py` check.
    @Test(arguments: [
        ("ios26-card-present", false, "present"), ("ios26-card-dismiss", false, "dismiss"),
        ("ios26-popover-present", true, "present"), ("ios26-popover-dismiss", true, "dismiss"),
        ("ios26-popover-pad-present", true, "present"), ("ios26-popover-pad-dismiss", true, "dismiss"),
    ])
    func exportGlass(name: String, source: Bool, transition: String) throws {
        for format in Self.formats {
            let body = Self.glassRequest(
                source: source, pad: name.contains("-pad-"), #""transition":"\#(transition)","format":"\#(format)""#)
            try Self.export(name: name, format: format, body: body)
        }
    }

    /// The seed as an alert (`ios17`'s legacy alert and `ios26`'s glass one), present and dismiss, in every format;
    /// as `alert-<profile>-<transition>.*` in the output folder, checked like the card: scale 1.2 → 1 about the
    /// centre while fading in, a fade on the 0.404 s spring out.
    @Test(arguments: [
        ("alert-ios17-present", "ios17", "present"), ("alert-ios17-dismiss", "ios17", "dismiss"),
        ("alert-ios26-present", "ios26", "present"), ("alert-ios26-dismiss", "ios26", "dismiss"),
    ])
    func exportAlert(name: String, profile: String, transition: String) throws {
        let sheet = AnimationRequests.seedMembers.replacingOccurrences(
            of: #""sheet":{"#, with: #""sheet":{"preferredStyle":"alert","#)
        for format in Self.formats {
            let body = #"{\#(sheet),"profile":"\#(profile)","transition":"\#(transition)","format":"\#(format)"}"#
            try Self.export(name: name, format: format, body: body)
        }
    }
}
