/// The sheet at one offset: frame, Liquid Glass inset, corners, grabber, dimming, shadow, safe area, and the view
/// behind it (docs/detents.md §2–8).
struct SheetStateBuilder {
    let container: SheetContainer
    let sheet: PresentationSheetDescription
    /// The active detents' tops, the tallest first.
    let detentOffsets: [Double]
    /// The top of the largest undimmed detent and of the next larger one, when a largest undimmed detent is active.
    let undimmedRamp: (from: Double, to: Double?)?
    let displayCornerRadius: Double
    let style: UserInterfaceStyle

    private var metrics: SheetPresentationMetrics { container.metrics }
    private var screen: ResolvedScreen { container.screen }

    /// The sheet with its top at `offset`, resting at `detentIdentifier` if any.
    func state(at offset: Double, detentIdentifier: String?) -> SheetState {
        let frame = sheetFrame(at: offset)
        let presented = percentPresented(at: offset)
        let fullHeight = percentFullHeight(at: offset)
        let capsular = percentCapsular(height: frame.height)
        let transform = glassInset(frame: frame, percentFullHeight: fullHeight, percentCapsular: capsular)
        let visibleFrame = transform.apply(to: frame, in: frame)
        let radii = cornerRadii(frame: frame, offset: offset, percentCapsular: capsular)
        let dimming = dimmingFraction(at: offset)
        let fullAlpha = style == .dark ? metrics.dimmingAlphaDark : metrics.dimmingAlphaLight
        let insets = safeAreaInsets(of: frame)
        let background: SheetBackground =
            metrics.glass.map { fullHeight <= 0.5 ? $0.partialHeightBackground : $0.fullHeightBackground } ?? .opaque
        return SheetState(
            detentIdentifier: detentIdentifier, offset: offset, frame: frame, transform: transform,
            visibleFrame: visibleFrame, cornerRadii: radii,
            visibleCornerRadii: CornerRadii(top: radii.top * transform.scale, bottom: radii.bottom * transform.scale),
            background: background, backgroundColor: metrics.backgroundColor.resolved(for: style),
            grabber: grabber(frame: frame, transform: transform), dimmingFraction: dimming,
            dimmingAlpha: dimming * fullAlpha, dimmingColor: black.withAlpha(dimming * fullAlpha),
            shadowOpacity: metrics.shadowOpacity * (1 - dimming) * presented, shadowRadius: metrics.shadowRadius,
            safeAreaInsets: insets,
            contentFrame: Rect(
                left: insets.left, top: insets.top, right: frame.width - insets.right,
                bottom: frame.height - insets.bottom),
            percentPresented: presented, percentFullHeight: fullHeight,
            presentingView: presentingView(percentFullHeight: fullHeight, sheetRadius: radii.top))
    }

    private func sheetFrame(at offset: Double) -> Rect {
        let full = container.fullHeightFrame
        guard container.mode == .edgeAttached else { return full }
        return Rect(x: full.x, y: offset, width: full.width, height: max(screen.height - offset, 0))
    }

    /// 0 dismissed, 1 at the smallest detent or above.
    func percentPresented(at offset: Double) -> Double {
        guard let smallest = detentOffsets.last, container.mode == .edgeAttached else { return 1 }
        return clampUnit((container.dismissOffset - offset) / (container.dismissOffset - smallest))
    }

    /// 0 at the second detent or below, 1 at a top detent that reaches full height; 0 when the top detent does not.
    func percentFullHeight(at offset: Double) -> Double {
        guard container.mode == .edgeAttached, let top = detentOffsets.first,
            top <= container.fullHeightFrame.y + 1e-9
        else { return 0 }
        let below = detentOffsets.count > 1 ? detentOffsets[1] : container.dismissOffset
        guard below > top else { return 1 }
        return clampUnit((below - offset) / (below - top))
    }

    /// 0 for a sheet taller than the capsule's start height, 1 at the capsule's end height (glass only).
    private func percentCapsular(height: Double) -> Double {
        guard let glass = metrics.glass else { return 0 }
        return clampUnit((glass.capsuleStartHeight - height) / (glass.capsuleStartHeight - glass.capsuleEndHeight))
    }

    /// The Liquid Glass inset: scaled so that the side and bottom gaps are equal (glass, full width, edge-attached).
    private func glassInset(frame: Rect, percentFullHeight: Double, percentCapsular: Double) -> ScaleTransform {
        guard let glass = metrics.glass, container.mode == .edgeAttached,
            abs(frame.width - screen.width) < 1e-9
        else { return .identity }
        let width = screen.width
        let shrink =
            percentCapsular > 0
            ? (glass.insetWidth + (glass.capsuleInsetWidth - glass.insetWidth) * percentCapsular) / width
            : (1 - percentFullHeight) * glass.insetWidth / width
        guard shrink > 0 else { return .identity }
        let scale = 1 - shrink
        let gap = shrink * width / 2
        let visibleHeight = frame.height * scale
        let visibleCentreY = screen.height - gap - visibleHeight / 2
        return ScaleTransform(
            scale: scale, translationX: 0, translationY: visibleCentreY - (frame.y + frame.height / 2))
    }

    private func cornerRadii(frame: Rect, offset: Double, percentCapsular: Double) -> CornerRadii {
        switch container.mode {
        case .fullScreen:
            return CornerRadii(top: displayCornerRadius, bottom: displayCornerRadius)
        case .floating:
            let radius = sheet.preferredCornerRadius ?? metrics.glass?.floatingCornerRadius ?? metrics.cornerRadius
            return CornerRadii(top: radius, bottom: radius)
        case .edgeAttached:
            break
        }
        var radii: CornerRadii
        if let glass = metrics.glass {
            if let preferred = sheet.preferredCornerRadius {
                radii = CornerRadii(top: preferred, bottom: preferred)
            } else {
                let top = container.fullHeightFrame.y
                let t = clampUnit((offset - top) / (screen.height - top))
                let bottom = max(displayCornerRadius - glass.bottomCornerShrink * t, glass.bottomCornerMinimum)
                radii = CornerRadii(
                    top: glass.topCornerRadius + (bottom - glass.topCornerRadius) * percentCapsular, bottom: bottom)
            }
        } else {
            let isFullWidth = abs(frame.width - screen.width) < 1e-9
            radii = CornerRadii(
                top: sheet.preferredCornerRadius ?? metrics.cornerRadius, bottom: isFullWidth ? displayCornerRadius : 0)
        }
        let half = frame.height / 2
        return CornerRadii(top: min(radii.top, half), bottom: min(radii.bottom, half))
    }

    /// The dimmed fraction: the ramp from the largest undimmed detent to the next larger, or from dismissed to the
    /// smallest detent when every detent is dimmed.
    func dimmingFraction(at offset: Double) -> Double {
        guard container.mode == .edgeAttached else {
            // A floating or full-screen sheet: dimmed unless its one position is undimmed.
            return undimmedRamp == nil ? 1 : 0
        }
        if let ramp = undimmedRamp {
            guard let to = ramp.to else { return 0 }
            return clampUnit((ramp.from - offset) / (ramp.from - to))
        }
        return percentPresented(at: offset)
    }

    private func safeAreaInsets(of frame: Rect) -> EdgeInsets {
        let safe = screen.safeAreaInsets
        return EdgeInsets(
            top: max(0, safe.top - frame.y), left: max(0, safe.left - frame.x),
            bottom: max(0, frame.maxY - (screen.height - safe.bottom)),
            right: max(0, frame.maxX - (screen.width - safe.right)))
    }

    private func grabber(frame: Rect, transform: ScaleTransform) -> GrabberState? {
        guard sheet.prefersGrabberVisible, container.mode != .fullScreen else { return nil }
        let inSheet = Rect(
            x: (frame.width - metrics.grabberWidth) / 2, y: metrics.grabberTopSpacing, width: metrics.grabberWidth,
            height: metrics.grabberHeight)
        let onScreen = transform.apply(to: inSheet.offsetBy(dx: frame.x, dy: frame.y), in: frame)
        let side = metrics.grabberMinimumTouchSide
        let touchWidth = max(onScreen.width, side)
        let touchHeight = max(onScreen.height, side)
        return GrabberState(
            frameInSheet: inSheet, visibleFrame: onScreen,
            touchFrame: Rect(
                x: onScreen.x + (onScreen.width - touchWidth) / 2, y: onScreen.y + (onScreen.height - touchHeight) / 2,
                width: touchWidth, height: touchHeight),
            alpha: 1, color: metrics.grabberColor.resolved(for: style))
    }

    /// The full-screen view behind the sheet, scaled down as the sheet reaches full height.
    func presentingView(percentFullHeight: Double, sheetRadius: Double) -> PresentingViewState {
        let card = CardBehind(container: container, displayCornerRadius: displayCornerRadius)
        return card.state(
            of: screen.bounds, restingRadius: displayCornerRadius, depth: percentFullHeight,
            childTop: container.fullHeightFrame.y, childRadius: sheetRadius)
    }
}

/// `value` kept between 0 and 1 (0 for NaN).
func clampUnit(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    return min(value, 1)
}
