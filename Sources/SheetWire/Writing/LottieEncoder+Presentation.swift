import AnimationCore
import LayoutCore
import StrictJSON

extension LottieEncoder {
    /// The Lottie document of a presentation sheet's transition: shape layers for the grabber (parented to the
    /// sheet, so that it moves and scales with it), the sheet, the dimming view, the sheet beneath and its own
    /// dimming when stacked, and the presenting view, each a rounded rectangle at its rest size.
    ///
    /// A sheet's layer is anchored at its centre, so that its scale is UIKit's inset about the frame's centre; its
    /// position is that centre as the sheet's top, height and inset translation move it (the tracks share the one
    /// spring's instants), and its rectangle takes the height. Lottie's rectangle has one corner radius: the layer takes the top corners'. The shadow is
    /// not drawn. Colours are illustrative, as in the alert controller's document.
    package static func encode(_ transition: PresentationTransition, style: UserInterfaceStyle) -> [UInt8] {
        let fps = Double(transition.fps)
        let outPoint = max(1, Int((transition.duration * fps - 1e-9).rounded(.up)))
        let isDark = style == .dark
        let sheetColor: Color = isDark ? (0.11, 0.11, 0.118) : (1, 1, 1)
        let behindColor: Color = isDark ? (0.3, 0.3, 0.32) : (0.85, 0.85, 0.87)
        var writer = JSONWriter(capacity: 32_768)
        LottieEncoder.writeDocumentHead(
            name: "sheetd presentationSheet \(transition.kind.rawValue)", fps: transition.fps, outPoint: outPoint,
            screen: transition.screen, into: &writer)
        var layers = PresentationLayers(transition: transition, fps: fps, outPoint: outPoint)
        // Lottie draws the first layer on top.
        let grabberColor: Color = isDark ? (0.35, 0.35, 0.37) : (0.75, 0.75, 0.77)
        layers.write(target: "grabber", sheetTarget: "sheet", color: grabberColor, into: &writer)
        layers.write(target: "sheet", color: sheetColor, into: &writer)
        // The top sheet's dimming covers the sheet beneath, whose own dimming covers the view behind both
        // (docs/detents.md §7.2).
        layers.write(target: "dimming", color: (0, 0, 0), into: &writer)
        layers.write(
            target: "presentingSheetGrabber", sheetTarget: "presentingSheet", color: grabberColor, into: &writer)
        layers.write(target: "presentingSheet", color: sheetColor, into: &writer)
        layers.write(target: "presentingSheetDimming", color: (0, 0, 0), into: &writer)
        layers.write(target: "presentingView", color: behindColor, into: &writer)
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }
}

/// Writes the layers of a presentation sheet's Lottie document, numbering them as it goes.
private struct PresentationLayers {
    let transition: PresentationTransition
    let fps: Double
    let outPoint: Int
    private var index = 0

    init(transition: PresentationTransition, fps: Double, outPoint: Int) {
        self.transition = transition
        self.fps = fps
        self.outPoint = outPoint
    }

    /// The layer of `target`, if the transition has tracks for it. A grabber (`sheetTarget` given) is parented to
    /// its sheet's layer, which must come later (Lottie resolves parents by `ind`).
    mutating func write(
        target: String, sheetTarget: String? = nil, color: LottieEncoder.Color, into writer: inout JSONWriter
    ) {
        guard let first = transition.tracks.first(where: { $0.target == target }) else { return }
        index += 1
        // The sheet's layer comes right after its grabber's.
        let parent = sheetTarget.map { _ in index + 1 }
        let frame = first.restFrame
        let parentFrame = sheetTarget.flatMap { sheet in transition.tracks.first { $0.target == sheet }?.restFrame }
        let fps = self.fps
        let geometry = LottieEncoder.geometry
        LottieEncoder.writeLayerHead(name: target, index: index, parent: parent, outPoint: outPoint, into: &writer)
        // A sheet's height follows its top between detents: its anchor stays at its centre.
        let height = transition.track(target, .height).flatMap { $0.isConstant ? nil : $0 }
        writer.key(literal: "a")
        if let height {
            LottieEncoder.writeAnimated(height, fps: fps, into: &writer) {
                [geometry(frame.width / 2), geometry($0 / 2)]
            }
        } else {
            LottieEncoder.writeStatic([geometry(frame.width / 2), geometry(frame.height / 2)], into: &writer)
        }
        writer.key(literal: "p")
        let centreX = geometry(frame.midX)
        if let parentFrame {
            // In the sheet's own coordinates, whose origin is its frame's top-left corner.
            LottieEncoder.writeStatic(
                [geometry(frame.midX - parentFrame.x), geometry(frame.midY - parentFrame.y)], into: &writer)
        } else if let top = transition.track(target, .positionY) {
            let translation = transition.track(target, .translationY)
            LottieEncoder.writeAnimated(top, fps: fps, into: &writer) { position, value in
                func at(_ track: TransitionTrack?) -> Double? {
                    track.map { $0.keyframes[min(position, $0.keyframes.count - 1)].value }
                }
                return [centreX, geometry(value + (at(height) ?? frame.height) / 2 + (at(translation) ?? 0))]
            }
        } else if let translation = transition.track(target, .translationY), !translation.isConstant {
            LottieEncoder.writeAnimated(translation, fps: fps, into: &writer) { [centreX, geometry(frame.midY + $0)] }
        } else {
            let shift = transition.track(target, .translationY)?.from ?? 0
            LottieEncoder.writeStatic([centreX, geometry(frame.midY + shift)], into: &writer)
        }
        writer.key(literal: "s")
        if let scale = transition.track(target, .scale), !scale.isConstant {
            LottieEncoder.writeAnimated(scale, fps: fps, into: &writer) {
                [LottieEncoder.percent($0), LottieEncoder.percent($0)]
            }
        } else {
            let scale = transition.track(target, .scale)?.from ?? 1
            LottieEncoder.writeStatic([LottieEncoder.percent(scale), LottieEncoder.percent(scale)], into: &writer)
        }
        writer.key(literal: "r")
        LottieEncoder.writeStatic(0, into: &writer)
        writer.key(literal: "o")
        if let opacity = transition.track(target, .opacity), !opacity.isConstant {
            LottieEncoder.writeAnimated(opacity, fps: fps, into: &writer) { [LottieEncoder.percent($0)] }
        } else {
            LottieEncoder.writeStatic(
                LottieEncoder.percent(transition.track(target, .opacity)?.from ?? 1), into: &writer)
        }
        writer.endObject()
        writer.key(literal: "shapes")
        writer.beginArray()
        let radius = transition.track(target, .topCornerRadius) ?? transition.track(target, .cornerRadius)
        let shape = LottieEncoder.Shape(
            name: target, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
            cornerRadius: sheetTarget == nil ? 0 : frame.height / 2, color: color)
        LottieEncoder.writeGroup(shape, radius: radius, height: height, fps: fps, into: &writer)
        writer.endArray()
        writer.endObject()
    }
}
