import AnimationCore
import LayoutCore
import StrictJSON

/// Writes a `SheetTransition` as the `/animation` response body (`format` `keyframes`, and `coreAnimation` in
/// `AnimationResponseEncoder+CoreAnimation.swift`): members in a fixed order and numbers rounded (times and
/// timing parameters to 4 decimals, positions to 3, opacities to 4), so the same request always gives the same
/// bytes.
///
/// Each part (the header, each track, the problem) is written as one group through a `JSONCursor` into room
/// reserved once: its fixed text, `maximumNumberLength` per number and `maximumLength(of:)` per string.
package enum AnimationResponseEncoder {
    /// The `keyframes` body: the transition's facts, its tracks with analytic timing and sampled keyframes,
    /// and on a dismissal without the fade the `problem` it leaves.
    package static func encode(_ transition: SheetTransition) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writeHeader(of: transition, format: .keyframes, into: &writer)
        writeTracks(transition.tracks, into: &writer)
        // Fixed text of at most 400, ten numbers and two rectangles.
        var length = 400 &+ 2 &* JSONCursor.rectLength &+ 10 &* JSONCursor.maximumNumberLength
        length &+= JSONCursor.maximumLength(of: transition.leftBehind?.message ?? "")
        writer.withReservedRoom(maximum: length) { cursor in
            if let report = transition.leftBehind {
                cursor.raw(#","problem":"#)
                writeProblem(report, into: &cursor)
            }
            cursor.raw("}")
        }
        return writer.bytes
    }

    /// `,"tracks":[…]`: each track's target, property, rest frame, scale origin, ends, timing and keyframes.
    static func writeTracks(_ tracks: [TransitionTrack], into writer: inout JSONWriter) {
        for (index, track) in tracks.enumerated() {
            // Fixed text of at most 320 (keys, brackets, the timing's) and 12 numbers, then per keyframe
            // `,{"time":…,"value":…}`.
            var length = 320 &+ JSONCursor.rectLength &+ 12 &* JSONCursor.maximumNumberLength
            length &+=
                JSONCursor.maximumLength(of: track.target) &+ JSONCursor.maximumLength(of: track.property.rawValue)
            length &+= timingNameLength(of: track.curve)
            // `,"origin":{"x":…,"y":…}` of a scale.
            length &+= 32 &+ 2 &* JSONCursor.maximumNumberLength
            length &+= track.keyframes.count &* (24 &+ 2 &* JSONCursor.maximumNumberLength)
            writer.withReservedRoom(maximum: length) { cursor in
                cursor.raw(index == 0 ? #","tracks":[{"target":"# : #",{"target":"#)
                cursor.string(track.target)
                cursor.raw(#","property":"#)
                cursor.string(track.property.rawValue)
                cursor.raw(#","restFrame":"#)
                cursor.rect(track.restFrame)
                if let origin = track.origin {
                    cursor.raw(#","origin":"#)
                    cursor.point(origin)
                }
                cursor.raw(#","from":"#)
                cursor.value(track.from, of: track.property)
                cursor.raw(#","to":"#)
                cursor.value(track.to, of: track.property)
                cursor.raw(#","timing":"#)
                writeTiming(track.curve, into: &cursor)
                cursor.raw(#","keyframes":["#)
                for (keyframeIndex, keyframe) in track.keyframes.enumerated() {
                    cursor.raw(keyframeIndex == 0 ? #"{"time":"# : #",{"time":"#)
                    cursor.time(keyframe.time)
                    cursor.raw(#","value":"#)
                    cursor.value(keyframe.value, of: track.property)
                    cursor.raw("}")
                }
                cursor.raw("]}")
            }
        }
        writer.withReservedRoom(maximum: 16) { cursor in
            cursor.raw(tracks.isEmpty ? #","tracks":[]"# : "]")
        }
    }

    /// `{` and the members every JSON format starts with: transition, duration, fps, format, slide (null when nothing
    /// slides), screen, offset (only of a slide), the inferred parameters (iOS 26), fade and the warnings.
    static func writeHeader(of transition: SheetTransition, format: AnimationFormat, into writer: inout JSONWriter) {
        // Fixed text of at most 512, 16 numbers, a rectangle, the warnings, and each assumption with its comma.
        var length = 512 &+ JSONCursor.rectLength &+ 16 &* JSONCursor.maximumNumberLength
        length &+= JSONCursor.warningsLength(transition.warnings)
        for assumption in transition.assumptions {
            length &+= 1 &+ JSONCursor.maximumLength(of: assumption)
        }
        length &+=
            JSONCursor.maximumLength(of: transition.kind.rawValue) &+ JSONCursor.maximumLength(of: format.rawValue)
        length &+= JSONCursor.maximumLength(of: transition.customViewFade?.curve.name ?? "custom")
        writer.withReservedRoom(maximum: length) { cursor in
            cursor.raw("{")
            writeTransitionMembers(
                kind: transition.kind.rawValue, duration: transition.duration, fps: transition.fps, format: format,
                into: &cursor)
            // An iOS 26 card or popover does not slide: `slide` is null and `offset` absent, so that no client
            // reads a slide into them (issue #21).
            if !transition.slides {
                cursor.raw(#","slide":null"#)
            } else {
                cursor.raw(transition.offset.slide == .uiKit ? #","slide":"uiKit""# : #","slide":"clearCustomView""#)
            }
            cursor.raw(#","screen":{"#)
            cursor.screenSize(transition.screen)
            cursor.raw("}")
            if transition.slides {
                cursor.raw(#","offset":"#)
                writeOffset(transition.offset, kind: transition.kind, into: &cursor)
            }
            if !transition.assumptions.isEmpty {
                cursor.raw(#","assumptions":["#)
                cursor.list(transition.assumptions) { cursor, assumption in
                    cursor.string(assumption)
                }
                cursor.raw("]")
            }
            if transition.track("customView", .opacity) != nil {
                cursor.raw(#","customViewFade":"#)
                if let fade = transition.customViewFade {
                    cursor.raw(#"{"duration":"#)
                    cursor.time(fade.duration)
                    cursor.raw(#","curve":"#)
                    cursor.string(fade.curve.name ?? "custom")
                    cursor.raw(#","controlPoints":"#)
                    writeControlPoints(fade.curve, into: &cursor)
                    cursor.raw("}")
                } else if transition.kind == .dismiss {
                    cursor.raw("false")
                } else {
                    cursor.raw("null")
                }
            }
            cursor.raw(#","warnings":"#)
            cursor.warnings(transition.warnings)
        }
    }

    /// `"transition":…,"duration":…,"fps":…,"format":…`, the members every transition's answer opens with: at most
    /// 48 bytes of fixed text, two numbers and the two names.
    static func writeTransitionMembers(
        kind: String, duration: Double, fps: Int, format: AnimationFormat, into cursor: inout JSONCursor
    ) {
        cursor.raw(#""transition":"#)
        cursor.string(kind)
        cursor.raw(#","duration":"#)
        cursor.time(duration)
        cursor.raw(#","fps":"#)
        cursor.number(fps)
        cursor.raw(#","format":"#)
        cursor.string(format.rawValue)
    }

    /// The distance played, both slides' distances, and where UIKit's slide leaves the custom view: at the start of
    /// a presentation, at the end of a dismissal.
    private static func writeOffset(_ offset: TransitionOffset, kind: TransitionKind, into cursor: inout JSONCursor) {
        cursor.raw(#"{"distance":"#)
        cursor.geometry(offset.distance)
        cursor.raw(#","movingTop":"#)
        cursor.geometry(offset.movingTop)
        cursor.raw(#","clearCustomView":{"distance":"#)
        cursor.geometry(offset.clearCustomViewDistance)
        cursor.raw(#"},"uiKit":{"distance":"#)
        cursor.geometry(offset.uiKitDistance)
        if let frame = offset.customViewFrameWithUIKitDistance {
            let isPresent = kind == .present
            cursor.raw(isPresent ? #","customViewVisibleAtStart":"# : #","customViewVisibleAtEnd":"#)
            cursor.bool(offset.isCustomViewVisibleWithUIKitDistance)
            cursor.raw(isPresent ? #","customViewFrameAtStart":"# : #","customViewFrameAtEnd":"#)
            cursor.rect(frame)
            cursor.raw(#","customViewVisibleHeight":"#)
            cursor.geometry(offset.customViewVisibleHeightWithUIKitDistance)
        }
        cursor.raw("}}")
    }

    /// Room for the name ``writeTiming(_:into:)`` writes, beyond its fixed text.
    static func timingNameLength(of curve: TimingCurve) -> Int {
        guard case .cubicBezier(let function, _) = curve, let name = function.name else { return 0 }
        return JSONCursor.maximumLength(of: name)
    }

    /// A track's timing: `spring` with CASpringAnimation's parameters, or `cubicBezier` with control points; at
    /// most 128 bytes of fixed text, six numbers and ``timingNameLength(of:)``.
    static func writeTiming(_ curve: TimingCurve, into cursor: inout JSONCursor) {
        switch curve {
        case .spring(let spring, let duration):
            cursor.raw(#"{"type":"spring","#)
            writeSpring(spring, duration: duration, into: &cursor)
        case .cubicBezier(let function, let duration):
            cursor.raw(#"{"type":"cubicBezier","#)
            if let name = function.name {
                cursor.raw(#""name":"#)
                cursor.string(name)
                cursor.raw(",")
            }
            cursor.raw(#""controlPoints":"#)
            writeControlPoints(function, into: &cursor)
            cursor.raw(#","duration":"#)
            cursor.time(duration)
        }
        cursor.raw("}")
    }

    /// The members of a spring: mass, stiffness, damping, initialVelocity, the duration it is played over
    /// (where it is cut and snaps to its target), and its settlingDuration (ε = 0.001 of the distance); at
    /// most 96 bytes of fixed text and six numbers.
    static func writeSpring(_ spring: Spring, duration: Double, into cursor: inout JSONCursor) {
        cursor.raw(#""mass":"#)
        cursor.time(spring.mass)
        cursor.raw(#","stiffness":"#)
        cursor.time(spring.stiffness)
        cursor.raw(#","damping":"#)
        cursor.time(spring.damping)
        cursor.raw(#","initialVelocity":"#)
        cursor.time(spring.initialVelocity)
        cursor.raw(#","duration":"#)
        cursor.time(duration)
        cursor.raw(#","settlingDuration":"#)
        cursor.time(spring.settlingDuration())
    }

    /// `[x1,y1,x2,y2]`: at most 5 bytes of fixed text and four numbers.
    static func writeControlPoints(_ function: CubicBezierTimingFunction, into cursor: inout JSONCursor) {
        cursor.raw("[")
        cursor.time(function.x1)
        cursor.raw(",")
        cursor.time(function.y1)
        cursor.raw(",")
        cursor.time(function.x2)
        cursor.raw(",")
        cursor.time(function.y2)
        cursor.raw("]")
    }

    /// At most 320 bytes of fixed text, nine numbers, two rectangles and the message.
    private static func writeProblem(_ report: LeftBehindReport, into cursor: inout JSONCursor) {
        cursor.raw(#"{"code":"customViewLeftBehind","message":"#)
        cursor.string(report.message)
        cursor.raw(#","sheetGoneAt":"#)
        cursor.time(report.sheetGoneAt)
        cursor.raw(#","customViewGoneAt":"#)
        cursor.time(report.customViewGoneAt)
        cursor.raw(#","visibleDuration":"#)
        cursor.time(report.visibleDuration)
        cursor.raw(#","customViewFrameWhenSheetGone":"#)
        cursor.rect(report.customViewFrameWhenSheetGone)
        cursor.raw(#","visibleHeightWhenSheetGone":"#)
        cursor.geometry(report.visibleHeightWhenSheetGone)
        cursor.raw(#","transitionEndsAt":"#)
        cursor.time(report.transitionEndsAt)
        cursor.raw(#","customViewFrameAtEnd":"#)
        cursor.rect(report.customViewFrameAtEnd)
        cursor.raw(#","visibleHeightAtEnd":"#)
        cursor.geometry(report.visibleHeightAtEnd)
        cursor.raw(report.disappearsAtEnd ? #","disappearsAtEnd":true"# : #","disappearsAtEnd":false"#)
        cursor.raw(#","seedFadeEndsAt":"#)
        cursor.time(report.seedFadeEndsAt)
        cursor.raw(report.isFixedBySeedFade ? #","fixedBySeedFade":true}"# : #","fixedBySeedFade":false}"#)
    }

    /// Seconds (and other unitless parameters) rounded to 4 decimals, with −0 as 0.
    static func time(_ value: Double) -> Double {
        rounded(value, scale: 10_000)
    }

    private static func rounded(_ value: Double, scale: Double) -> Double {
        let rounded = PixelGrid.roundedToNearest(value * scale) / scale
        return rounded == 0 ? 0 : rounded
    }
}
