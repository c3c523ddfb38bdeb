import Foundation
import LayoutCore
import SheetTestSupport
import StrictJSON

@testable import SheetWire

/// Request bodies for comparing the direct reader with the generic path.
enum LayoutBodies {
    /// Every golden case's request, compact and pretty-printed.
    static var golden: [(name: String, body: [UInt8])] {
        GoldenCases.all.flatMap { golden -> [(name: String, body: [UInt8])] in
            var writer = JSONWriter()
            writer.write(golden.request)
            return [(golden.name, writer.bytes), (golden.name + " (pretty)", Array(prettyJSON(golden.request).utf8))]
        }
    }

    /// The files in examples/, layout and animation bodies alike.
    static var examples: [(name: String, body: [UInt8])] {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            (try? Data(contentsOf: directory.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }

    /// The `counter`th of a family of requests like the benchmark's varied load: a new title each time,
    /// one to twelve actions, screen widths from 320 up, sometimes traits, a profile or a custom view.
    static func varied(_ counter: Int) -> String {
        let words = ["Share", "Copy Link", "Duplicate", "Edit", "Rename", "Hide", "Print", "Delete Photo", "Mute"]
        let actionCount = 1 + counter % 12
        var actions: [String] = []
        for index in 0..<actionCount {
            let isCancel = index == actionCount - 1 && actionCount > 1
            let style = isCancel ? "cancel" : (index % 4 == 2 ? "destructive" : "default")
            let title = isCancel ? "Cancel" : words[(counter + index * 3) % words.count]
            actions.append(#"{"title":"\#(title)","style":"\#(style)"}"#)
        }
        var root = [
            #""screen":{"width":\#(320 + counter % 704),"height":844,"scale":3,"safeAreaInsets":{"top":47,"left":0,"#
                + #""bottom":34,"right":0}}"#
        ]
        var sheet = [
            #""title":"Request 1.\#(counter)""#, #""message":"Choose what to do with item \#(counter % 50).""#,
            #""actions":[\#(actions.joined(separator: ","))]"#,
        ]
        if counter % 3 == 0 {
            root.append(#""traits":{"contentSizeCategory":"extraLarge","userInterfaceStyle":"dark"}"#)
        }
        if counter % 5 == 0 { root.append(#""profile":"ios12""#) }
        if counter % 4 == 0 {
            sheet.append(
                #""customView":{"height":\#(40 + counter % 100),"marginBottom":8,"subviews":[{"id":"v\#(counter)","#
                    + #""frame":{"x":0.5,"y":1e1,"width":100,"height":30.25}}]}"#)
        }
        if counter % 7 == 0 {
            root.append(#""traits":{"idiom":"pad","horizontalSizeClass":"regular","layoutDirection":"rtl"}"#)
            sheet.append(#""sourceRect":{"x":10,"y":20,"width":44,"height":44}"#)
            sheet.append(#""permittedArrowDirections":["up","left"]"#)
        }
        if counter % 7 == 0, counter % 3 == 0 { root.removeLast() }  // Two `traits` would be a duplicate.
        root.append(#""sheet":{\#(sheet.joined(separator: ","))}"#)
        return "{" + root.joined(separator: ",") + "}"
    }

    /// Substitutions that turn one well-formed body into an unusual, wrong or malformed one.
    static let substitutions: [(find: String, replacements: [String])] = [
        (
            "844",
            [
                "1e2", "-0", "0.1", "844.0", "8.44E2", "1e400", "01", "-", "123456789012345678901", "null", "\"844\"",
                "true",
            ]
        ),
        ("47", ["4.7e1", "0", "-0.0", "47e-0", "4.5e-30", "9007199254740993", "[]"]),
        (#""default""#, [#""Default""#, #""d\u0065fault""#, "null", "1", #""cancel""#, #""destructive""#]),
        (#""title""#, [#""ti\u0074le""#, #""titl""#, #""title"  "#, #""style""#]),
        (":", [" : ", ":\t", ":\n", "::", ""]),
        (",", [" , ", ",,", ",\r\n", ""]),
        ("}", ["} ", "}}", ",}", "]"]),
        ("[", ["[ ", "[[", "{"]),
        (
            #""Cancel""#,
            [
                #""Sh\u00e9re""#, "\"Shäre\"", #""Sh\"are""#, #""\ud83d\ude00""#, #""\ud83d""#, #""a\u0000b""#,
                "\"a\u{7F}b\"", "\"\u{1}\"", "\"日本語\"",
            ]
        ),
        (
            "\"screen\":{",
            [#""screen":{"depth":1,"#, #""screen":{"width":1,"#, #""screen":null,"x":{"#, #""screen":{"scale":null,"#]
        ),
        (
            "\"sheet\":{",
            [
                #""sheet":{"title":"Again","#, #""sheet":{"actions":[],"#, #""sheet":{"customView":{"height":5},"#,
                #""sheet":{"permittedArrowDirections":["up","up"],"#, #""sheet":{"permittedArrowDirections":[],"#,
                #""sheet":{"sourceRect":{"width":1},"#, #""profile":"ios17","sheet":{"#, #""sheet":{"message":1,"#,
            ]
        ),
    ]

    /// `count` mutations of varied bodies, each with one to three substitutions at places drawn from a fixed sequence, plus
    /// whole-body changes (a byte order mark, trailing bytes, a cut, an invalid UTF-8 byte).
    static func mutated(count: Int, seed: UInt64) -> [[UInt8]] {
        var draws = seed
        /// A number below `bound` (at least 1), the same on every run: a multiplicative hash of a counter.
        func draw(below bound: Int) -> Int {
            draws &+= 1
            return Int(truncatingIfNeeded: (draws &* 0x9E37_79B9_7F4A_7C15) >> 33) % bound
        }
        let invalidUTF8: [[UInt8]] = [
            [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81],
        ]
        var bodies: [[UInt8]] = []
        for index in 0..<count {
            var body = varied(index)
            for _ in 0...draw(below: 3) {
                let (find, replacements) = substitutions[draw(below: substitutions.count)]
                let ranges = body.ranges(of: find)
                guard !ranges.isEmpty else { continue }
                body.replaceSubrange(
                    ranges[draw(below: ranges.count)], with: replacements[draw(below: replacements.count)])
            }
            switch draw(below: 12) {
            case 0: body = "\u{FEFF}" + body
            case 1: body += [" ", "\n", "x", "{}", "\u{0B}"][draw(below: 5)]
            case 2: body = String(body.prefix(draw(below: body.count)))
            case 3: body = " \t\r\n" + body.replacingOccurrences(of: ",", with: ",\n  ")
            default: break
            }
            var bytes = Array(body.utf8)
            if draw(below: 12) == 0 {
                bytes.insert(contentsOf: invalidUTF8[draw(below: invalidUTF8.count)], at: draw(below: bytes.count + 1))
            }
            bodies.append(bytes)
        }
        return bodies
    }
}
