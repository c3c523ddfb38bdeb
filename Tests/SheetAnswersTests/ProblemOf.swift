import SheetAnswers

/// The problem `answer` throws, or `nil` when it answers: how the tests of this target look at a refusal.
func problem(of answer: () throws(Problem) -> Answer) -> Problem? {
    do {
        _ = try answer()
        return nil
    } catch {
        return error
    }
}
