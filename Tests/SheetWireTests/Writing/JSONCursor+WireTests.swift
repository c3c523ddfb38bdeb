import LayoutCore
import StrictJSON
import Testing

@testable import SheetWire

/// The cursor's shapes written once for every encoder: a point is a rectangle's origin, to the byte.
struct JSONCursorWireTests {
    /// `point` writes `{"x":…,"y":…}` with the rectangle's rounding: the same bytes as the start of `rect`.
    @Test(arguments: [
        Point(x: 0, y: 0), Point(x: -0.0, y: 568.3335), Point(x: 195, y: 1 / 3), Point(x: -12.0005, y: 1e9),
    ])
    func pointIsTheOriginOfARect(point: Point) {
        let written = text { $0.point(point) }
        let rect = text { $0.rect(Rect(x: point.x, y: point.y, width: 1, height: 1)) }
        #expect(written.hasPrefix(#"{"x":"#) && written.hasSuffix("}"))
        #expect(rect == written.dropLast() + #","width":1,"height":1}"#)
    }

    /// What `write` puts through a cursor, as text.
    private func text(_ write: (inout JSONCursor) -> Void) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.withReservedRoom(maximum: JSONCursor.rectLength, write)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
