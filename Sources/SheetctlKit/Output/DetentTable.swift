import SheetdKit

/// A presentation sheet's layout for people: a line of the mode and sizes, one row per active detent (its value,
/// frame, visible frame, corners, dimming and the view behind), the sheet now, then the inactive detents, the rules
/// and the assumptions.
struct DetentTable {
    let answer: PresentationSheetAnswer

    var text: String {
        let screen = answer.screen
        var lines = [
            "\(answer.mode.rawValue) \(answer.modalPresentationStyle.rawValue) on \(n(screen.width)) × "
                + "\(n(screen.height)) pt (\(screen.orientation.rawValue)), profile \(answer.profile.rawValue), "
                + "maximumDetentValue \(n(answer.maximumDetentValue)), display corners \(n(screen.displayCornerRadius))"
        ]
        let header = [
            "detent", "value", "frame (x, y  width × height)", "visible frame", "corners top/bottom", "dimming",
            "view behind (scale, corners)",
        ]
        var rows = answer.detents.map { detent in
            let mark = detent.identifier == answer.selectedDetentIdentifier ? " *" : ""
            return [detent.identifier + mark, n(detent.value) + (detent.isCapped ? " (capped)" : "")]
                + Self.columns(detent.state)
        }
        rows.append(["now", n(answer.current.offset)] + Self.columns(answer.current))
        if let beneath = answer.presentingSheet { rows.append(["beneath", n(beneath.offset)] + Self.columns(beneath)) }
        lines += Self.aligned([header] + rows)
        lines += answer.inactiveDetents.map { "inactive: \($0.identifier): \($0.reason)" }
        if let release = answer.release {
            lines.append(
                "release at \(n(release.velocity)) pt/s: settles at \(release.targetDetentIdentifier ?? "dismissal")"
                    + (release.isFlick ? " (a flick)" : ""))
        }
        lines += answer.rules.map { "rule \($0.code.rawValue): \($0.message)" }
        lines += answer.assumptions.map { "assumed: \($0)" }
        lines.append("* the selected detent")
        return lines.joined(separator: "\n")
    }

    /// The columns of one state after its name and value.
    static func columns(_ state: SheetState) -> [String] {
        let behind = state.presentingView
        return [
            LayoutTable.frame(state.frame), LayoutTable.frame(state.visibleFrame),
            "\(n(state.visibleCornerRadii.top))/\(n(state.visibleCornerRadii.bottom))", n(state.dimming.alpha),
            "\(n(behind.transform.scale)), \(n(behind.cornerRadius))",
        ]
    }

    /// Rows padded to their columns' widths, the last column unpadded.
    static func aligned(_ rows: [[String]]) -> [String] {
        let count = rows.first?.count ?? 0
        let widths = (0..<count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map {
                $0 == count - 1 ? row[$0] : row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ")
        }
    }
}

/// A number without a needless `.0`.
private func n(_ value: Double) -> String { LayoutTable.number(value) }
