/// `text` filled greedily into lines of whole words no wider than `maxWidth` (a word wider than that alone on its
/// line), each candidate line measured by `width`: an independent reference for the wrapping under test.
func greedyLines(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if current.isEmpty || width(candidate) <= maxWidth {
            current = candidate
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    lines.append(current)
    return lines
}
