import LayoutCore
import SheetTestSupport
import Testing

@testable import AnimationCore

/// A curve sampled once and shared by the tracks that move on it gives each track the keyframes it would have
/// sampled alone, and a transition's shared samples are those of its own frame rate and curves.
@Suite struct SampledCurveTests {
    /// The curves a transition plays: a spring, a Bézier fade, a linear hold, an overdamped spring and one instant.
    static let curves: [TimingCurve] = [
        .actionSheet, .cubicBezier(.easeInEaseOut, duration: 0.1), .cubicBezier(.linear, duration: 0.404),
        .spring(Spring(mass: 1, stiffness: 300, damping: 60), duration: 0.5), .cubicBezier(.easeIn, duration: 0),
    ]

    /// Each value is from + (to − from)·progress at the same instants `KeyframeSampler` uses, exactly `from` first
    /// and `to` last, with or without a delay.
    @Test(arguments: curves, [1, 60, 240])
    func keyframesAreTheCurveBetweenTheEnds(curve: TimingCurve, fps: Int) {
        let sampled = SampledCurve(curve, fps: fps)
        let times = KeyframeSampler.sampleTimes(duration: curve.duration, fps: fps)
        #expect(sampled.progress.map(\.time) == times)
        for delay in [0, 0.25] {
            let keyframes = sampled.keyframes(from: 844, to: 568.333, delay: delay)
            let curveFrames = delay > 0 ? Array(keyframes.dropFirst()) : keyframes
            #expect(curveFrames.count == times.count)
            #expect(curveFrames.first?.value == (times.count == 1 ? 568.333 : 844))
            #expect(curveFrames.last?.value == 568.333)
            if delay > 0 { #expect(keyframes.first == Keyframe(time: 0, value: 844)) }
            for index in curveFrames.indices.dropFirst().dropLast() {
                #expect(curveFrames[index].time == delay + times[index])
                #expect(curveFrames[index].value == 844 + (568.333 - 844) * curve.progress(atTime: times[index]))
            }
        }
    }

    /// Every track of every transition, in every profile, both ways, at the default and another frame rate, with
    /// the seed's fade, another fade and none, equals the track built and sampled on its own.
    @Test(arguments: MetricsProfile.all.map(\.name), [60, 30])
    func sharedSamplesGiveEachTrackItsOwnKeyframes(profile: String, fps: Int) throws {
        let layout = try SeedSheet.layout(profile: profile)
        let fades: [CustomViewFade?] = [.seed, CustomViewFade(duration: 0.3, curve: .linear), nil]
        for kind in [TransitionKind.present, .dismiss] {
            for fade in fades {
                let transition = SheetTransition(layout: layout, kind: kind, fps: fps, customViewFade: fade)
                #expect(!transition.tracks.isEmpty)
                for track in transition.tracks {
                    let alone = TransitionTrack(
                        target: track.target, property: track.property, curve: track.curve, from: track.from,
                        to: track.to, restFrame: track.restFrame, origin: track.origin, fps: fps)
                    #expect(track == alone, "\(profile) \(kind) \(fps) fps \(track.target) \(track.property)")
                }
            }
        }
    }

    /// A profile's curves come ready-sampled at the default frame rate only; another rate samples them anew, and a
    /// curve the profile does not have is sampled once and then shared.
    @Test func samplerUsesTheProfilesSamplesOnlyAtTheirRate() {
        let motion = SheetMotion.standard
        #expect(motion.presampled.allSatisfy { $0.fps == SheetTransition.defaultFrameRate })
        #expect(motion.presampled.map(\.curve).contains(motion.curve))
        #expect(motion.presampled.map(\.curve).contains(motion.seedFade.timingCurve))
        var atDefault = CurveSampler(motion: motion, fps: SheetTransition.defaultFrameRate)
        #expect(atDefault.sampled(motion.curve) == motion.presampled.first { $0.curve == motion.curve })
        var atThirty = CurveSampler(motion: motion, fps: 30)
        let spring = atThirty.sampled(motion.curve)
        #expect(spring.fps == 30 && spring == SampledCurve(motion.curve, fps: 30))
        let fade = TimingCurve.cubicBezier(.easeOut, duration: 0.7)
        #expect(atThirty.sampled(fade) == SampledCurve(fade, fps: 30))
        #expect(atThirty.sampled(fade).curve == fade)
    }
}
