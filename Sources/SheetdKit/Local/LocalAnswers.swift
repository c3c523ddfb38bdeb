import Foundation
import LayoutCore
import Locking
import SheetAnswers

#if canImport(TextShaping)
    import TextShaping
#endif

/// Measures the texts of in-process answers: LayoutCore's `TextMeasuring`. On Linux the client uses the server's
/// own HarfBuzz + ICU measurer; elsewhere an app passes one (see docs/clients.md, "Use from an app").
public typealias TextMeasuring = LayoutCore.TextMeasuring

/// The answers computed in-process: `SheetAnswers`, the daemon's own path from request bytes to answer bytes,
/// without HTTP. Its measurer is made on first use (loading fonts takes a while) and kept.
final class LocalAnswers: Sendable {
    private let given: (any TextMeasuring)?
    private let previews: LocalPreviews
    private let makeMeasurer: @Sendable () throws(SheetdError) -> any TextMeasuring
    private let made = LockedValue<SheetAnswers?>(nil)

    /// - Parameters:
    ///   - measurer: the app's measurer, if it gave one.
    ///   - previews: how previews are drawn, if they are.
    ///   - makeMeasurer: makes the platform's measurer on first use otherwise.
    init(
        measurer: (any TextMeasuring)?, previews: LocalPreviews = .none,
        makeMeasurer: @escaping @Sendable () throws(SheetdError) -> any TextMeasuring = LocalAnswers.platformMeasurer
    ) {
        given = measurer
        self.previews = previews
        self.makeMeasurer = makeMeasurer
    }

    /// The answer to `body` on `route`, as sheetd would send it.
    func answer(_ route: SheetRoute, body: Data, accept: String?) throws(SheetdError) -> RawAnswer {
        let answers = try sheetAnswers()
        let bytes = [UInt8](body)
        let answer: Answer?
        do throws(Problem) {
            switch route {
            case .layout: answer = try answers.layout(bytes)
            case .animation: answer = try answers.animation(bytes)
            case .animationStyleSheet: answer = try answers.animationStyleSheet(bytes)
            case .preview, .previewPNG: answer = try previews.draw?(route, answers, bytes, accept)
            case .profiles: answer = answers.profiles()
            }
        } catch {
            throw .problem(ProblemDetails(error))
        }
        guard let answer else {
            throw .localUnavailable(
                "previews are drawn in-process only with the SheetdKitPreviews product: pass previews: .drawn to SheetdClient(baseURL:…)"
            )
        }
        return RawAnswer(body: Data(answer.body), contentType: answer.contentType, source: .local, entityTag: nil)
    }

    private func sheetAnswers() throws(SheetdError) -> SheetAnswers {
        if let given { return SheetAnswers(measurer: given) }
        return try made.withLock { (stored: inout SheetAnswers?) throws(SheetdError) -> SheetAnswers in
            if let stored { return stored }
            let answers = SheetAnswers(measurer: try makeMeasurer())
            stored = answers
            return answers
        }
    }

    /// HarfBuzz + ICU with the daemon's font directories (`FONT_DIRS`, as sheetd reads it), where they exist.
    static func platformMeasurer() throws(SheetdError) -> any TextMeasuring {
        #if canImport(TextShaping)
            let searchPath = ProcessInfo.processInfo.environment["FONT_DIRS"]
            let directories = searchPath.map(FontLocator.directories(fromSearchPath:)) ?? FontLocator.defaultDirectories
            do {
                return try HarfBuzzTextMeasurer(fontDirectories: directories)
            } catch {
                throw .localUnavailable("cannot load fonts: \(error)")
            }
        #else
            throw .localUnavailable(
                "no text measurer on this platform: pass one to SheetdClient(baseURL:measurer:) for in-process answers")
        #endif
    }
}

extension ProblemDetails {
    /// The problem the daemon would send for `problem`.
    init(_ problem: Problem) {
        self.init(
            problem.type, detail: problem.detail,
            errors: problem.errors.isEmpty
                ? nil : problem.errors.map { FieldError(pointer: $0.pointer, detail: $0.detail) },
            parameter: problem.parameter)
    }
}
