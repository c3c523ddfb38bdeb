import HTTPServer
import SheetAnswers

extension SheetService: ComputationTiming {
    /// POST /animation: the present or dismiss animation of the sheet, computed from its layout
    /// (`SheetAnswers.animation(_:timing:)`).
    func animation(_ request: HTTPRequest) -> HTTPResponse {
        do throws(Problem) {
            try JSONMediaType.check(request.headers["Content-Type"])
            return Responses.answer(try answers.animation(request.body, timing: self))
        } catch {
            return Responses.problem(error)
        }
    }

    /// POST /animation.css: the animation as a CSS style sheet, the path fixing the format
    /// (`SheetAnswers.animationStyleSheet(_:timing:)`).
    func animationStyleSheet(_ request: HTTPRequest) -> HTTPResponse {
        do throws(Problem) {
            try JSONMediaType.check(request.headers["Content-Type"])
            return Responses.answer(try answers.animationStyleSheet(request.body, timing: self))
        } catch {
            return Responses.problem(error)
        }
    }
}
