import LayoutCore

/// Greedy line filling over shaped text, as `NSLineBreakMode.byWordWrapping` does: each line
/// takes the last break opportunity whose text (without trailing whitespace) fits; a mandatory
/// break ends a line; a run of text with no opportunity that is wider than the line breaks at
/// grapheme cluster boundaries, at least one cluster per line.
struct LineFiller {
    /// Slack for floating-point sums when comparing with the width.
    static let tolerance = 1e-9

    let text: UnsafeBufferPointer<UInt16>
    let prefixWidths: UnsafeBufferPointer<Double>
    let graphemeEnds: UnsafeBufferPointer<Int32>
    let limit: Double

    private(set) var lines: [String] = []
    private(set) var widest = 0.0

    init(
        text: UnsafeBufferPointer<UInt16>, prefixWidths: UnsafeBufferPointer<Double>,
        graphemeEnds: UnsafeBufferPointer<Int32>, maxWidth: Double
    ) {
        self.text = text
        self.prefixWidths = prefixWidths
        self.graphemeEnds = graphemeEnds
        self.limit = (maxWidth.isNaN ? .infinity : maxWidth) + Self.tolerance
    }

    /// The end of `text[start..<end]` without its trailing whitespace.
    static func visibleEnd(in text: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int) -> Int {
        var end = end
        while end > start && ScalarClasses.isTrailingWhitespace(text[end - 1]) { end -= 1 }
        return end
    }

    func visibleEnd(from start: Int, to end: Int) -> Int {
        Self.visibleEnd(in: text, from: start, to: end)
    }

    /// The width of `start..<end` without its trailing whitespace.
    func visibleWidth(from start: Int, to end: Int) -> Double {
        prefixWidths[visibleEnd(from: start, to: end)] - prefixWidths[start]
    }

    /// Fills lines; `breaks` are the break opportunities (the last is the text's length) and
    /// `mandatory` flags those after a newline.
    mutating func fill(breaks: UnsafeBufferPointer<Int32>, mandatory: UnsafeBufferPointer<UInt8>) {
        var lineStart = 0
        var lastFit = -1  // the last opportunity after lineStart whose line fits
        var index = 0
        while index < breaks.count {
            let offset = Int(breaks[index])
            if visibleWidth(from: lineStart, to: offset) > limit {
                if lastFit > lineStart {
                    emit(from: lineStart, to: lastFit)
                    lineStart = lastFit
                    lastFit = -1
                    continue  // the same opportunity, measured from the new line start
                }
                lineStart = emitOverlong(from: lineStart, to: offset)
            }
            if mandatory[index] != 0 {
                emit(from: lineStart, to: offset)
                lineStart = offset
                lastFit = -1
            } else {
                lastFit = offset
            }
            index += 1
        }
        // The last line: the rest, or an empty line after a final newline (as UILabel shows).
        emit(from: lineStart, to: text.count)
    }

    /// Breaks `start..<end`, which has no opportunity and does not fit, at grapheme boundaries:
    /// emits every full line and returns where the remainder (which fits, or is one cluster)
    /// starts.
    private mutating func emitOverlong(from start: Int, to end: Int) -> Int {
        var pieceStart = start
        var clusterStart = start
        var index = firstGraphemeEnd(after: start)
        while index < graphemeEnds.count && Int(graphemeEnds[index]) <= end {
            let clusterEnd = Int(graphemeEnds[index])
            if clusterStart > pieceStart && visibleWidth(from: pieceStart, to: clusterEnd) > limit {
                emit(from: pieceStart, to: clusterStart)
                pieceStart = clusterStart
            }
            clusterStart = clusterEnd
            index += 1
        }
        return pieceStart
    }

    /// The index of the first grapheme end greater than `offset` (binary search).
    private func firstGraphemeEnd(after offset: Int) -> Int {
        var low = 0
        var high = graphemeEnds.count
        while low < high {
            let middle = (low + high) / 2
            if Int(graphemeEnds[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func emit(from start: Int, to end: Int) {
        let visible = visibleEnd(from: start, to: end)
        lines.append(ScalarClasses.string(fromUTF16: UnsafeBufferPointer(rebasing: text[start..<visible])))
        widest = max(widest, prefixWidths[visible] - prefixWidths[start])
    }
}
