import LayoutCore
import StrictJSON

extension LayoutResponseEncoder {
    /// Room for an element, in bytes: fixed text of at most 564 (keys, brackets, a leading comma), three
    /// rectangles, eight other numbers, five colours, nine enumerations' raw values and the strings.
    @inline(__always)
    static func length(of element: UnsafePointer<LayoutElement>) -> Int {
        var length = 564 &+ 3 &* JSONCursor.rectLength &+ 8 &* JSONCursor.maximumNumberLength
        length &+= 5 &* JSONCursor.colorLength &+ 9 &* JSONCursor.quotedRawValueLength
        length &+= JSONCursor.maximumLength(of: element.pointee.id)
        if let text = element.pointee.text {
            length &+= JSONCursor.maximumLength(of: text.text)
            for line in text.lines {
                length &+= 1 &+ JSONCursor.maximumLength(of: line)
            }
            for family in text.fontFamilies {
                length &+= 1 &+ JSONCursor.maximumLength(of: family)
            }
        }
        if let clip = element.pointee.clippedBy {
            length &+= JSONCursor.maximumLength(of: clip)
        }
        return length
    }

    @inline(__always)
    static func write(
        _ element: UnsafePointer<LayoutElement>,
        memos: inout ElementMemos,
        into cursor: inout JSONCursor
    ) {
        cursor.raw(#"{"id":"#)
        cursor.string(element.pointee.id)
        cursor.raw(#","role":"#)
        cursor.raw(element.pointee.role.quotedRawValue)
        if let style = element.pointee.style {
            cursor.raw(#","style":"#)
            cursor.raw(style.quotedRawValue)
        }
        if let frame = element.pointee.frame {
            cursor.raw(#","frame":"#)
            cursor.rect(frame, x: &memos.frameX, y: &memos.frameY, width: &memos.width, height: &memos.height)
        }
        cursor.raw(#","screenFrame":"#)
        cursor.rect(
            element.pointee.screenFrame, x: &memos.screenFrameX, y: &memos.screenFrameY, width: &memos.width,
            height: &memos.height)
        if let local = element.pointee.localFrame {
            cursor.raw(#","localFrame":"#)
            cursor.rect(local, x: &memos.localFrameX, y: &memos.localFrameY, width: &memos.width, height: &memos.height)
        }
        // The text's parts, each read in place: binding the whole `TextLayout` copied it, retaining its members.
        if let lines = element.pointee.text?.lines, let displayedText = element.pointee.text?.text,
            let font = element.pointee.text?.font, let lineHeight = element.pointee.text?.lineHeight,
            let isTruncated = element.pointee.text?.isTruncated, let families = element.pointee.text?.fontFamilies
        {
            cursor.raw(#","lines":"#)
            let lineCount = max(lines.count, 1)
            if lineCount < 10 {
                cursor.raw(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: lineCount))
            } else {
                cursor.number(lineCount)
            }
            cursor.raw(#","text":{"displayed":"#)
            let displayed = cursor.stringText(displayedText)
            cursor.raw(#","lines":["#)
            for (index, line) in lines.enumerated() {
                if index > 0 {
                    cursor.raw(",")
                }
                // A text set on one line is mostly its own line: the same bytes, escaped once.
                if line.hasSameUTF8(as: displayedText) {
                    cursor.write(displayed)
                } else {
                    cursor.string(line)
                }
            }
            // The measurer's families: the primary one of this size and weight, then the fallbacks that set
            // some of the characters (docs/fonts.md).
            cursor.raw(#"],"font":{"family":"#)
            cursor.string(families.first ?? "")
            cursor.raw(#","fallbackFamilies":["#)
            for (index, family) in families.dropFirst().enumerated() {
                if index > 0 {
                    cursor.raw(",")
                }
                cursor.string(family)
            }
            cursor.raw(#"],"size":"#)
            cursor.write(key: font.size.bitPattern, memo: &memos.fontSize) { $0.geometry(font.size) }
            cursor.raw(#","weight":"#)
            cursor.raw(font.weight.quotedRawValue)
            cursor.raw(#","lineHeight":"#)
            cursor.write(key: lineHeight.bitPattern, memo: &memos.lineHeight) { $0.geometry(lineHeight) }
            cursor.raw(isTruncated ? #"},"truncated":true}"# : #"},"truncated":false}"#)
        }
        if let clip = element.pointee.clippedBy {
            cursor.raw(#","clippedBy":"#)
            cursor.string(clip)
        }
        if let appearance = element.pointee.appearance {
            cursor.raw(#","appearance":"#)
            writeAppearance(appearance, memos: &memos, into: &cursor)
        }
        cursor.raw("}")
    }

    /// Members in a fixed order, each only when it applies to the element.
    private static func writeAppearance(
        _ appearance: ElementAppearance,
        memos: inout ElementMemos,
        into cursor: inout JSONCursor
    ) {
        var isFirst = true
        cursor.raw("{")
        if let font = appearance.font {
            cursor.member(#""font":{"family":"#, isFirst: &isFirst)
            cursor.raw((appearance.fontFamily ?? .system).quotedRawValue)
            cursor.raw(#","size":"#)
            cursor.write(key: font.size.bitPattern, memo: &memos.fontSize) { $0.geometry(font.size) }
            cursor.raw(#","weight":"#)
            cursor.raw(font.weight.quotedRawValue)
            cursor.raw("}")
        }
        cursor.member(#""textColor":"#, color: appearance.textColor, isFirst: &isFirst)
        cursor.member(#""textAlignment":"#, name: appearance.textAlignment, isFirst: &isFirst)
        cursor.member(#""backgroundColor":"#, color: appearance.backgroundColor, isFirst: &isFirst)
        cursor.member(#""material":"#, name: appearance.material, isFirst: &isFirst)
        if let radius = appearance.cornerRadius {
            cursor.member(#""cornerRadius":"#, isFirst: &isFirst)
            cursor.write(key: radius.bitPattern, memo: &memos.cornerRadius) { $0.geometry(radius) }
        }
        cursor.member(#""cornerCurve":"#, name: appearance.cornerCurve, isFirst: &isFirst)
        cursor.member(#""roundedCorners":"#, name: appearance.roundedCorners, isFirst: &isFirst)
        cursor.member(#""separatorColor":"#, color: appearance.separatorColor, isFirst: &isFirst)
        cursor.member(
            #""highlightedBackgroundColor":"#, color: appearance.highlightedBackgroundColor, isFirst: &isFirst)
        if let width = appearance.borderWidth {
            cursor.member(#""borderWidth":"#, isFirst: &isFirst)
            cursor.geometry(width)
        }
        cursor.member(#""borderColor":"#, color: appearance.borderColor, isFirst: &isFirst)
        cursor.raw("}")
    }
}

extension JSONCursor {
    /// Writes `key` (quoted, with its colon), after a comma unless it is the object's first member.
    @inline(__always)
    mutating func member(_ key: StaticString, isFirst: inout Bool) {
        if !isFirst {
            raw(UInt8(ascii: ","))
        }
        raw(key)
        isFirst = false
    }

    /// Writes `key` and `name`'s quoted raw value, as ``member(_:isFirst:)`` does, when there is a name.
    @inline(__always)
    mutating func member<Name: WireName>(_ key: StaticString, name: Name?, isFirst: inout Bool) {
        guard let name else { return }
        member(key, isFirst: &isFirst)
        raw(name.quotedRawValue)
    }

    /// Writes `key` and `color`, as ``member(_:isFirst:)`` does, when there is a colour.
    @inline(__always)
    mutating func member(_ key: StaticString, color: Color?, isFirst: inout Bool) {
        guard let color else { return }
        member(key, isFirst: &isFirst)
        self.color(color)
    }
}
