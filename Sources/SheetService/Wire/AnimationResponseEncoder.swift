import AnimationCore
import LayoutCore
import StrictJSON

/// Writes a `SheetTransition` as the `/animation` response body (`format` `keyframes`, and `coreAnimation` in
/// `AnimationResponseEncoder+CoreAnimation.swift`): members in a fixed order and numbers rounded (times and
/// timing parameters to 4 decimals, positions to 3, opacities to 4), so the same request always gives the same
/// bytes.
enum AnimationResponseEncoder {
    /// The `keyframes` body: the transition's facts, its tracks with analytic timing and sampled keyframes,
    /// and on a dismissal without the fade the `problem` it leaves.
    static func encode(_ transition: SheetTransition) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writer.beginObject()
        writeHeader(of: transition, format: .keyframes, into: &writer)
        writer.key(literal: "tracks")
        writer.beginArray()
        for track in transition.tracks {
            writer.beginObject()
            writer.key(literal: "target")
            writer.string(track.target)
            writer.key(literal: "property")
            writer.string(track.property.rawValue)
            writer.key(literal: "restFrame")
            LayoutResponseEncoder.writeRect(track.restFrame, into: &writer)
            writer.key(literal: "from")
            writer.number(value(track.from, of: track.property))
            writer.key(literal: "to")
            writer.number(value(track.to, of: track.property))
            writer.key(literal: "timing")
            writeTiming(track.curve, into: &writer)
            writer.key(literal: "keyframes")
            writer.beginArray()
            for keyframe in track.keyframes {
                writer.beginObject()
                writer.key(literal: "time")
                writer.number(time(keyframe.time))
                writer.key(literal: "value")
                writer.number(value(keyframe.value, of: track.property))
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        if let report = transition.leftBehind {
            writer.key(literal: "problem")
            writeProblem(report, into: &writer)
        }
        writer.endObject()
        return writer.bytes
    }

    /// The members every JSON format starts with: transition, duration, fps, format, screen, offset and fade.
    static func writeHeader(of transition: SheetTransition, format: AnimationFormat, into writer: inout JSONWriter) {
        writer.key(literal: "transition")
        writer.string(transition.kind.rawValue)
        writer.key(literal: "duration")
        writer.number(time(transition.duration))
        writer.key(literal: "fps")
        writer.number(transition.fps)
        writer.key(literal: "format")
        writer.string(format.rawValue)
        writer.key(literal: "screen")
        writer.beginObject()
        writer.key(literal: "width")
        writer.number(LayoutResponseEncoder.geometry(transition.screen.width))
        writer.key(literal: "height")
        writer.number(LayoutResponseEncoder.geometry(transition.screen.height))
        writer.key(literal: "scale")
        writer.number(transition.screen.scale)
        writer.endObject()
        writer.key(literal: "offset")
        writeOffset(transition.offset, kind: transition.kind, into: &writer)
        if transition.track("customView", .opacity) != nil {
            writer.key(literal: "customViewFade")
            if let fade = transition.customViewFade {
                writer.beginObject()
                writer.key(literal: "duration")
                writer.number(time(fade.duration))
                writer.key(literal: "curve")
                writer.string(fade.curve.name ?? "custom")
                writer.key(literal: "controlPoints")
                writeControlPoints(fade.curve, into: &writer)
                writer.endObject()
            } else if transition.kind == .dismiss {
                writer.bool(false)
            } else {
                writer.null()
            }
        }
    }

    /// The offset, and UIKit's shorter slide with where it leaves the custom view: at the start of a
    /// presentation, at the end of a dismissal.
    private static func writeOffset(_ offset: TransitionOffset, kind: TransitionKind, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "distance")
        writer.number(LayoutResponseEncoder.geometry(offset.distance))
        writer.key(literal: "movingTop")
        writer.number(LayoutResponseEncoder.geometry(offset.movingTop))
        writer.key(literal: "uiKit")
        writer.beginObject()
        writer.key(literal: "distance")
        writer.number(LayoutResponseEncoder.geometry(offset.uiKitDistance))
        if let frame = offset.customViewFrameWithUIKitDistance {
            let instant = kind == .present ? "AtStart" : "AtEnd"
            writer.key("customViewVisible" + instant)
            writer.bool(offset.isCustomViewVisibleWithUIKitDistance)
            writer.key("customViewFrame" + instant)
            LayoutResponseEncoder.writeRect(frame, into: &writer)
            writer.key(literal: "customViewVisibleHeight")
            writer.number(LayoutResponseEncoder.geometry(offset.customViewVisibleHeightWithUIKitDistance))
        }
        writer.endObject()
        writer.endObject()
    }

    /// A track's timing: `spring` with CASpringAnimation's parameters, or `cubicBezier` with control points.
    static func writeTiming(_ curve: TimingCurve, into writer: inout JSONWriter) {
        writer.beginObject()
        switch curve {
        case .spring(let spring, let duration):
            writer.key(literal: "type")
            writer.string("spring")
            writeSpring(spring, duration: duration, into: &writer)
        case .cubicBezier(let function, let duration):
            writer.key(literal: "type")
            writer.string("cubicBezier")
            if let name = function.name {
                writer.key(literal: "name")
                writer.string(name)
            }
            writer.key(literal: "controlPoints")
            writeControlPoints(function, into: &writer)
            writer.key(literal: "duration")
            writer.number(time(duration))
        }
        writer.endObject()
    }

    /// The members of a spring: mass, stiffness, damping, initialVelocity, the duration it is played over
    /// (where it is cut and snaps to its target), and its settlingDuration (ε = 0.001 of the distance).
    static func writeSpring(_ spring: Spring, duration: Double, into writer: inout JSONWriter) {
        writer.key(literal: "mass")
        writer.number(time(spring.mass))
        writer.key(literal: "stiffness")
        writer.number(time(spring.stiffness))
        writer.key(literal: "damping")
        writer.number(time(spring.damping))
        writer.key(literal: "initialVelocity")
        writer.number(time(spring.initialVelocity))
        writer.key(literal: "duration")
        writer.number(time(duration))
        writer.key(literal: "settlingDuration")
        writer.number(time(spring.settlingDuration()))
    }

    /// `[x1, y1, x2, y2]`.
    static func writeControlPoints(_ function: CubicBezierTimingFunction, into writer: inout JSONWriter) {
        writer.beginArray()
        for number in [function.x1, function.y1, function.x2, function.y2] { writer.number(time(number)) }
        writer.endArray()
    }

    private static func writeProblem(_ report: LeftBehindReport, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "code")
        writer.string("customViewLeftBehind")
        writer.key(literal: "message")
        writer.string(report.message)
        writer.key(literal: "sheetGoneAt")
        writer.number(time(report.sheetGoneAt))
        writer.key(literal: "customViewGoneAt")
        writer.number(time(report.customViewGoneAt))
        writer.key(literal: "visibleDuration")
        writer.number(time(report.visibleDuration))
        writer.key(literal: "customViewFrameWhenSheetGone")
        LayoutResponseEncoder.writeRect(report.customViewFrameWhenSheetGone, into: &writer)
        writer.key(literal: "visibleHeightWhenSheetGone")
        writer.number(LayoutResponseEncoder.geometry(report.visibleHeightWhenSheetGone))
        writer.key(literal: "seedFadeEndsAt")
        writer.number(time(report.seedFadeEndsAt))
        writer.key(literal: "fixedBySeedFade")
        writer.bool(report.isFixedBySeedFade)
        writer.endObject()
    }

    /// Seconds (and other unitless parameters) rounded to 4 decimals, with −0 as 0.
    static func time(_ value: Double) -> Double {
        rounded(value, scale: 10_000)
    }

    /// A track value rounded for its property: points to 3 decimals, opacity to 4.
    static func value(_ value: Double, of property: AnimatedProperty) -> Double {
        property == .positionY ? LayoutResponseEncoder.geometry(value) : rounded(value, scale: 10_000)
    }

    private static func rounded(_ value: Double, scale: Double) -> Double {
        let rounded = LayoutResponseEncoder.nearestIntegral(value * scale) / scale
        return rounded == 0 ? 0 : rounded
    }
}
