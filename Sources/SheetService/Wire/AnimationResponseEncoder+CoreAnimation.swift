import AnimationCore
import LayoutCore
import StrictJSON

extension AnimationResponseEncoder {
    /// The `coreAnimation` body: per track, a `CAKeyframeAnimation` description (key path, key times 0…1, values,
    /// one timing function per segment as control points) and, for springs, the `CASpringAnimation` parameters.
    ///
    /// Positions are `position.y` of layers with the default anchor point (0.5, 0.5) in screen coordinates: the
    /// centre of the frame (see `CoreAnimationTrack`).
    static func encodeCoreAnimation(_ transition: SheetTransition) -> [UInt8] {
        var writer = JSONWriter(capacity: 8192)
        writer.beginObject()
        writeHeader(of: transition, format: .coreAnimation, into: &writer)
        writer.key(literal: "anchorPoint")
        writer.beginObject()
        writer.key(literal: "x")
        writer.number(0.5)
        writer.key(literal: "y")
        writer.number(CoreAnimationTrack.anchorPointY)
        writer.endObject()
        writer.key(literal: "animations")
        writer.beginArray()
        for track in transition.tracks {
            let animation = CoreAnimationTrack(track: track)
            let property = track.property
            writer.beginObject()
            writer.key(literal: "target")
            writer.string(animation.target)
            writer.key(literal: "keyPath")
            writer.string(animation.keyPath)
            writer.key(literal: "beginTime")
            writer.number(0)
            writer.key(literal: "duration")
            writer.number(time(animation.duration))
            writer.key(literal: "fromValue")
            writer.number(value(animation.fromValue, of: property))
            writer.key(literal: "toValue")
            writer.number(value(animation.toValue, of: property))
            writer.key(literal: "keyframeAnimation")
            writer.beginObject()
            writer.key(literal: "calculationMode")
            writer.string("linear")
            writer.key(literal: "keyTimes")
            writer.beginArray()
            for keyTime in animation.keyTimes { writer.number(time(keyTime)) }
            writer.endArray()
            writer.key(literal: "values")
            writer.beginArray()
            for number in animation.values { writer.number(value(number, of: property)) }
            writer.endArray()
            writer.key(literal: "timingFunctions")
            writer.beginArray()
            for function in animation.timingFunctions { writeControlPoints(function, into: &writer) }
            writer.endArray()
            writer.endObject()
            if let spring = animation.spring {
                writer.key(literal: "springAnimation")
                writer.beginObject()
                writeSpring(spring, duration: animation.duration, into: &writer)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }
}
