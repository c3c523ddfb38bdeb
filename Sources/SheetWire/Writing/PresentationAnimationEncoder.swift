import AnimationCore
import LayoutCore
import StrictJSON

/// Writes a `PresentationTransition` as the `/animation` JSON body (`keyframes` and `coreAnimation`), parallel to
/// an alert controller's (`AnimationResponseEncoder`): the same track and animation members, after a header that
/// says `kind: "presentationSheet"`, the detents it moves between and the one spring every track shares.
///
/// In `coreAnimation`, as for an alert controller, `position.y` is the centre of the rest frame's height; a sheet
/// whose `bounds.size.height` changes (a detent change) is exact with the layer's anchor point at its top edge,
/// where `position.y` is the track's top (the `keyframes` values).
package enum PresentationAnimationEncoder {
    /// The `keyframes` body.
    package static func encode(_ transition: PresentationTransition) -> [UInt8] {
        encode(transition, format: .keyframes, tracks: AnimationResponseEncoder.writeTracks)
    }

    /// The `coreAnimation` body: a `CAKeyframeAnimation` and a `CASpringAnimation` per track.
    package static func encodeCoreAnimation(_ transition: PresentationTransition) -> [UInt8] {
        encode(transition, format: .coreAnimation, tracks: AnimationResponseEncoder.writeAnimations)
    }

    /// The header, the tracks as `tracks` writes them, and `}`.
    private static func encode(
        _ transition: PresentationTransition, format: AnimationFormat,
        tracks: ([TransitionTrack], inout JSONWriter) -> Void
    ) -> [UInt8] {
        var writer = JSONWriter(capacity: capacity(for: transition))
        writeHeader(of: transition, format: format, into: &writer)
        tracks(transition.tracks, &writer)
        writer.withReservedRoom(maximum: 1) { cursor in cursor.raw("}") }
        return writer.bytes
    }

    /// Room for the whole body at once: the header, and per track its members and each keyframe at the most a
    /// cursor group reserves for it (two numbers and punctuation), so the writer never grows and copies what it
    /// wrote (a detent change at 60 fps is some twenty tracks of a few dozen keyframes).
    private static func capacity(for transition: PresentationTransition) -> Int {
        var capacity = 4_096
        for track in transition.tracks {
            capacity &+= 512 &+ track.keyframes.count &* (2 &* JSONCursor.maximumNumberLength &+ 16)
        }
        return capacity
    }

    /// `{` and kind, transition, duration, fps, format, screen, the detents, the spring and the assumptions.
    private static func writeHeader(
        of transition: PresentationTransition, format: AnimationFormat, into writer: inout JSONWriter
    ) {
        var length = 640 &+ 20 &* JSONCursor.maximumNumberLength
        length &+=
            JSONCursor.maximumLength(of: transition.kind.rawValue) &+ JSONCursor.maximumLength(of: format.rawValue)
        length &+= JSONCursor.maximumLength(of: transition.profileName)
        for identifier in [transition.from.detentIdentifier, transition.to.detentIdentifier] {
            length &+= JSONCursor.maximumLength(of: identifier ?? "")
        }
        for assumption in transition.assumptions {
            length &+= 1 &+ JSONCursor.maximumLength(of: assumption)
        }
        writer.withReservedRoom(maximum: length) { cursor in
            cursor.raw(#"{"kind":"presentationSheet","#)
            AnimationResponseEncoder.writeTransitionMembers(
                kind: transition.kind.rawValue, duration: transition.duration, fps: transition.fps, format: format,
                into: &cursor)
            cursor.raw(#","profile":"#)
            cursor.string(transition.profileName)
            cursor.raw(#","screen":{"#)
            cursor.screenSize(transition.screen)
            cursor.raw(#"},"fromDetentIdentifier":"#)
            identifier(transition.from.detentIdentifier, into: &cursor)
            cursor.raw(#","toDetentIdentifier":"#)
            identifier(transition.to.detentIdentifier, into: &cursor)
            cursor.raw(#","timing":{"type":"spring","dampingRatio":"#)
            cursor.time(transition.dampingRatio)
            cursor.raw(#","response":"#)
            cursor.time(transition.response)
            cursor.raw(#","transitionDuration":"#)
            cursor.time(transition.transitionDuration)
            cursor.raw(",")
            AnimationResponseEncoder.writeSpring(transition.spring, duration: transition.duration, into: &cursor)
            cursor.raw(#"},"assumptions":["#)
            cursor.list(transition.assumptions) { cursor, assumption in cursor.string(assumption) }
            cursor.raw(#"],"warnings":[]"#)
        }
    }

    /// A detent's identifier, or `null` for dismissed or a drag's position.
    private static func identifier(_ identifier: String?, into cursor: inout JSONCursor) {
        if let identifier {
            cursor.string(identifier)
        } else {
            cursor.raw("null")
        }
    }
}
