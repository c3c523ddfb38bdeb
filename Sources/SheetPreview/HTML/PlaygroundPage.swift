import LayoutCore
import StrictJSON

/// `GET /` and `GET /playground`: a self-contained page (inline style and script, no external resource) where a
/// person edits a sheet and sees it drawn by `POST /preview`, with its present and dismiss transitions playing.
///
/// The form edits the `/layout` request (screen, traits, profile, title, message, actions, custom view), which
/// the page also shows as JSON (editable, and kept in the address's fragment so a link reproduces the sheet).
/// Each change, after a short pause, asks for the still SVG, three animated SVGs (present, dismiss with the seed's
/// fade, dismiss without it) and the layout's warnings. The device list, the text sizes and the profiles come
/// from LayoutCore, so the page offers exactly what the service knows. `body[data-state]` (`loading`, `ready`,
/// `error`) and `body[data-renders]` (updates shown) let a browser test wait for an update.
package enum PlaygroundPage {
    /// The page's HTML.
    package static let html: String = render()

    /// The `Content-Security-Policy` of the page: nothing but itself, its inline code and the images it makes.
    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' blob: data:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    private static func render() -> String {
        page.replacing("/*DEVICES*/", with: devicesJSON())
            .replacing("/*CATEGORIES*/", with: jsonArray(ContentSizeCategory.allCases.map(\.rawValue)))
            .replacing("/*PROFILES*/", with: jsonArray(MetricsProfile.all.map(\.name)))
    }

    /// `[{name, width, height, scale, portrait: insets, landscape: insets}, …]` from `DeviceCatalog`.
    private static func devicesJSON() -> String {
        var writer = JSONWriter(capacity: 2_048)
        writer.beginArray()
        for device in DeviceCatalog.screens {
            writer.beginObject()
            writer.key("name")
            writer.string("\(device.models) — \(SVGText.number(device.width)) × \(SVGText.number(device.height))")
            writer.key("width")
            writer.number(device.width)
            writer.key("height")
            writer.number(device.height)
            writer.key("scale")
            writer.number(device.scale)
            for (key, insets) in [("portrait", device.portraitInsets), ("landscape", device.landscapeInsets)] {
                writer.key(key)
                writer.beginObject()
                for (side, value) in [
                    ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
                ] {
                    writer.key(side)
                    writer.number(value)
                }
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
        return scriptSafe(writer.bytes)
    }

    private static func jsonArray(_ strings: [String]) -> String {
        var writer = JSONWriter(capacity: 512)
        writer.beginArray()
        for string in strings { writer.string(string) }
        writer.endArray()
        return scriptSafe(writer.bytes)
    }

    /// JSON text that cannot end the `<script>` element it is written into.
    private static func scriptSafe(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacing("</", with: "<\\/")
    }

    private static let page = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>sheetd playground</title>
        <style>
        :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
        body { margin: 0; }
        header { padding: 12px 20px; border-bottom: 1px solid #8884; }
        header h1 { font-size: 18px; margin: 0; }
        header p { margin: 4px 0 0; opacity: 0.8; }
        main { display: grid; grid-template-columns: 360px 1fr; gap: 20px; padding: 16px 20px; align-items: start; }
        form fieldset { border: 1px solid #8886; border-radius: 8px; margin: 0 0 12px; padding: 8px 12px 12px; }
        legend { font-weight: 600; padding: 0 4px; }
        label { display: block; margin-top: 6px; }
        label.inline { display: inline-block; margin-right: 10px; }
        input[type=text], input[type=number], textarea, select { font: inherit; box-sizing: border-box; }
        input[type=text], textarea { width: 100%; }
        input[type=number] { width: 80px; }
        .row { display: flex; gap: 6px; align-items: center; margin-top: 6px; }
        .row input[type=text] { flex: 1; }
        textarea#json { height: 260px; font: 12px/1.3 ui-monospace, monospace; }
        .outputs { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; min-width: 0; }
        .outputs > .wide { flex-basis: 100%; }
        .stage { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .stage figure { margin: 0; }
        .stage img { display: block; max-width: 100%; height: auto; box-shadow: 0 0 0 1px #8884; }
        figcaption { font-size: 12px; margin-top: 4px; max-width: 420px; }
        #animations figcaption { width: 0; min-width: 100%; }
        #problems { color: #d70015; margin: 0; padding-left: 18px; }
        #warnings { margin: 0; padding-left: 18px; }
        .status { font-size: 12px; opacity: 0.7; }
        pre { white-space: pre-wrap; font-size: 12px; margin: 0; }
        button { font: inherit; }
        </style>
        </head>
        <body data-state="loading" data-renders="0">
        <header>
        <h1>sheetd playground</h1>
        <p>Edit an iOS action sheet (a <code>UIAlertController</code> in <code>.actionSheet</code> style with the seed's
        custom view above it). The pictures are drawn by <code>POST /preview</code> from the frames
        <code>POST /layout</code> computes; the animations loop the present and dismiss transitions.</p>
        </header>
        <main>
        <form id="editor" autocomplete="off" onsubmit="return false">
        <fieldset><legend>Screen</legend>
        <label>Device <select id="device"></select></label>
        <label>Orientation <select id="orientation"><option value="portrait">Portrait</option>
        <option value="landscape">Landscape</option></select></label>
        <div class="row"><label class="inline">Width <input id="width" type="number" min="1" max="4096" step="any"></label>
        <label class="inline">Height <input id="height" type="number" min="1" max="4096" step="any"></label>
        <label class="inline">Scale <input id="scale" type="number" min="1" max="4" step="1"></label></div>
        <div class="row">Safe area
        <label class="inline">top <input id="inset-top" type="number" min="0" step="any"></label>
        <label class="inline">left <input id="inset-left" type="number" min="0" step="any"></label></div>
        <div class="row"><span style="visibility:hidden">Safe area</span>
        <label class="inline">bottom <input id="inset-bottom" type="number" min="0" step="any"></label>
        <label class="inline">right <input id="inset-right" type="number" min="0" step="any"></label></div>
        </fieldset>
        <fieldset><legend>Traits</legend>
        <label>Text size <select id="category"></select></label>
        <label>Appearance <select id="style"><option value="light">Light</option><option value="dark">Dark</option></select></label>
        <label>Profile <select id="profile"></select></label>
        </fieldset>
        <fieldset><legend>Sheet</legend>
        <label>Title <input id="title" type="text"></label>
        <label>Message <textarea id="message" rows="3"></textarea></label>
        <div id="actions"></div>
        <div class="row"><button id="add-action" type="button">Add an action</button></div>
        </fieldset>
        <fieldset><legend>Custom view</legend>
        <label><input id="custom" type="checkbox"> A custom view above the sheet</label>
        <div class="row"><label class="inline">Height <input id="custom-height" type="number" min="0" step="any"></label>
        <label class="inline">Margin below <input id="custom-margin" type="number" step="any"></label></div>
        <label><input id="custom-label" type="checkbox"> The seed's label subview (100 × 30 at 0, 0)</label>
        </fieldset>
        <fieldset><legend>Request</legend>
        <textarea id="json" spellcheck="false" aria-label="The request as JSON"></textarea>
        <div class="status" id="json-status">Edit the JSON to change everything, including what the form does not show.</div>
        </fieldset>
        </form>
        <div class="outputs">
        <section>
        <div class="status" id="status">Loading…</div>
        <ul id="problems"></ul>
        <div class="stage">
        <figure><img id="preview-image" alt="The action sheet as laid out by sheetd"><figcaption>The layout.
        <a id="download-svg" download="sheet.svg" href="#">SVG</a> ·
        <a id="download-png" href="#">PNG</a></figcaption></figure>
        </div>
        <ul id="warnings"></ul>
        </section>
        <section>
        <h2 style="font-size:16px;margin:0 0 8px">Animation</h2>
        <div class="stage" id="animations">
        <figure><img id="anim-present" alt="Present transition"><figcaption>Present: the sheet and the custom view slide up on UIKit's spring.</figcaption></figure>
        <figure><img id="anim-dismiss" alt="Dismiss transition with the seed's fade"><figcaption>Dismiss with the seed's fix: the custom view fades out in 0.1 s.</figcaption></figure>
        <figure id="no-fade"><img id="anim-dismiss-no-fade" alt="Dismiss transition without the fade"><figcaption>Dismiss without the fade: the custom view is left behind.</figcaption></figure>
        </div>
        </section>
        <section class="wide">
        <pre id="curl">curl -s -H 'Content-Type: application/json' --data @request.json http://HOST/preview &gt; sheet.svg</pre>
        </section>
        </div>
        </main>
        <script>
        (() => {
          'use strict';
          const DEVICES = /*DEVICES*/;
          const CATEGORIES = /*CATEGORIES*/;
          const PROFILES = /*PROFILES*/;
          const SEED = {
            screen: { width: 390, height: 844, scale: 3, safeAreaInsets: { top: 47, left: 0, bottom: 34, right: 0 } },
            sheet: {
              title: 'ほげ', message: 'ふが',
              actions: [
                { title: 'へい', style: 'default' }, { title: 'へい', style: 'destructive' },
                { title: 'へい', style: 'cancel' },
              ],
              customView: { height: 100, marginBottom: 16,
                subviews: [{ id: 'label', frame: { x: 0, y: 0, width: 100, height: 30 } }] },
            },
          };
          const LABEL = { id: 'label', frame: { x: 0, y: 0, width: 100, height: 30 } };
          const $ = (id) => document.getElementById(id);
          const urls = {};
          let request = fromFragment() || structuredClone(SEED);
          let generation = 0;
          let renders = 0;
          let timer = null;

          function fromFragment() {
            if (location.hash.length < 2) return null;
            try {
              const value = JSON.parse(decodeURIComponent(location.hash.slice(1)));
              return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
            } catch (error) { return null; }
          }

          function option(select, value, text) {
            const element = document.createElement('option');
            element.value = value;
            element.textContent = text;
            select.append(element);
          }

          function numberOrUndefined(input) {
            return input.value.trim() === '' ? undefined : Number(input.value);
          }

          // --- form <-> request ---------------------------------------------------------------

          function fillForm() {
            const screen = request.screen || {};
            const insets = screen.safeAreaInsets || {};
            $('width').value = screen.width ?? '';
            $('height').value = screen.height ?? '';
            $('scale').value = screen.scale ?? '';
            for (const side of ['top', 'left', 'bottom', 'right']) $('inset-' + side).value = insets[side] ?? '';
            const landscape = (screen.height ?? 0) > 0 && screen.width > screen.height;
            $('orientation').value = landscape ? 'landscape' : 'portrait';
            const index = DEVICES.findIndex((d) => landscape
              ? d.height === screen.width && d.width === screen.height : d.width === screen.width && d.height === screen.height);
            $('device').value = index < 0 ? 'custom' : String(index);
            const traits = request.traits || {};
            $('category').value = traits.contentSizeCategory || 'large';
            $('style').value = traits.userInterfaceStyle || 'light';
            $('profile').value = request.profile || PROFILES[0];
            const sheet = request.sheet || {};
            $('title').value = sheet.title ?? '';
            $('message').value = sheet.message ?? '';
            renderActions(sheet.actions || []);
            const custom = sheet.customView;
            $('custom').checked = !!custom;
            $('custom-height').value = custom ? custom.height ?? '' : 100;
            $('custom-margin').value = custom ? custom.marginBottom ?? '' : 16;
            $('custom-label').checked = !custom || (custom.subviews || []).some((s) => s && s.id === 'label');
          }

          function renderActions(actions) {
            const list = $('actions');
            list.replaceChildren();
            actions.forEach((action, index) => {
              const row = document.createElement('div');
              row.className = 'row';
              const title = document.createElement('input');
              title.type = 'text';
              title.value = action && action.title != null ? action.title : '';
              title.setAttribute('aria-label', 'Title of action ' + (index + 1));
              title.dataset.action = 'title';
              const style = document.createElement('select');
              for (const name of ['default', 'destructive', 'cancel']) option(style, name, name);
              style.value = (action && action.style) || 'default';
              style.setAttribute('aria-label', 'Style of action ' + (index + 1));
              style.dataset.action = 'style';
              const remove = document.createElement('button');
              remove.type = 'button';
              remove.textContent = '✕';
              remove.title = 'Remove this action';
              remove.addEventListener('click', () => {
                request.sheet.actions.splice(index, 1);
                renderActions(request.sheet.actions);
                changed();
              });
              row.append(title, style, remove);
              list.append(row);
            });
          }

          function readForm() {
            const screen = { width: numberOrUndefined($('width')) };
            for (const key of ['height', 'scale']) {
              const value = numberOrUndefined($(key));
              if (value !== undefined) screen[key] = value;
            }
            const insets = {};
            for (const side of ['top', 'left', 'bottom', 'right']) {
              const value = numberOrUndefined($('inset-' + side));
              if (value !== undefined) insets[side] = value;
            }
            if (Object.keys(insets).length) screen.safeAreaInsets = insets;
            request.screen = screen;
            request.traits = { ...(request.traits || {}),
              contentSizeCategory: $('category').value, userInterfaceStyle: $('style').value };
            request.profile = $('profile').value;
            const sheet = request.sheet = request.sheet || {};
            if ($('title').value === '') delete sheet.title; else sheet.title = $('title').value;
            if ($('message').value === '') delete sheet.message; else sheet.message = $('message').value;
            sheet.actions = [...$('actions').children].map((row) => ({
              title: row.querySelector('[data-action=title]').value,
              style: row.querySelector('[data-action=style]').value,
            }));
            if ($('custom').checked) {
              const custom = { ...(sheet.customView || {}) };
              custom.height = numberOrUndefined($('custom-height')) ?? 100;
              const margin = numberOrUndefined($('custom-margin'));
              if (margin === undefined) delete custom.marginBottom; else custom.marginBottom = margin;
              const others = (custom.subviews || []).filter((s) => !(s && s.id === 'label'));
              const label = (custom.subviews || []).find((s) => s && s.id === 'label') || LABEL;
              custom.subviews = $('custom-label').checked ? [label, ...others] : others;
              sheet.customView = custom;
            } else {
              delete sheet.customView;
            }
          }

          function applyDevice() {
            const index = $('device').value;
            if (index === 'custom') return;
            const device = DEVICES[Number(index)];
            const landscape = $('orientation').value === 'landscape';
            $('width').value = landscape ? device.height : device.width;
            $('height').value = landscape ? device.width : device.height;
            $('scale').value = device.scale;
            const insets = landscape ? device.landscape : device.portrait;
            for (const side of ['top', 'left', 'bottom', 'right']) $('inset-' + side).value = insets[side];
          }

          // --- talking to the service ---------------------------------------------------------

          function post(path, body, accept) {
            return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept': accept },
              body: JSON.stringify(body) });
          }

          function show(id, blob) {
            if (urls[id]) URL.revokeObjectURL(urls[id]);
            urls[id] = URL.createObjectURL(blob);
            $(id).src = urls[id];
            return urls[id];
          }

          function showProblems(problem) {
            const list = $('problems');
            list.replaceChildren();
            const errors = problem && Array.isArray(problem.errors) && problem.errors.length
              ? problem.errors.map((e) => (e.pointer || '/') + ' ' + e.detail)
              : [problem && problem.detail ? problem.detail : 'The service did not answer.'];
            for (const text of errors) {
              const item = document.createElement('li');
              item.textContent = text;
              list.append(item);
            }
          }

          async function update() {
            const mine = ++generation;
            const body = structuredClone(request);
            document.body.dataset.state = 'loading';
            $('status').textContent = 'Drawing…';
            try {
              const still = await post('/preview', body, 'image/svg+xml');
              if (mine !== generation) return;
              if (!still.ok) {
                showProblems(await still.json().catch(() => null));
                $('status').textContent = 'The service refused this sheet (' + still.status + ').';
                document.body.dataset.state = 'error';
                return;
              }
              $('problems').replaceChildren();
              $('download-svg').href = show('preview-image', await still.blob());
              const hasCustomView = !!(body.sheet && body.sheet.customView);
              $('no-fade').hidden = !hasCustomView;
              const variants = [
                ['anim-present', { transition: 'present' }],
                ['anim-dismiss', { transition: 'dismiss' }],
              ];
              if (hasCustomView) variants.push(['anim-dismiss-no-fade', { transition: 'dismiss', customViewFade: false }]);
              const [animations, layout] = await Promise.all([
                Promise.all(variants.map(async ([, extra]) => {
                  const response = await post('/preview', { ...body, ...extra }, 'image/svg+xml');
                  return response.ok ? response.blob() : null;
                })),
                post('/layout', body, 'application/json').then((r) => (r.ok ? r.json() : null)),
              ]);
              if (mine !== generation) return;
              variants.forEach(([id], index) => { if (animations[index]) show(id, animations[index]); });
              const warnings = $('warnings');
              warnings.replaceChildren();
              for (const warning of (layout && layout.warnings) || []) {
                const item = document.createElement('li');
                item.textContent = warning.message;
                warnings.append(item);
              }
              renders += 1;
              document.body.dataset.renders = String(renders);
              document.body.dataset.state = 'ready';
              $('status').textContent = 'Drawn by the service (' + renders + (renders === 1 ? ' update' : ' updates') + ').';
            } catch (error) {
              if (mine !== generation) return;
              showProblems({ detail: String(error) });
              document.body.dataset.state = 'error';
            }
          }

          function changed(fromJSON) {
            if (!fromJSON) $('json').value = JSON.stringify(request, null, 2);
            history.replaceState(null, '', '#' + encodeURIComponent(JSON.stringify(request)));
            document.body.dataset.state = 'loading';
            clearTimeout(timer);
            timer = setTimeout(update, 200);
          }

          // --- wiring --------------------------------------------------------------------------

          DEVICES.forEach((device, index) => option($('device'), String(index), device.name));
          option($('device'), 'custom', 'Other (the numbers below)');
          for (const name of CATEGORIES) option($('category'), name, name);
          for (const name of PROFILES) option($('profile'), name, name);
          $('curl').textContent = $('curl').textContent.replace('http://HOST', location.origin);

          $('editor').addEventListener('input', (event) => {
            if (event.target.id === 'json') {
              try {
                const value = JSON.parse($('json').value);
                if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
                request = value;
                fillForm();
                $('json-status').textContent = 'Applied.';
                changed(true);
              } catch (error) {
                $('json-status').textContent = 'Not valid JSON yet: ' + error.message;
              }
              return;
            }
            if (event.target.id === 'device' || event.target.id === 'orientation') applyDevice();
            if (['width', 'height', 'scale'].includes(event.target.id)) $('device').value = 'custom';
            readForm();
            changed();
          });
          $('add-action').addEventListener('click', () => {
            readForm();
            request.sheet.actions.push({ title: 'Action ' + (request.sheet.actions.length + 1), style: 'default' });
            renderActions(request.sheet.actions);
            changed();
          });
          $('download-png').addEventListener('click', async (event) => {
            event.preventDefault();
            const response = await post('/preview', request, 'image/png');
            if (!response.ok) { showProblems(await response.json().catch(() => null)); return; }
            const link = document.createElement('a');
            link.href = URL.createObjectURL(await response.blob());
            link.download = 'sheet.png';
            link.click();
          });
          for (const id of ['anim-present', 'anim-dismiss', 'anim-dismiss-no-fade']) {
            $(id).addEventListener('load', () => { $(id).style.width = ($(id).naturalWidth * 0.4) + 'px'; });
          }

          fillForm();
          $('json').value = JSON.stringify(request, null, 2);
          update();
        })();
        </script>
        </body>
        </html>

        """#
}
