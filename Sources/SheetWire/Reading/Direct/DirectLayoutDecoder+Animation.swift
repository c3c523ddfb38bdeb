import AnimationCore
import LayoutCore
import StrictJSON

extension DirectLayoutDecoder {
    /// Reads a `/animation` body straight into an `AnimationRequest`: the `/layout` root's members as
    /// ``layoutRequest(from:limits:)`` reads them, and the options `transition`, `fps`, `customViewFade` (`false`
    /// only), `format` and `slide`. Declines, as the layout reader does, whatever it does not cover: `null`, a fade
    /// object, an `fps` outside `SheetTransition.frameRates` or not an integer, an unknown or repeated member, a
    /// missing `transition`. The generic path then gives the same request or the exact problem.
    static func animationRequest(from body: [UInt8], limits: JSONParser.Limits) -> AnimationRequest? {
        var request = AnimationRequest(
            layout: LayoutRequest(screen: ScreenDescription(width: 0), sheet: SheetDescription()),
            options: AnimationOptions(transition: .present))
        let isRead = body.withUnsafeBufferPointer { bytes in
            guard var scanner = JSONScanner(bytes, limits: limits),
                let seen = rootAndOptions(
                    of: &scanner, LayoutRequestMember.self,
                    { member, scanner in rootMember(member, &scanner, into: &request.layout) },
                    AnimationOptionMember.self, { member, scanner in option(member, &scanner, into: &request.options) }
                )
            else { return false }
            return hasRequiredRootMembers(seen.root) && seen.options.contains(AnimationOptionMember.transition.index)
        }
        guard isRead else { return nil }
        return consume request
    }

    /// One animation option, read into `options`.
    /// - Returns: Whether it was read (`false` declines).
    private static func option(
        _ member: AnimationOptionMember, _ scanner: inout JSONScanner, into options: inout AnimationOptions
    )
        -> Bool
    {
        switch member {
        case .transition: return read(choice(&scanner), into: &options.transition)
        case .format: return read(choice(&scanner), into: &options.format)
        case .slide: return read(choice(&scanner), into: &options.slide)
        case .fps: return read(frameRate(&scanner), into: &options.fps)
        case .customViewFade:
            // `false` is no fade; an object (a fade of its own) is left to the generic path.
            guard scanner.readBool() == false else { return false }
            options.customViewFade = nil
            return true
        }
    }
}
