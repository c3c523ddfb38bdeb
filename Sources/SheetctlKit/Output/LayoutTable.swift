import Foundation
import SheetdKit

/// A layout for people: one line per element (id, screen frame, lines, warnings), then the warnings that concern
/// no single element.
struct LayoutTable {
    let answer: LayoutAnswer
    /// The request's bytes, to tell which element a warning's pointer names.
    let request: Data

    var text: String {
        let owners = elementIDs(byActionIndex: actionStyles())
        var notes: [String: [String]] = [:]
        var general: [String] = []
        for warning in answer.warnings {
            if let id = element(for: warning.pointer, owners: owners) {
                notes[id, default: []].append(warning.code.rawValue)
            } else {
                general.append("\(warning.code.rawValue): \(warning.message)")
            }
        }
        for element in answer.elements where element.text?.truncated == true && notes[element.id] == nil {
            notes[element.id] = ["truncated"]
        }
        for region in answer.scroll {
            notes[region.id == "header" ? "header" : "mainGroup", default: []].append("scrolls")
        }
        let header = ["id", "screen frame (x, y, width × height)", "lines", "warnings"]
        var rows = answer.elements.map { element in
            [
                element.id, Self.frame(element.screenFrame), element.lines.map(String.init) ?? "",
                (notes[element.id] ?? []).joined(separator: ", "),
            ]
        }
        rows.insert(header, at: 0)
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }
        lines = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        let screen = answer.screen
        lines.insert(
            "\(answer.presentation.rawValue) on \(Self.number(screen.width)) × \(Self.number(screen.height)) pt "
                + "(\(screen.orientation.rawValue), @\(Self.number(screen.scale))x), profile \(answer.profile.rawValue), "
                + answer.layoutDirection.rawValue, at: 0)
        lines += general.map { "warning: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// `x, y  width × height`.
    static func frame(_ rect: Rect) -> String {
        "\(number(rect.x)), \(number(rect.y))  \(number(rect.width)) × \(number(rect.height))"
    }

    /// A number without a needless `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The style of each action of the request, in input order (`nil` for the default).
    private func actionStyles() -> [String?] {
        guard case .object(let root) = try? JSONDecoder().decode(JSONDocument.self, from: request),
            case .object(let sheet)? = root["sheet"], case .array(let actions)? = sheet["actions"]
        else { return [] }
        return actions.map { action in
            guard case .object(let members) = action, case .string(let style)? = members["style"] else { return nil }
            return style
        }
    }

    /// The element of each input action: `cancel` for the cancel action, else `action.N` counting the others.
    private func elementIDs(byActionIndex styles: [String?]) -> [Int: String] {
        var owners: [Int: String] = [:]
        var count = 0
        for (index, style) in styles.enumerated() {
            if style == "cancel" {
                owners[index] = "cancel"
            } else {
                owners[index] = "action.\(count)"
                count += 1
            }
        }
        return owners
    }

    /// The element a warning's pointer concerns, if one.
    private func element(for pointer: String?, owners: [Int: String]) -> String? {
        guard let pointer else { return nil }
        let parts = pointer.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[0] == "sheet" else { return nil }
        switch parts[1] {
        case "title", "message": return parts[1]
        case "customView":
            if parts.count >= 4, parts[2] == "subviews", let index = Int(parts[3]) {
                return subviewID(at: index).map { "customView.\($0)" } ?? "customView"
            }
            return "customView"
        case "actions":
            guard parts.count >= 3, let index = Int(parts[2]) else { return "mainGroup" }
            return owners[index]
        default: return nil
        }
    }

    private func subviewID(at index: Int) -> String? {
        let subviews = answer.elements.filter { $0.role == .customSubview }
        guard index < subviews.count else { return nil }
        return String(subviews[index].id.dropFirst("customView.".count))
    }
}
