import LayoutCore
import Testing

@testable import AnimationCore

/// The transition's curves come from the profile's typed constants, and nowhere else.
struct SheetMotionTests {
    /// The spring, its cut and the seed's fade are the profile's values: a profile with other values gives
    /// another motion, so no second copy of the numbers can be played.
    @Test func motionReadsTheProfile() {
        var profile = MetricsProfile.ios17
        profile.springStiffness = 300
        profile.springDamping = 30
        profile.transitionDuration = 0.5
        profile.customViewFadeDuration = 0.25
        profile.customViewFadeCurve = .linear
        profile.dimmingCurve = .mediaTiming(.easeOut)
        let motion = SheetMotion(profile: profile)
        #expect(motion.spring == Spring(mass: 1, stiffness: 300, damping: 30))
        #expect(motion.curve == .spring(motion.spring, duration: 0.5))
        #expect(motion.dimmingCurve == .cubicBezier(.easeOut, duration: 0.5))
        #expect(motion.seedFade == CustomViewFade(duration: 0.25, curve: .linear))
    }

    /// The default profile's motion is UIKit's sheet spring (522.35, 45.7099552, 0.404 s), the dimming view
    /// shares it, and the seed's 0.1 s ease-in-ease-out fade; the library's named constants are that motion.
    @Test func standardMotionIsTheDefaultProfiles() {
        let motion = SheetMotion.forProfile(named: "ios17")
        #expect(motion == SheetMotion.standard)
        #expect(motion.spring.mass == 1 && motion.spring.stiffness == 522.35 && motion.spring.damping == 45.709_955_2)
        #expect(motion.curve.duration == 0.404 && motion.dimmingCurve == motion.curve)
        #expect(motion.seedFade.duration == 0.1 && motion.seedFade.curve == .easeInEaseOut)
        #expect(Spring.actionSheet == motion.spring && TimingCurve.actionSheet == motion.curve)
        #expect(CustomViewFade.seed == motion.seedFade)
    }

    /// A deprecated alias plays its profile's motion; an unknown name falls back to the default profile's.
    @Test func aliasesAndUnknownNames() {
        #expect(SheetMotion.forProfile(named: "ios12") == SheetMotion(profile: .ios10))
        #expect(SheetMotion.forProfile(named: "nope") == SheetMotion.standard)
    }

    /// Every named curve maps to Core Animation's control points.
    @Test(arguments: MediaTimingFunctionName.allCases)
    func namedCurves(name: MediaTimingFunctionName) {
        #expect(CubicBezierTimingFunction(name).name == name.rawValue)
    }
}
