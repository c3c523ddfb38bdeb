import Foundation
import LayoutCore
import SheetTestSupport
import StrictJSON
import Testing

@testable import SheetService
@testable import SheetWire

/// The service's own JSON reading and writing, used instead of Foundation's coders for speed (issue 7),
/// agree with Foundation on every golden case: what it reads from a request, what it writes in an answer.
struct FoundationAgreementTests {
    /// Each golden request as the client sends it, and the same request after a trip through Foundation
    /// (`JSONSerialization` reads it and writes it back with sorted keys, its own number and string
    /// spelling): the direct reader's request from the first equals the generic path's from the second, bit for
    /// bit, so the fast reader reads every number and string as Foundation does.
    @Test(arguments: GoldenCases.all)
    func requestsReadAsFoundationReadsThem(_ golden: GoldenCase) throws {
        var writer = JSONWriter()
        writer.write(golden.request)
        let body = writer.bytes
        let direct = try #require(LayoutRequestDecoding.direct(body), "the direct reader declined \(golden.name)")
        let throughFoundation = try foundationRewritten(body)
        let generic = try #require(LayoutRequestDecoding.generic(throughFoundation))
        #expect(direct.bitExactDescription == generic.bitExactDescription)
    }

    /// Each golden case's `/layout` answer, and the `/animation` answers (present and dismiss, 60 and 240 fps)
    /// of the sheets that slide: every number is written with the text Foundation's `JSONEncoder` writes for
    /// the double it stands for, and `JSONSerialization` reads the same tree from the answer as `JSONParser`.
    @Test(arguments: GoldenCases.all)
    func answersAreWrittenAsFoundationWritesThem(_ golden: GoldenCase) throws {
        let harness = ServiceHarness()
        var writer = JSONWriter()
        writer.write(golden.request)
        var answers = [harness.post("/layout", body: writer.bytes)]
        if !golden.isPopover, case .object(var root) = golden.request {
            for (transition, fps) in [("present", 60.0), ("dismiss", 240.0)] {
                root.members.append((key: "transition", value: .string(transition)))
                root.members.append((key: "fps", value: .number(fps)))
                var animation = JSONWriter()
                animation.write(.object(root))
                answers.append(harness.post("/animation", body: animation.bytes))
                root.members.removeLast(2)
            }
        }
        for answer in answers {
            #expect(answer.status == 200, "\(golden.name): \(answer.text)")
            let numbers = Self.numberTokens(in: answer.body)
            #expect(numbers.count > 20)
            for token in numbers {
                let value = try #require(Double(token))
                #expect(token == Self.foundationText(of: value), "\(golden.name): \(token)")
            }
            let mine = try JSONParser.parse(answer.body)
            let foundation = try JSONParser.parse(try foundationRewritten(answer.body))
            #expect(Self.sortingMembers(mine) == foundation, "\(golden.name)")
        }
    }

    /// `body` read by `JSONSerialization` and written back by it with sorted keys.
    private func foundationRewritten(_ body: [UInt8]) throws -> [UInt8] {
        let object = try JSONSerialization.jsonObject(with: Data(body))
        return Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }

    /// The text `JSONEncoder` writes for `number`.
    static func foundationText(of number: Double) -> String {
        let data = try! JSONEncoder().encode([number])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// The number tokens of a JSON text: runs starting with `-` or a digit outside strings.
    static func numberTokens(in json: [UInt8]) -> [String] {
        var tokens: [String] = []
        var index = 0
        var isInString = false
        while index < json.count {
            let byte = json[index]
            if isInString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                isInString = true
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < json.count, Self.isNumberByte(json[index]) {
                    index += 1
                }
                tokens.append(String(decoding: json[start..<index], as: UTF8.self))
            } else {
                index += 1
            }
        }
        return tokens
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("-+.eE".utf8).contains(byte)
    }

    /// `value` with every object's members sorted by key, as Foundation writes them with `.sortedKeys`.
    static func sortingMembers(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements):
            return .array(elements.map(sortingMembers))
        case .object(let object):
            let sorted = object.members.sorted { $0.key < $1.key }
            return .object(JSONObject(sorted.map { (key: $0.key, value: sortingMembers($0.value)) }))
        default:
            return value
        }
    }
}
