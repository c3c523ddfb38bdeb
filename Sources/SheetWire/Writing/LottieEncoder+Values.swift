import AnimationCore
import LayoutCore
import StrictJSON

/// The values of Lottie properties: animated ones from tracks, static ones, and the roundings they use.
extension LottieEncoder {
    /// An animated property (`a` 1) from a track: sampled keyframes with linear easing for a spring, two keyframes
    /// with the curve's own easing for a Bézier. A track that takes no time is its end value, static: two keyframes
    /// at frame 0 would leave a player on the first.
    static func writeAnimated(
        _ track: TransitionTrack, fps: Double, into writer: inout JSONWriter, value: (Double) -> [Double]
    ) {
        writeAnimated(track, fps: fps, into: &writer) { _, number in value(number) }
    }

    /// ``writeAnimated(_:fps:into:value:)`` whose values may also read other tracks on the same sampled curve:
    /// `value` gets the keyframe's index (the end's index for a track that takes no time) and its value.
    static func writeAnimated(
        _ track: TransitionTrack, fps: Double, into writer: inout JSONWriter, value: (Int, Double) -> [Double]
    ) {
        guard track.curve.duration > 0 else {
            let end = value(track.keyframes.count - 1, track.to)
            if end.count == 1 { writeStatic(end[0], into: &writer) } else { writeStatic(end, into: &writer) }
            return
        }
        let keyframes: [Keyframe]
        let easing: CubicBezierTimingFunction
        switch track.curve {
        case .spring:
            keyframes = track.keyframes
            easing = .linear
        case .cubicBezier(let function, _):
            keyframes = track.endpoints
            easing = function
        }
        writer.beginObject()
        writer.key(literal: "a")
        writer.number(1)
        writer.key(literal: "k")
        writer.beginArray()
        for (position, keyframe) in keyframes.enumerated() {
            writer.beginObject()
            writer.key(literal: "t")
            writer.number(AnimationResponseEncoder.time(keyframe.time * fps))
            writer.key(literal: "s")
            writer.beginArray()
            let numbers = value(position, keyframe.value)
            for number in numbers { writer.number(number) }
            writer.endArray()
            if position < keyframes.count - 1 {
                let dimensions = numbers.count
                writer.key(literal: "o")
                writeHandle(x: easing.x1, y: easing.y1, dimensions: dimensions, into: &writer)
                writer.key(literal: "i")
                writeHandle(x: easing.x2, y: easing.y2, dimensions: dimensions, into: &writer)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// An easing handle with one x and one y per dimension.
    static func writeHandle(x: Double, y: Double, dimensions: Int, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "x")
        writer.beginArray()
        for _ in 0..<dimensions { writer.number(AnimationResponseEncoder.time(x)) }
        writer.endArray()
        writer.key(literal: "y")
        writer.beginArray()
        for _ in 0..<dimensions { writer.number(AnimationResponseEncoder.time(y)) }
        writer.endArray()
        writer.endObject()
    }

    static func writeStatic(_ value: [Double], into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "a")
        writer.number(0)
        writer.key(literal: "k")
        writer.beginArray()
        for number in value { writer.number(number) }
        writer.endArray()
        writer.endObject()
    }

    static func writeStatic(_ value: Double, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(literal: "a")
        writer.number(0)
        writer.key(literal: "k")
        writer.number(value)
        writer.endObject()
    }

    static func geometry(_ value: Double) -> Double { LayoutResponseEncoder.geometry(value) }

    /// An opacity 0…1 as Lottie's 0…100, to 2 decimals (4 significant decimals of the fraction).
    static func percent(_ opacity: Double) -> Double {
        let rounded = (opacity * 10_000).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }
}
