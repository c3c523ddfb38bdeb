import AnimationCore
import LayoutCore
import StrictJSON

extension AnimationResponseEncoder {
    /// The `coreAnimation` body: per track, a `CAKeyframeAnimation` description (key path, key times 0…1, values,
    /// one timing function per segment as control points) and, for springs, the `CASpringAnimation` parameters.
    ///
    /// Positions are `position.y` of layers with the default anchor point (0.5, 0.5) in screen coordinates: the
    /// centre of the frame (see `CoreAnimationTrack`). A `transform.scale` animation (iOS 26) carries the
    /// `layerAnchorPoint` and `layerPosition` that make its layer scale about the track's origin.
    ///
    /// A track that takes no time (the iOS 26 popover's built-in present) gets no animation: Core Animation reads a
    /// duration of 0 as its default of 0.25 s, and the layer's model value, the layout's, is already where it ends.
    package static func encodeCoreAnimation(_ transition: SheetTransition) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writeHeader(of: transition, format: .coreAnimation, into: &writer)
        writeAnimations(transition.tracks, into: &writer)
        writer.withReservedRoom(maximum: 1) { cursor in cursor.raw("}") }
        return writer.bytes
    }

    /// `,"anchorPoint":…,"animations":[…]`: one animation per track that takes time.
    static func writeAnimations(_ tracks: [TransitionTrack], into writer: inout JSONWriter) {
        var written = 0
        for track in tracks where track.curve.duration > 0 {
            let index = written
            written += 1
            let animation = CoreAnimationTrack(track: track)
            let property = track.property
            // Fixed text of at most 448 (keys, brackets, the spring's) and 12 numbers, a scale's anchor point and
            // position (96 and four numbers), then a number per key time
            // and value, and four per timing function.
            var length = 544 &+ 16 &* JSONCursor.maximumNumberLength
            length &+= JSONCursor.maximumLength(of: animation.target) &+ JSONCursor.maximumLength(of: animation.keyPath)
            length &+= (animation.keyTimes.count &+ animation.values.count) &* (1 &+ JSONCursor.maximumNumberLength)
            length &+= animation.timingFunctions.count &* (6 &+ 4 &* JSONCursor.maximumNumberLength)
            writer.withReservedRoom(maximum: length) { cursor in
                if index == 0 {
                    writeAnchorPoint(into: &cursor)
                    cursor.raw(#","animations":[{"target":"#)
                } else {
                    cursor.raw(#",{"target":"#)
                }
                cursor.string(animation.target)
                cursor.raw(#","keyPath":"#)
                cursor.string(animation.keyPath)
                if let anchor = animation.anchorPoint, let origin = track.origin {
                    cursor.raw(#","layerAnchorPoint":{"x":"#)
                    cursor.time(anchor.x)
                    cursor.raw(#","y":"#)
                    cursor.time(anchor.y)
                    cursor.raw(#"},"layerPosition":"#)
                    cursor.point(origin)
                }
                cursor.raw(#","beginTime":0,"duration":"#)
                cursor.time(animation.duration)
                cursor.raw(#","fromValue":"#)
                cursor.value(animation.fromValue, of: property)
                cursor.raw(#","toValue":"#)
                cursor.value(animation.toValue, of: property)
                cursor.raw(#","keyframeAnimation":{"calculationMode":"linear","keyTimes":["#)
                cursor.list(animation.keyTimes) { cursor, keyTime in cursor.time(keyTime) }
                cursor.raw(#"],"values":["#)
                cursor.list(animation.values) { cursor, number in cursor.value(number, of: property) }
                cursor.raw(#"],"timingFunctions":["#)
                cursor.list(animation.timingFunctions) { cursor, function in
                    writeControlPoints(function, into: &cursor)
                }
                cursor.raw("]}")
                if let spring = animation.spring {
                    cursor.raw(#","springAnimation":{"#)
                    writeSpring(spring, duration: animation.duration, into: &cursor)
                    cursor.raw("}")
                }
                cursor.raw("}")
            }
        }
        writer.withReservedRoom(maximum: 64 &+ JSONCursor.maximumNumberLength) { cursor in
            if written == 0 {
                writeAnchorPoint(into: &cursor)
                cursor.raw(#","animations":[]"#)
            } else {
                cursor.raw("]")
            }
        }
    }

    /// `,"anchorPoint":{"x":0.5,"y":…}`, the anchor point every animation's positions assume, before the list.
    @inline(__always)
    private static func writeAnchorPoint(into cursor: inout JSONCursor) {
        cursor.raw(#","anchorPoint":{"x":0.5,"y":"#)
        cursor.number(CoreAnimationTrack.anchorPointY)
        cursor.raw("}")
    }
}
