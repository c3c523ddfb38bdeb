import HTTPMessages
import LayoutCore
import SheetService
import SheetWire
import StrictJSON

/// One fuzz input through everything that handles untrusted bytes without a socket: the strict
/// JSON parser and writer, and the service's decoding, validation, layout, animation and encoding
/// (`POST /layout` and `POST /animation`, with fixed text metrics so no font is needed).
///
/// Beyond "does not crash", it traps when an answer breaks the service's own promises, so
/// libFuzzer reports those as findings too:
/// - every status is one a POST route documents (200, 400, 413, 415, 422);
/// - every JSON body is valid JSON that the strict parser reads back (200: the result; otherwise
///   a problem with `type`, `title`, `status` and `detail`); the only other body, CSS, is UTF-8;
/// - the same request twice gives byte-identical bodies (no hash-order or state leaks);
/// - a parsed value written out and parsed again is the same value;
/// - the direct `/layout` and `/animation` readers and the generic paths agree: whatever a direct
///   reader accepts, the generic path accepts too, as the very same request;
/// - the GET form with the input as its base64url `request` answers the POST's status and bytes, and the
///   input itself as a query gets a documented status (200, 400, 422).
enum FuzzTarget {
    static let service = SheetService(
        measurer: FixedMetricsMeasurer(),
        environment: ServiceEnvironment(
            monotonicNanoseconds: { 0 }, timestamp: { "1970-01-01T00:00:00.000Z" },
            accessLog: AccessLog(format: .off) { _ in })
    )

    /// Limits wide enough for any answer the service writes (long keyframe arrays, big strings).
    static let answerLimits = JSONParser.Limits(
        maxDepth: 256, maxInputBytes: .max, maxStringBytes: .max, maxArrayCount: .max, maxObjectMembers: .max)

    static let postStatuses: Set<Int> = [200, 400, 413, 415, 422]

    /// Runs one input; returns normally unless a promise is broken (then it traps).
    static func run(_ bytes: [UInt8]) {
        checkParserRoundTrip(bytes)
        checkDirectLayoutDecoding(bytes)
        checkDirectPresentationDecoding(bytes)
        checkDirectSheetDecoding(bytes)
        checkDirectAnimationDecoding(bytes)
        checkDirectPresentationAnimationDecoding(bytes)
        for path in ["/layout", "/animation"] {
            let request = HTTPRequest(
                method: "POST", path: path, headers: ["Content-Type": "application/json"], body: bytes)
            let first = service.respond(to: request)
            guard postStatuses.contains(first.status) else {
                fatalError("POST \(path): unexpected status \(first.status)")
            }
            let contentType = first.headers["Content-Type"] ?? ""
            if contentType.contains("json") {
                let answer: JSONValue
                do {
                    answer = try JSONParser.parse(first.body, limits: answerLimits)
                } catch {
                    fatalError("POST \(path) \(first.status): the answer is not valid JSON: \(error)")
                }
                if first.status != 200 {
                    for key in ["type", "title", "status", "detail"] where answer[key] == nil {
                        fatalError("POST \(path) \(first.status): the problem has no \(key)")
                    }
                }
            } else if first.status != 200 || String(validating: first.body, as: UTF8.self) == nil {
                // Only a successful animation in `"format": "css"` is not JSON; it is UTF-8 text.
                fatalError("POST \(path) \(first.status): a \(contentType) answer that is not UTF-8 text")
            }
            let second = service.respond(to: request)
            guard second.status == first.status, second.body == first.body else {
                fatalError("POST \(path): two answers to the same request differ")
            }
            checkQueryForm(bytes, path: path, post: first)
        }
    }

    /// The GET form answers what the POST answered (an empty body aside: an empty `request` is the parameter's
    /// own problem), and any query at all gets a documented status.
    static func checkQueryForm(_ bytes: [UInt8], path: String, post: HTTPResponse) {
        if !bytes.isEmpty {
            let get = service.respond(
                to: HTTPRequest(method: "GET", path: path, query: "request=" + base64URL(bytes)))
            guard get.status == post.status, get.body == post.body else {
                fatalError("GET \(path)?request=…: \(get.status) differs from the POST's \(post.status)")
            }
        }
        let raw = service.respond(
            to: HTTPRequest(method: "GET", path: path, query: String(decoding: bytes, as: UTF8.self)))
        guard [200, 400, 422].contains(raw.status) else {
            fatalError("GET \(path) with the input as its query: unexpected status \(raw.status)")
        }
    }

    /// `bytes` in base64url without padding (RFC 4648 §5), written here so the decoder is not checked against itself.
    static func base64URL(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count / 3 * 4 + 3)
        var index = 0
        while index < bytes.count {
            let group = bytes[index..<min(index + 3, bytes.count)]
            var bits: UInt32 = 0
            for (offset, byte) in group.enumerated() { bits |= UInt32(byte) << UInt32(16 - 8 * offset) }
            for position in 0...group.count { text.append(alphabet[Int(bits >> UInt32(18 - 6 * position) & 0x3F)]) }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Parse, write, parse again: the writer must produce what the parser accepts, unchanged.
    static func checkParserRoundTrip(_ bytes: [UInt8]) {
        guard let value = try? JSONParser.parse(bytes) else { return }
        var writer = JSONWriter()
        writer.write(value)
        let reparsed: JSONValue
        do {
            reparsed = try JSONParser.parse(writer.bytes, limits: answerLimits)
        } catch {
            fatalError("the writer's output of a parsed value does not parse: \(error)")
        }
        guard reparsed == value else {
            fatalError("a parsed value changed after writing and parsing again")
        }
    }

    /// The direct reader may decline any body, but a request it reads must be the generic path's,
    /// to the last bit of every number and byte of every string.
    static func checkDirectLayoutDecoding(_ bytes: [UInt8]) {
        guard let direct = LayoutRequestDecoding.direct(bytes) else { return }
        guard let generic = LayoutRequestDecoding.generic(bytes) else {
            fatalError("the direct reader accepts a /layout body that the generic path refuses")
        }
        guard direct.bitExactDescription == generic.bitExactDescription else {
            fatalError("the direct reader and the generic path read different /layout requests")
        }
    }

    /// The same promise for a presentation sheet's `/layout` bodies (`sheetPresentation`).
    static func checkDirectPresentationDecoding(_ bytes: [UInt8]) {
        guard let direct = PresentationRequestDecoding.direct(bytes) else { return }
        guard let generic = PresentationRequestDecoding.generic(bytes) else {
            fatalError("the direct reader accepts a presentation sheet's body that the generic path refuses")
        }
        guard direct == generic else {
            fatalError("the direct reader and the generic path read different presentation sheets")
        }
    }

    /// The one-pass reader of `/layout` (either kind) reads what the two direct readers read, and nothing else.
    static func checkDirectSheetDecoding(_ bytes: [UInt8]) {
        let expected: SheetRequest? =
            LayoutRequestDecoding.direct(bytes).map { .alertController($0) }
            ?? PresentationRequestDecoding.direct(bytes).map { .presentationSheet($0) }
        guard PresentationRequestDecoding.directSheetRequest(bytes) == expected else {
            fatalError("the one-pass reader and the two direct readers read different /layout requests")
        }
    }

    /// The same promise for `/animation` bodies: the layout request to the last bit, and the same options.
    static func checkDirectAnimationDecoding(_ bytes: [UInt8]) {
        guard let direct = OptionsRequestDecoding.directAnimationRequest(bytes) else { return }
        guard let generic = try? OptionsRequestDecoding.genericAnimationRequest(from: bytes) else {
            fatalError("the direct reader accepts a /animation body that the generic path refuses")
        }
        guard direct.layout.bitExactDescription == generic.layout.bitExactDescription,
            direct.options == generic.options
        else {
            fatalError("the direct reader and the generic path read different /animation requests")
        }
    }

    /// The same promise for a presentation sheet's `/animation` bodies: the same sheet, move, rate and format.
    static func checkDirectPresentationAnimationDecoding(_ bytes: [UInt8]) {
        guard let direct = OptionsRequestDecoding.directPresentationAnimationRequest(bytes) else { return }
        guard let generic = try? OptionsRequestDecoding.genericPresentationAnimationRequest(from: bytes) else {
            fatalError("the direct reader accepts a presentation sheet's /animation body that the generic path refuses")
        }
        guard direct.transition == generic.transition, direct.format == generic.format else {
            fatalError("the direct reader and the generic path read different presentation /animation requests")
        }
    }
}
