import AnimationCore
import StrictJSON

extension WireDecoder {
    /// The members `POST /animation` adds to a `/layout` request body.
    static let animationOptionKeys = AnimationOptionMember.names

    /// The members of a `POST /animation` request body.
    static let animationRequestKeys = layoutRequestKeys + animationOptionKeys

    /// The animation options in the root object of a request body, or `nil` with issues recorded.
    ///
    /// Members outside `animationOptionKeys` are left to the layout decoder, which checks the root's keys.
    mutating func animationOptions(from root: JSONObject) -> AnimationOptions? {
        let pointer = JSONPointer.root
        let transition = choice(root, AnimationOptionMember.transition, at: pointer, as: TransitionKind.self)
        let transitionValue = root.value(of: AnimationOptionMember.transition)
        if transition == nil, Self.isAbsent(transitionValue) {
            fail(
                pointer.appending(AnimationOptionMember.transition.rawValue), "is required: \"present\" or \"dismiss\"")
        }
        let fps = frameRate(root, at: pointer)
        let fade = customViewFade(
            root.value(of: AnimationOptionMember.customViewFade),
            at: pointer.appending(AnimationOptionMember.customViewFade.rawValue))
        let format = choice(root, AnimationOptionMember.format, at: pointer, as: AnimationFormat.self)
        let slide = choice(root, AnimationOptionMember.slide, at: pointer, as: TransitionSlide.self)
        guard let transition, let fps, case .valid(let fade) = fade else { return nil }
        if root.value(of: AnimationOptionMember.format)?.isNull == false, format == nil { return nil }
        if root.value(of: AnimationOptionMember.slide)?.isNull == false, slide == nil { return nil }
        return AnimationOptions(
            transition: transition, fps: fps, customViewFade: fade, format: format ?? .keyframes,
            slide: slide ?? .uiKit)
    }

    /// `fps`: an integer in `SheetTransition.frameRates`, 60 when absent; `nil` with an issue when invalid.
    mutating func frameRate(_ root: JSONObject, at pointer: JSONPointer) -> Int? {
        let isAbsent =
            root.value(of: AnimationOptionMember.fps) == nil
            || root.value(of: AnimationOptionMember.fps)?.isNull == true
        guard let value = number(root, AnimationOptionMember.fps, at: pointer) else {
            return isAbsent ? SheetTransition.defaultFrameRate : nil
        }
        let range = SheetTransition.frameRates
        // Compared as doubles first: converting a huge number to Int would trap.
        guard value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            fail(
                pointer.appending(AnimationOptionMember.fps.rawValue),
                "must be an integer from \(range.lowerBound) to \(range.upperBound), got \(Self.numberText(value))")
            return nil
        }
        return Int(value)
    }

    /// A decoded `customViewFade`: the fade to apply (`nil` for none), or invalid with issues recorded.
    private enum DecodedFade {
        case valid(CustomViewFade?)
        case invalid
    }

    /// `customViewFade`: `false` (no fade), an object `{duration, curve}`, or absent (the seed's fade).
    private mutating func customViewFade(_ value: JSONValue?, at pointer: JSONPointer) -> DecodedFade {
        guard let value, !value.isNull else { return .valid(.seed) }
        switch value {
        case .bool(false):
            return .valid(nil)
        case .object:
            guard let object = object(value, at: pointer, allowed: CustomViewFadeMember.names) else { return .invalid }
            let duration = number(object, CustomViewFadeMember.duration, at: pointer)
            let curve = choice(object, CustomViewFadeMember.curve, at: pointer, as: FadeCurveName.self)
            var isValid = true
            if let duration, !CustomViewFade.isValid(duration: duration) {
                fail(
                    pointer.appending(CustomViewFadeMember.duration.rawValue),
                    "must be a number of seconds greater than 0 and at most "
                        + "\(Self.numberText(CustomViewFade.maximumDuration)), got \(Self.numberText(duration))")
                isValid = false
            }
            if object.value(of: CustomViewFadeMember.duration)?.isNull == false, duration == nil { isValid = false }
            if object.value(of: CustomViewFadeMember.curve)?.isNull == false, curve == nil { isValid = false }
            guard isValid else { return .invalid }
            return .valid(
                CustomViewFade(
                    duration: duration ?? CustomViewFade.seed.duration,
                    curve: curve?.function ?? CustomViewFade.seed.curve))
        default:
            let got = value == .bool(true) ? "true" : Self.describe(value)
            fail(pointer, "must be false (no fade) or an object {\"duration\", \"curve\"}, got \(got)")
            return .invalid
        }
    }

    /// A number for a message: integers without a fraction.
    static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
