import Foundation
import LayoutCore
import SheetWire

/// The parts of openapi.yaml written from the Swift enumerations (`make regen-docs`): the `code` member of
/// `LayoutWarning`, listing every ``LayoutWarning/Code`` with its documentation, that of `PresentationRule`, listing
/// every ``PresentationRule/Code``, and the `type` member of each `*Problem` schema, the ``ProblemType``s of the
/// schema's status.
enum OpenAPIWireLists {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let documentURL = root.appendingPathComponent("openapi.yaml")
    /// The source whose `///` comments document the warning codes in the contract.
    static let codesSourceURL = root.appendingPathComponent("Sources/LayoutCore/Layout/LayoutWarning+Code.swift")
    /// The source whose `///` comments document the presentation sheet's rule codes.
    static let ruleCodesSourceURL = root.appendingPathComponent(
        "Sources/LayoutCore/SheetPresentation/PresentationRule.swift")

    /// A list of codes written into a `code` member of the contract, between two marker lines.
    struct CodeList {
        /// The line that opens the generated `code` member.
        let begin: String
        /// The line that closes it.
        let end: String
    }

    /// `LayoutWarning.code`.
    static let warningCodes = CodeList(
        begin: "        # generated from LayoutWarning.Code by `make regen-docs`: do not edit by hand",
        end: "        # end of the generated warning codes")
    /// `PresentationRule.code`.
    static let ruleCodes = CodeList(
        begin: "        # generated from PresentationRule.Code by `make regen-docs`: do not edit by hand",
        end: "        # end of the generated rule codes")
    /// Each code's documentation, read from the `///` lines above its `case` in `source`, in declaration order.
    static func documentedCodes(in source: String) -> [(name: String, documentation: String)] {
        var found: [(String, String)] = []
        var comment: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("///") {
                comment.append(text.dropFirst(3).trimmingCharacters(in: .whitespaces))
            } else if text.hasPrefix("case ") {
                found.append((String(text.dropFirst(5)), comment.joined(separator: " ")))
                comment = []
            } else {
                comment = []
            }
        }
        return found
    }

    /// Symbol links of DocC (``Code/slideNotPlayed``) as code spans of the contract (`slideNotPlayed`).
    static func plain(_ documentation: String) -> String {
        documentation.replacingOccurrences(
            of: #"``(?:[A-Za-z]+/)*([A-Za-z]+)``"#, with: "`$1`", options: .regularExpression)
    }

    /// The generated `code` member, markers included, from the documented cases.
    static func codesBlock(_ codes: [(name: String, documentation: String)], in list: CodeList = warningCodes)
        -> [String]
    {
        [
            list.begin,
            "        code:",
            "          type: string",
            "          description: |",
            "            Stable and machine-readable. A string rather than an enum: codes are added (never",
            "            renamed or removed), and a client must take a code it does not know. The codes:",
        ] + codes.map { "            - `\($0.name)`: \(plain($0.documentation))" } + [list.end]
    }

    /// The `type` member of a `*Problem` schema whose status is `status`.
    static func problemTypeLine(status: Int) -> String? {
        let types = ProblemType.allCases.filter { $0.status == status }.map { "'\($0.rawValue)'" }
        switch types.count {
        case 0: return nil
        case 1: return "        type: {type: string, const: \(types[0])}"
        default: return "        type: {type: string, enum: [\(types.joined(separator: ", "))]}"
        }
    }

    /// The statuses of the `*Problem` schemas, in the document's order, with the schema's name.
    static func problemSchemas(in lines: [String]) -> [(name: String, status: Int?)] {
        var schemas: [(String, Int?)] = []
        for line in lines {
            if let name = schemaName(line), name.hasSuffix("Problem"), name != "Problem" {
                schemas.append((name, nil))
            } else if !schemas.isEmpty, schemas[schemas.count - 1].1 == nil, let status = statusConst(line) {
                schemas[schemas.count - 1].1 = status
            }
        }
        return schemas
    }

    /// The document with its generated parts written from the enumerations.
    static func regenerated(_ document: String, codesSource: String, ruleCodesSource: String) throws -> String {
        var lines = document.components(separatedBy: "\n")
        for (list, source) in [(warningCodes, codesSource), (ruleCodes, ruleCodesSource)] {
            guard let begin = lines.firstIndex(of: list.begin), let end = lines.firstIndex(of: list.end), begin < end
            else { throw GenerationError.missingMarkers }
            lines.replaceSubrange(begin...end, with: codesBlock(documentedCodes(in: source), in: list))
        }
        // The `type` line of each `*Problem` schema, from the status line that follows it.
        var schemaStart: Int?
        for index in lines.indices {
            if let name = schemaName(lines[index]) {
                schemaStart = name.hasSuffix("Problem") && name != "Problem" ? index : nil
            }
            guard let start = schemaStart, let status = statusConst(lines[index]) else { continue }
            guard let typeLine = problemTypeLine(status: status) else { throw GenerationError.noTypeFor(status) }
            guard let typeIndex = (start..<index).last(where: { lines[$0].hasPrefix("        type: ") }) else {
                throw GenerationError.noTypeLine(lines[start])
            }
            lines[typeIndex] = typeLine
            schemaStart = nil
        }
        return lines.joined(separator: "\n")
    }

    /// The name of the component schema `line` opens, if it opens one (four spaces of indent under `schemas:`).
    static func schemaName(_ line: String) -> String? {
        guard line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":") else { return nil }
        return String(line.dropFirst(4).dropLast())
    }

    /// The status of a `status: {type: integer, const: N}` line.
    static func statusConst(_ line: String) -> Int? {
        let prefix = "        status: {type: integer, const: "
        guard line.hasPrefix(prefix), line.hasSuffix("}") else { return nil }
        return Int(line.dropFirst(prefix.count).dropLast())
    }

    enum GenerationError: Error {
        case missingMarkers
        case noTypeFor(Int)
        case noTypeLine(String)
    }
}
