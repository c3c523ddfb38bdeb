"""Checks sheetd's previews and playground in headless Chromium, against a live daemon.

Chromium runs once, driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: no port, no extra
package), and every check reads the pixels of its screenshots with Pillow:

1. Preview pixels are where /layout says. For a few requests (the seed; in landscape; dark), the SVG of
   `POST /preview` is shown at 1 px = 1 pt and sampled inside the frames `POST /layout` answers: the custom view and
   its subview have their fill, the sheet's groups theirs (composited over the dimmed screen as drawn), and points
   beside them (in the margins, just above the custom view, in the gap below it) the dimmed screen. The expected
   colours are the fills the SVG declares (`data-element`), so only the positions are taken from /layout.
2. The PNG (`Accept: image/png`, librsvg and cairo) passes the same samples at the screen's scale.
3. The animated preview plays /animation's keyframes: the seed's dismissal, paused 0.15 s in, shows the custom view
   at the y /animation gives, green without the fade and gone with the seed's fade.
4. The playground: the page loads, draws the seed and the three animations; typing a new title into its title
   field redraws the preview, and the two screenshots differ in the title's frame and nowhere else in the picture;
   the address it then shows brings the edited sheet back; the animations play UIKit's slide until the Slide
   menu asks for sheetd's clearCustomView.
5. Presentation sheets: for a few examples/detents/ requests, the SVG in Chromium and the PNG of /preview.png show
   the sheet's fill inside its visible frame, the grabber at its frame and something else just above the sheet, all
   where /layout puts them; a detent change and a presentation, paused mid-way, show the sheet's fill just below
   the top /animation gives for that instant and not above it; in the playground, switching to a presentation
   sheet draws it, plays its transitions and shows its /layout answer, the detent menus and the custom detents
   change the request, and switching back restores the action sheet.

Run: IntegrationTests/browser/run.sh   (pytest; the fixtures of conftest.py start sheetd and Chromium)
"""

import copy
import io
import json
import os
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ElementTree

import pytest
from PIL import Image

TOLERANCE = 3  # per 8-bit channel, for flat interior pixels
PLAYGROUND_VIEWPORT = (1400, 1000)

# --- the service ------------------------------------------------------------------------------


def post(base, path, body, accept=None):
    headers = {"Content-Type": "application/json"}
    if accept:
        headers["Accept"] = accept
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read()


def layout_of(base, body):
    status, _, data = post(base, "/layout", body)
    if status != 200:
        raise RuntimeError("POST /layout answered %d: %s" % (status, data[:300]))
    return json.loads(data)


# --- colours ------------------------------------------------------------------------------------


def hex_rgb(text):
    text = text.lstrip("#")
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def over(color, opacity, below):
    return tuple(c * opacity + b * (1 - opacity) for c, b in zip(color, below))


def close_to(actual, expected, tolerance=TOLERANCE):
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected))


class Fills:
    """The fills the SVG declares for its elements (by `data-element`), and the dimmed screen under the sheet."""

    def __init__(self, svg_text):
        root = ElementTree.fromstring(svg_text)
        self.by_element = {}
        self.group_opacity = {}
        for element in root.iter():
            name = element.get("data-element")
            if not name:
                continue
            if element.tag.endswith("}rect") and element.get("fill") not in (None, "none"):
                self.by_element.setdefault(name, (hex_rgb(element.get("fill")),
                                                  float(element.get("fill-opacity", "1"))))
            if element.tag.endswith("}g") and element.get("opacity"):
                self.group_opacity[name] = float(element.get("opacity"))
        screen, _ = self.by_element["screen"]
        dim, _ = self.by_element["dimming"]
        self.dimmed = over(dim, self.group_opacity.get("dimming-layer", 0), screen)

    def colour(self, element):
        color, opacity = self.by_element[element]
        return over(color, opacity, self.dimmed)


# --- 1 and 2: preview pixels --------------------------------------------------------------------


def frame(layout, element_id):
    if element_id == "sheet":
        return layout["sheet"]["screenFrame"]
    return next((e["screenFrame"] for e in layout["elements"] if e["id"] == element_id), None)


def inside_insets(layout, x, y):
    screen = layout["screen"]
    insets = screen["safeAreaInsets"]
    return (insets["left"] + 2 < x < screen["width"] - insets["right"] - 2
            and insets["top"] + 2 < y < screen["height"] - insets["bottom"] - 2)


def sample_points(layout, fills):
    """(label, x, y, expected colour) at places /layout decides."""
    points = []
    custom = frame(layout, "customView")
    subviews = [e for e in layout["elements"] if e["role"] == "customSubview"]
    if custom:
        cx, cy = custom["x"] + custom["width"] / 2, custom["y"] + custom["height"] / 2
        if not any(s["screenFrame"]["x"] <= cx <= s["screenFrame"]["x"] + s["screenFrame"]["width"]
                   and s["screenFrame"]["y"] <= cy <= s["screenFrame"]["y"] + s["screenFrame"]["height"]
                   for s in subviews):
            points.append(("customView centre", cx, cy, fills.colour("customView")))
        for subview in subviews:
            f = subview["screenFrame"]
            points.append((subview["id"] + " inner corner", f["x"] + 3, f["y"] + 3, fills.colour(subview["id"])))
        above = custom["y"] - 4
        if above > layout["screen"]["safeAreaInsets"]["top"] + 4 and above > 2:
            points.append(("just above customView", cx, above, fills.dimmed))
        sheet = layout["sheet"]["screenFrame"]
        gap = sheet["y"] - (custom["y"] + custom["height"])
        if gap >= 6:
            points.append(("gap below customView", cx, custom["y"] + custom["height"] + gap / 2, fills.dimmed))
    for element in layout["elements"]:
        if element["role"] in ("action", "header") and not element.get("clippedBy"):
            f = element["screenFrame"]
            points.append(("%s left edge (sheet fill)" % element["id"], f["x"] + 6, f["y"] + f["height"] / 2,
                           fills.colour("mainGroup")))
    cancel = frame(layout, "cancelGroup")
    if cancel:
        points.append(("cancelGroup left edge", cancel["x"] + 6, cancel["y"] + cancel["height"] / 2,
                       fills.colour("cancelGroup")))
    sheet = layout["sheet"]["screenFrame"]
    margin = (sheet["x"] / 2, sheet["y"] + sheet["height"] / 2)
    if sheet["x"] >= 4 and inside_insets(layout, *margin):
        points.append(("side margin beside the sheet (dimming)", margin[0], margin[1], fills.dimmed))
    return points


def check_pixels(expect, name, image, points, scale):
    for label, x, y, expected in points:
        px, py = int(x * scale), int(y * scale)
        actual = image.getpixel((px, py))[:3]
        expect(close_to(actual, expected),
               "%s: %s at (%.1f, %.1f) pt is %s, expected %s" % (
                   name, label, x, y, "#%02x%02x%02x" % actual, "#%02x%02x%02x" % tuple(round(c) for c in expected)))


def layout_and_svg(expect, base, name, body):
    """The /layout answer and the still SVG of `body`, or None (reported) when /preview refuses it."""
    layout = layout_of(base, body)
    status, content_type, svg = post(base, "/preview", body)
    if status != 200 or not content_type.startswith("image/svg+xml"):
        expect(False, "%s: POST /preview answered %d %s" % (name, status, content_type))
        return None
    return layout, svg


def check_preview(expect, browser, base, work, name, body):
    drawn = layout_and_svg(expect, base, name, body)
    if not drawn:
        return
    layout, svg = drawn
    fills = Fills(svg)
    points = sample_points(layout, fills)
    path = os.path.join(work, name + ".svg")
    with open(path, "wb") as handle:
        handle.write(svg)
    width, height = round(layout["screen"]["width"]), round(layout["screen"]["height"])
    browser.viewport(width, height)
    browser.navigate("file://" + path)
    shot = browser.screenshot()
    expect(shot.size == (width, height), "%s: SVG screenshot is %d x %d px at 1 px = 1 pt" % ((name,) + shot.size))
    check_pixels(expect, name + " SVG in Chromium", shot, points, 1)

    status, content_type, png = post(base, "/preview", body, accept="image/png")
    if status != 200 or content_type != "image/png":
        expect(False, "%s: POST /preview with Accept: image/png answered %d %s" % (name, status, content_type))
        return
    image = Image.open(io.BytesIO(png)).convert("RGB")
    scale = layout["screen"]["scale"]
    expected_size = (round(layout["screen"]["width"] * scale), round(layout["screen"]["height"] * scale))
    expect(image.size == expected_size, "%s: PNG is %d x %d px (the screen at its scale %g)" % (
        (name,) + image.size + (scale,)))
    check_pixels(expect, name + " PNG (librsvg)", image, points, scale)


# --- 3: the animated preview --------------------------------------------------------------------


def animation_track(expect, base, body, target, prop, what):
    """The keyframes track of `target`'s `prop` in POST /animation's answer to `body`; None (a failure recorded as
    `what`) when the answer has none."""
    status, _, keyframes = post(base, "/animation", body)
    tracks = json.loads(keyframes)["tracks"] if status == 200 else []
    track = next((t for t in tracks if t["target"] == target and t["property"] == prop), None)
    if not track:
        expect(False, "%s: POST /animation gave no %s %s track (status %d)" % (what, target, prop, status))
    return track


def test_animation(expect, browser, sheetd, work, seed):
    base = sheetd.url
    at = 0.15
    body = dict(seed, transition="dismiss", customViewFade=False)
    custom_track = animation_track(expect, base, body, "customView", "position.y", "animation")
    if not custom_track:
        return
    custom_y = next(k["value"] for k in custom_track["keyframes"] if abs(k["time"] - at) < 1e-9)
    custom = custom_track["restFrame"]
    height = seed["screen"]["height"]
    x = custom["x"] + custom["width"] / 2
    y = (custom_y + min(custom_y + custom["height"], height)) / 2
    green = None
    for fade, expect_green in ((False, True), (None, False)):
        variant = dict(body)
        if fade is None:
            del variant["customViewFade"]
        status, _, svg = post(base, "/preview", variant)
        label = "animation: dismiss %s, %.2f s in" % ("without the fade" if expect_green else "with the seed's fade", at)
        if status != 200:
            expect(False, "%s: POST /preview answered %d" % (label, status))
            continue
        root = ElementTree.fromstring(svg)
        lead = float(root.get("data-loop-lead", "nan"))
        path = os.path.join(work, "dismiss-%s.svg" % ("no-fade" if expect_green else "fade"))
        with open(path, "wb") as handle:
            handle.write(svg)
        browser.viewport(round(seed["screen"]["width"]), round(height))
        browser.navigate("file://" + path)
        browser.evaluate("document.documentElement.pauseAnimations(); "
                         "document.documentElement.setCurrentTime(%r); true" % (lead + at))
        time.sleep(0.1)
        pixel = browser.screenshot().getpixel((int(x), int(y)))
        green = green or Fills(svg).colour("customView")
        is_green = close_to(pixel, green, 8)
        expect(is_green == expect_green,
               "%s: at (%.0f, %.0f), the custom view's centre per /animation (y %.3f), the pixel is #%02x%02x%02x (%s)"
               % ((label, x, y, custom_y) + tuple(pixel[:3])
                  + ("the custom view, left behind" if expect_green else "faded out: not the custom view",)))


# --- 4: the playground --------------------------------------------------------------------------


def preview_box(browser):
    return browser.evaluate("""(() => { const img = document.getElementById('preview-image');
        const r = img.getBoundingClientRect();
        return {x: r.x, y: r.y, width: r.width, height: r.height, natural: img.naturalWidth}; })()""")


def wait_drawn(browser, renders, what):
    browser.wait_for("document.body.dataset.state === 'ready' && Number(document.body.dataset.renders) >= %d "
                     "&& [...document.images].every((i) => i.closest('[hidden]') || (i.complete && i.naturalWidth > 0))"
                     % renders, what)
    time.sleep(0.2)  # let the new images reach the compositor


def test_playground(expect, browser, sheetd, seed):
    base = sheetd.url
    browser.viewport(*PLAYGROUND_VIEWPORT)
    for path in ("/", "/playground"):
        browser.navigate(base + path)
        try:
            wait_drawn(browser, 1, "the first drawing of " + path)
            expect(True, "playground %s: loads, draws the seed's preview and its 3 animations" % path)
        except RuntimeError as error:
            expect(False, "playground %s: %s" % (path, error))
            return
    box = preview_box(browser)
    before = browser.screenshot()
    # The sheet the page drew: the seed as the page sends it, without a profile, and so with the default one (ios26
    # since contract 2.0.0), which the profile menu shows.
    seed = json.loads(browser.evaluate("document.getElementById('json').value"))
    shown = browser.evaluate("document.getElementById('profile').value")
    expect("profile" not in seed and shown == "ios26",
           "playground: the seed is drawn with the default profile, which the menu shows (%s)" % shown)
    new_title = "Changed"
    browser.evaluate("const t = document.getElementById('title'); t.focus(); t.select(); true")
    browser.command("Input.insertText", {"text": new_title})
    try:
        wait_drawn(browser, 2, "the drawing after the title changed")
    except RuntimeError as error:
        expect(False, "playground: %s" % error)
        return
    after = browser.screenshot()
    sent = browser.evaluate("JSON.parse(document.getElementById('json').value).sheet.title")
    expect(sent == new_title, "playground: the request now has the title %r (typed into the title field)" % sent)

    k = box["width"] / box["natural"] if box["natural"] else 0
    changed = dict(seed, sheet=dict(seed["sheet"], title=new_title))
    title_before = frame(layout_of(base, seed), "title")
    title_after = frame(layout_of(base, changed), "title")
    left = min(title_before["x"], title_after["x"])
    top = min(title_before["y"], title_after["y"])
    right = max(title_before["x"] + title_before["width"], title_after["x"] + title_after["width"])
    bottom = max(title_before["y"] + title_before["height"], title_after["y"] + title_after["height"])
    region = (box["x"] + left * k - 2, box["y"] + top * k - 2, box["x"] + right * k + 2, box["y"] + bottom * k + 2)
    inside = outside = 0
    for py in range(int(box["y"]), int(box["y"] + box["height"])):
        for px in range(int(box["x"]), int(box["x"] + box["width"])):
            if before.getpixel((px, py)) != after.getpixel((px, py)):
                if region[0] <= px <= region[2] and region[1] <= py <= region[3]:
                    inside += 1
                else:
                    outside += 1
    expect(inside >= 20, "playground: %d pixels of the preview changed inside the title's frame %s" % (
        inside, tuple(round(v) for v in region)))
    expect(outside == 0, "playground: %d pixels of the preview changed outside the title's frame" % outside)

    fragment = browser.evaluate("location.hash")
    browser.navigate("about:blank")
    browser.navigate(base + "/playground" + fragment)
    wait_drawn(browser, 1, "the drawing of the shared link")
    restored = browser.evaluate("document.getElementById('title').value")
    expect(restored == new_title, "playground: the address's fragment brings the sheet back (title %r)" % restored)

    # The slide, under ios17 (the default ios26 card fades in place): UIKit's own by default (the sheet starts
    # 275.667 pt low for the seed); choosing sheetd's clearCustomView redraws the animations with its 391.667 pt, and
    # the sheet's request stays as it was.
    # The page's policy forbids fetch(), even of its own blob: images; DevTools lifts it for this page load only, so
    # that the check can read the SVG the page shows.
    def present_svg():
        return browser.evaluate("fetch(document.getElementById('anim-present').src).then((r) => r.text())")
    browser.command("Page.setBypassCSP", {"enabled": True})
    browser.navigate("about:blank")
    browser.navigate(base + "/playground" + fragment)
    wait_drawn(browser, 1, "the drawing of the shared link, for the slide")
    renders = int(browser.evaluate("Number(document.body.dataset.renders)"))
    # In a block: the page's global scope keeps a `const` of an earlier evaluation.
    browser.evaluate("{ const select = document.getElementById('profile'); select.value = 'ios17'; "
                     "select.dispatchEvent(new Event('input', {bubbles: true})); } true")
    wait_drawn(browser, renders + 1, "the drawing after the profile changed to ios17")
    seed_request = dict(seed, sheet=dict(seed["sheet"], title=new_title), profile="ios17")
    uikit_start = seed_request["screen"]["height"] - layout_of(base, seed_request)["sheet"]["screenFrame"]["y"]
    default_svg = present_svg()
    expect('values="0 %s;' % format_number(uikit_start) in default_svg,
           "playground: the present animation plays UIKit's slide by default (%s pt)" % format_number(uikit_start))
    renders = int(browser.evaluate("Number(document.body.dataset.renders)"))
    browser.evaluate("const s = document.getElementById('slide'); s.value = 'clearCustomView'; "
                     "s.dispatchEvent(new Event('change', {bubbles: true})); true")
    wait_drawn(browser, renders + 1, "the drawing after the slide changed")
    clear_svg = present_svg()
    expect(clear_svg != default_svg and 'values="0 %s;' % format_number(uikit_start) not in clear_svg,
           "playground: choosing clearCustomView redraws the present animation with the longer slide")
    caption = browser.evaluate("document.getElementById('caption-present').textContent")
    expect("clearCustomView" in caption, "playground: the caption names the slide (%r)" % caption[:60])
    kept = browser.evaluate("'slide' in JSON.parse(document.getElementById('json').value)")
    expect(kept is False, "playground: the slide stays out of the sheet's request")

    # The alert style and its text fields: choosing Alert and typing a placeholder puts both in the request, and
    # the present animation becomes the alert's scale from 1.2.
    renders = int(browser.evaluate("Number(document.body.dataset.renders)"))
    browser.evaluate("const p = document.getElementById('preferred-style'); p.value = 'alert'; "
                     "p.dispatchEvent(new Event('input', {bubbles: true})); "
                     "p.dispatchEvent(new Event('input', {bubbles: true})); true")
    browser.evaluate("const f = document.getElementById('text-fields'); f.focus(); f.select(); true")
    browser.command("Input.insertText", {"text": "Name"})
    wait_drawn(browser, renders + 1, "the drawing after the style changed to alert")
    sheet = browser.evaluate("JSON.stringify(JSON.parse(document.getElementById('json').value).sheet)")
    sheet = json.loads(sheet)
    expect(sheet.get("preferredStyle") == "alert" and sheet.get("textFields") == [{"placeholder": "Name"}],
           "playground: choosing Alert and typing a placeholder puts preferredStyle and textFields in the request")
    browser.command("Page.setBypassCSP", {"enabled": False})


# --- 5: presentation sheets -----------------------------------------------------------------------


def presentation_points(layout, svg_text):
    """(label, x, y, expected colour) for a presentation sheet's picture, at places /layout decides: inside the sheet
    (its opaque fill as the SVG declares it), the grabber's centre (its fill over the sheet's), and 3 pt above the
    sheet's top edge near its left side, beside the schematic app's list (not the sheet's fill)."""
    root = ElementTree.fromstring(svg_text)
    fills = {}
    for element in root.iter():
        name = element.get("data-element")
        if name and element.get("fill") not in (None, "none"):
            fills.setdefault(name, (hex_rgb(element.get("fill")), float(element.get("fill-opacity", "1"))))
    sheet_fill, _ = fills["sheet"]
    visible = layout["current"]["visibleFrame"]
    points = [("inside the sheet", visible["x"] + visible["width"] * 0.3, visible["y"] + visible["height"] * 0.6,
               sheet_fill, True)]
    grabber = layout["current"].get("grabber")
    if grabber:
        g = grabber["visibleFrame"]
        color, opacity = fills["sheet.grabber"]
        points.append(("the grabber's centre", g["x"] + g["width"] / 2, g["y"] + g["height"] / 2,
                       over(color, opacity, sheet_fill), True))
    if visible["y"] >= 4:
        points.append(("3 pt above the sheet", visible["x"] + 4, visible["y"] - 3, sheet_fill, False))
    return points


def check_presentation_preview(expect, browser, base, work, name, body):
    drawn = layout_and_svg(expect, base, name, body)
    if not drawn:
        return
    layout, svg = drawn
    root = ElementTree.fromstring(svg)
    width, height = float(root.get("width")), float(root.get("height"))
    points = presentation_points(layout, svg)
    path = os.path.join(work, name + ".svg")
    with open(path, "wb") as handle:
        handle.write(svg)
    browser.viewport(round(width), round(height))
    browser.navigate("file://" + path)
    status, content_type, png = post(base, "/preview.png", body)
    if status != 200 or content_type != "image/png":
        expect(False, "%s: POST /preview.png answered %d %s" % (name, status, content_type))
        return
    scale = layout["screen"]["scale"]
    for picture, image, factor in (("SVG in Chromium", browser.screenshot(), 1),
                                   ("PNG (librsvg)", Image.open(io.BytesIO(png)).convert("RGB"), scale)):
        expect(image.size == (round(width * factor), round(height * factor)),
               "%s %s: %d x %d px, the screen and its caption band" % ((name, picture) + image.size))
        for label, x, y, expected, same in points:
            actual = image.getpixel((int(x * factor), int(y * factor)))[:3]
            expect(close_to(actual, expected) == same,
                   "%s %s: %s at (%.1f, %.1f) pt is %s, %s %s" % (
                       name, picture, label, x, y, "#%02x%02x%02x" % actual, "expected" if same else "not",
                       "#%02x%02x%02x" % tuple(round(c) for c in expected)))


def check_presentation_animation(expect, browser, base, work, body, at):
    """A presentation sheet's transition paused `at` s in: the sheet's fill 12 pt below the top /animation gives for
    that instant, and not 6 pt above it (iOS 17: no inset, the top is seen where it is)."""
    track = animation_track(expect, base, body, "sheet", "position.y", "presentation animation")
    if not track:
        return
    keyframe = min(track["keyframes"], key=lambda k: abs(k["time"] - at))
    top = keyframe["value"]
    status, _, svg = post(base, "/preview", body)
    label = "presentation %s, %.4f s in (top %.3f per /animation)" % (body["transition"], keyframe["time"], top)
    if status != 200:
        expect(False, "%s: POST /preview answered %d" % (label, status))
        return
    root = ElementTree.fromstring(svg)
    lead = float(root.get("data-loop-lead", "nan"))
    fill = next(hex_rgb(e.get("fill")) for e in root.iter() if e.get("data-element") == "sheet" and e.get("fill"))
    path = os.path.join(work, "presentation-%s.svg" % body["transition"])
    with open(path, "wb") as handle:
        handle.write(svg)
    browser.viewport(round(float(root.get("width"))), round(float(root.get("height"))))
    browser.navigate("file://" + path)
    browser.evaluate("document.documentElement.pauseAnimations(); "
                     "document.documentElement.setCurrentTime(%r); true" % (lead + keyframe["time"]))
    time.sleep(0.1)
    image = browser.screenshot()
    x = 8  # inside the sheet's rounded corner 12 pt down; above it, the margin beside the app's list
    for where, y, same in (("12 pt below the top", top + 12, True), ("6 pt above the top", top - 6, False)):
        pixel = image.getpixel((int(x), int(y)))[:3]
        expect(close_to(pixel, fill) == same, "%s: %s at (%.0f, %.0f) is #%02x%02x%02x, %s the sheet's #%02x%02x%02x"
               % ((label, where, x, y) + tuple(pixel) + ("expected" if same else "not",) + fill))


def check_playground_presentation(expect, browser, base):
    """The playground's presentation sheet: switching the kind draws one and shows its /layout answer; choosing the
    large detent moves it there; adding a custom detent adds it to the request; switching back restores the action
    sheet."""
    browser.viewport(*PLAYGROUND_VIEWPORT)
    browser.navigate(base + "/playground")
    wait_drawn(browser, 1, "the first drawing of /playground")

    def choose(element_id, value, what):
        renders = int(browser.evaluate("Number(document.body.dataset.renders)"))
        browser.evaluate("{ const e = document.getElementById(%s); e.value = %s; "
                         "e.dispatchEvent(new Event('input', {bubbles: true})); } true"
                         % (json.dumps(element_id), json.dumps(value)))
        wait_drawn(browser, renders + 1, what)

    def request():
        return json.loads(browser.evaluate("document.getElementById('json').value"))

    def answer():
        return json.loads(browser.evaluate("document.getElementById('layout-json').textContent || 'null'"))

    choose("kind", "presentation", "the drawing of the presentation sheet")
    sent = request()
    shown = answer() or {}
    expect("sheetPresentation" in sent and "sheet" not in sent and shown.get("selectedDetentIdentifier") == "medium",
           "playground: choosing a presentation sheet sends sheetPresentation and shows its /layout answer at medium")
    hidden = browser.evaluate("[document.getElementById('animation-section').hidden, "
                              "document.getElementById('answer-section').hidden, "
                              "document.getElementById('alert-sheet').hidden]")
    expect(hidden == [True, False, True], "playground: the action sheet's fields and animations hide (%r)" % hidden)
    playing = browser.evaluate("[document.getElementById('presentation-animation-section').hidden, "
                               "...['panim-present', 'panim-dismiss', 'panim-change']"
                               ".map((id) => document.getElementById(id).naturalWidth)]")
    expect(playing == [False] + [sent["screen"]["width"]] * 3,
           "playground: a presentation sheet's present, dismiss and detent change play (%r)" % playing)
    natural = browser.evaluate("[document.getElementById('preview-image').naturalWidth, "
                               "document.getElementById('preview-image').naturalHeight]")
    expect(natural[0] == sent["screen"]["width"] and natural[1] > sent["screen"]["height"],
           "playground: the preview is the screen with its caption band (%d x %d)" % tuple(natural))
    choose("selected-detent", "large", "the drawing at the large detent")
    shown = answer() or {}
    expect(request()["sheetPresentation"].get("selectedDetentIdentifier") == "large"
           and shown.get("current", {}).get("detentIdentifier") == "large",
           "playground: choosing the large detent moves the sheet there")
    renders = int(browser.evaluate("Number(document.body.dataset.renders)"))
    browser.evaluate("document.getElementById('add-detent').click(); true")
    wait_drawn(browser, renders + 1, "the drawing with a custom detent")
    detents = request()["sheetPresentation"]["detents"]
    shown = answer() or {}
    expect(len(detents) == 3 and detents[2].get("height") == 200
           and any(d.get("identifier") == detents[2].get("identifier") for d in shown.get("detents", [])),
           "playground: adding a custom detent puts it in the request and the answer (%r)" % detents[-1:])
    choose("kind", "alert", "the drawing of the action sheet again")
    sent = request()
    expect("sheet" in sent and "sheetPresentation" not in sent
           and sent["sheet"].get("actions") and browser.evaluate("document.getElementById('answer-section').hidden"),
           "playground: switching back restores the action sheet")


def format_number(value):
    """A number as the service writes positions: at most 3 decimals, no trailing zeros."""
    text = "%.3f" % value
    return text.rstrip("0").rstrip(".")


def landscape(seed):
    return dict(seed, screen={"width": 844, "height": 390, "scale": 3,
                              "safeAreaInsets": {"top": 0, "left": 47, "bottom": 21, "right": 47}})


def dark(seed):
    return dict(seed, traits={"userInterfaceStyle": "dark"})


@pytest.mark.parametrize("name, variant", [("seed", lambda seed: seed), ("seed-landscape", landscape),
                                           ("seed-dark", dark)], ids=["seed", "seed-landscape", "seed-dark"])
def test_preview(expect, browser, sheetd, work, seed, name, variant):
    check_preview(expect, browser, sheetd.url, work, name, copy.deepcopy(variant(seed)))


@pytest.mark.parametrize("name", ["iphone14-ios17-medium", "iphone14-ios17-large-dark", "iphone-se-ios17-medium"])
def test_presentation_preview(expect, browser, sheetd, work, name):
    examples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "detents")
    with open(os.path.join(examples, name + ".json"), encoding="utf-8") as handle:
        check_presentation_preview(expect, browser, sheetd.url, work, name, json.load(handle))


@pytest.mark.parametrize("transition, at", [("detentChange", 0.1), ("present", 0.15)])
def test_presentation_animation(expect, browser, sheetd, work, transition, at):
    examples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "detents")
    with open(os.path.join(examples, "iphone14-ios17-medium.json"), encoding="utf-8") as handle:
        body = json.load(handle)
    body["transition"] = transition
    if transition == "detentChange":
        body["toDetentIdentifier"] = "large"
    check_presentation_animation(expect, browser, sheetd.url, work, body, at)


def test_playground_presentation(expect, browser, sheetd):
    check_playground_presentation(expect, browser, sheetd.url)
