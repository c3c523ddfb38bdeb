import AnimationCore
import LayoutCore
import SheetWire

/// `POST /preview` as `text/html`: a self-contained page (no external resource) showing the preview's SVG inline.
///
/// With a transition, the page plays it in a loop with a play/pause button, a speed (1× down to 0.1×, to watch the
/// spring) and a scrubber; the script drives the SMIL clocks with `setCurrentTime`, and without script they play
/// at 1× on their own. A dismissal of a sheet with a custom view is shown twice, side by side and in step: as
/// requested, and with the custom view's fade toggled (none when the request fades it, the seed's when it asked
/// for none), so the seed's problem (the custom view left behind) and its fix show together.
package enum PreviewPage {
    /// One picture of the page and its caption.
    struct Panel {
        /// The SVG document.
        var svg: String
        /// What the picture shows.
        var caption: String
        /// A longer note under the caption, if any.
        var note: String?
    }

    /// The page of a still preview.
    static func still(layout: SheetLayout, style: UserInterfaceStyle) -> String {
        let panel = Panel(
            svg: SheetPreviewSVG(layout: layout, style: style).text,
            caption:
                "Layout on a \(SVGText.number(layout.screen.width)) × \(SVGText.number(layout.screen.height)) pt screen"
        )
        return page(title: "sheetd preview", panels: [panel], cycle: nil)
    }

    /// The page of a transition, with the comparison panel on a dismissal with a custom view.
    ///
    /// - Parameters:
    ///   - layout: The sheet at rest.
    ///   - style: Light or dark.
    ///   - options: The transition, its sampling rate, the custom view's fade and the slide.
    static func animated(layout: SheetLayout, style: UserInterfaceStyle, options: AnimationOptions) -> String {
        var variants: [CustomViewFade?] = [options.customViewFade]
        if options.transition == .dismiss, layout.element(role: .customView) != nil {
            variants.append(options.customViewFade == nil ? .seed : nil)
        }
        var panels: [Panel] = []
        var cycle = 0.0
        for (index, fade) in variants.enumerated() {
            let transition = SheetTransition(
                layout: layout, kind: options.transition, fps: options.fps, customViewFade: fade, slide: options.slide)
            let loop = PreviewLoop(transition: transition)
            cycle = loop.cycle
            panels.append(
                Panel(
                    svg: SheetPreviewSVG(layout: layout, style: style, loop: loop, idPrefix: "p\(index)-").text,
                    caption: caption(transition, requested: index == 0),
                    note: transition.leftBehind?.message))
        }
        return page(title: "sheetd preview: \(options.transition.rawValue)", panels: panels, cycle: cycle)
    }

    private static func caption(_ transition: SheetTransition, requested: Bool) -> String {
        let seconds = SVGText.number(transition.duration, digits: 3)
        var text = "\(transition.kind == .present ? "Present" : "Dismiss"), \(seconds) s on UIKit's sheet spring"
        if transition.slides, transition.offset.slide == .clearCustomView {
            text +=
                ", sheetd's clearCustomView slide (\(SVGText.number(transition.offset.distance, digits: 3)) pt, not UIKit's)"
        }
        if let fade = transition.customViewFade {
            text += ", custom view fading out over \(SVGText.number(fade.duration, digits: 3)) s"
            if fade == .seed { text += " (the seed's fix)" }
        } else if transition.leftBehind != nil {
            text += ", no custom view fade: it is left behind"
        }
        return requested ? text : text + " — for comparison"
    }

    /// The page of `panels`, with the playback controls of a loop `cycle` seconds long when there is one.
    static func page(title: String, panels: [Panel], cycle: Double?) -> String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGText.escaped(title))</title>
            <style>
            :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
            body { margin: 16px; }
            .panels { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            figure { margin: 0; max-width: 100%; }
            figure svg { display: block; max-width: 100%; height: auto; box-shadow: 0 0 0 1px #8884; }
            figcaption { margin-top: 8px; font-size: 14px; max-width: 420px; }
            .note { font-size: 12px; opacity: 0.75; }
            .controls { margin: 12px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
            </style>
            </head>
            <body>

            """
        if let cycle {
            html += """
                <div class="controls">
                <button id="play" type="button">Pause</button>
                <label>Speed <select id="speed"><option value="1">1×</option><option value="0.5">0.5×</option>
                <option value="0.25">0.25×</option><option value="0.1">0.1×</option></select></label>
                <label>Time <input id="time" type="range" min="0" max="\(SVGText.number(cycle, digits: 4))" step="0.001" value="0"></label>
                <output id="clock">0.000 s</output>
                </div>

                """
        }
        html += "<div class=\"panels\">\n"
        for panel in panels {
            html += "<figure>\n\(panel.svg)<figcaption>\(SVGText.escaped(panel.caption))"
            if let note = panel.note { html += "<div class=\"note\">\(SVGText.escaped(note))</div>" }
            html += "</figcaption>\n</figure>\n"
        }
        html += "</div>\n"
        if let cycle {
            html += """
                <script>
                (() => {
                  const cycle = \(SVGText.number(cycle, digits: 4));
                  const svgs = [...document.querySelectorAll('figure svg')];
                  const play = document.getElementById('play');
                  const speed = document.getElementById('speed');
                  const time = document.getElementById('time');
                  const clock = document.getElementById('clock');
                  let playing = true, t = 0, last = null;
                  const show = () => {
                    for (const svg of svgs) svg.setCurrentTime(t);
                    time.value = t.toFixed(3);
                    clock.textContent = Math.max(0, t - \(SVGText.number(PreviewLoop.lead, digits: 4))).toFixed(3) + ' s';
                  };
                  const tick = (now) => {
                    if (playing && last !== null) t = (t + (now - last) / 1000 * Number(speed.value)) % cycle;
                    last = now;
                    show();
                    requestAnimationFrame(tick);
                  };
                  for (const svg of svgs) svg.pauseAnimations();
                  play.addEventListener('click', () => {
                    playing = !playing;
                    play.textContent = playing ? 'Pause' : 'Play';
                  });
                  time.addEventListener('input', () => { playing = false; play.textContent = 'Play'; t = Number(time.value); });
                  requestAnimationFrame(tick);
                })();
                </script>

                """
        }
        html += "</body>\n</html>\n"
        return html
    }
}
