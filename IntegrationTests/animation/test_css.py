"""Plays the CSS export of POST /animation in headless Chromium and compares it with the keyframes export.

For each exported transition (`<name>.css` beside `<name>.keyframes.json` in the exports folder, conftest.py),
one test: a page gives one probe element per track and instant the class of the track's element, pauses its
animations at that instant (`animation-delay: -Xs; animation-play-state: paused`), and writes the computed
`transform`, `transform-origin` and `opacity` of every probe into the DOM; `chromium --headless --dump-dom` prints
the DOM. The translateY of a position probe must equal the JSON keyframe value minus the element's rest y within
0.5 px; an opacity probe the JSON value within 0.005; a scale probe (ios26's fade and scale) the JSON scale within
0.005 on both axes, about a `transform-origin` equal to the track's `origin` relative to its rest frame within
0.5 px. The instants are interior keyframes (about 1/8, 1/4 and 1/2 of the track) and the track's last instant,
which must show the target exactly (fill-mode both).

Run: IntegrationTests/animation/run.sh   (pytest; SHEETD_ANIMATION_EXPORTS=DIR reuses exports written before)
"""

import html
import json
import os
import re
import shutil
import subprocess
import tempfile

POSITION_TOLERANCE = 0.5  # px, = pt
OPACITY_TOLERANCE = 0.005
SCALE_TOLERANCE = 0.005
PREFIX = "sheetd"


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise RuntimeError("chromium not found (scripts/ensure-deps.sh browser)")


def probe_instants(keyframes):
    """Indices of interior keyframes near 1/8, 1/4 and 1/2 of the track, and the last one."""
    last = len(keyframes) - 1
    picks = []
    for fraction in (0.125, 0.25, 0.5):
        index = min(max(1, round(last * fraction)), max(1, last - 1))
        if index not in picks and 0 < index < last:
            picks.append(index)
    picks.append(last)
    return picks


def build_page(css, probes):
    rows = []
    for number, probe in enumerate(probes):
        rows.append(
            '<div id="p{0}" class="{1}" style="position:absolute;left:0;top:0;width:10px;height:10px;'
            'animation-delay:-{2}s;animation-play-state:paused"></div>'.format(
                number, html.escape(probe["class"]), repr(probe["time"])))
    script = """
<script>
const out = [];
for (let i = 0; i < %d; i++) {
  const style = getComputedStyle(document.getElementById('p' + i));
  out.push({transform: style.transform, opacity: style.opacity, origin: style.transformOrigin});
}
document.getElementById('out').textContent = JSON.stringify(out);
</script>""" % len(probes)
    return ("<!doctype html><html><head><meta charset='utf-8'><style>\n" + css + "\n</style></head><body>"
            + "".join(rows) + '<pre id="out"></pre>' + script + "</body></html>")


def run_chromium(page_path):
    command = [
        chromium_binary(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--dump-dom", "file://" + page_path,
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    match = re.search(r'<pre id="out">(.*?)</pre>', result.stdout, re.S)
    if not match or not match.group(1).strip():
        raise RuntimeError("chromium printed no results (exit %d): %s" % (result.returncode, result.stderr[-2000:]))
    return json.loads(html.unescape(match.group(1)))


def translate_y(transform):
    if transform in ("none", ""):
        return 0.0
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", transform)]
    if transform.startswith("matrix3d"):
        return numbers[13]
    return numbers[5]


def matrix_scale(transform):
    """The x and y scale factors of a computed 2D or 3D transform without rotation (1, 1 for none)."""
    if transform in ("none", ""):
        return 1.0, 1.0
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", transform)]
    if transform.startswith("matrix3d"):
        return numbers[0], numbers[5]
    return numbers[0], numbers[3]


def origin_pixels(origin):
    """The computed transform-origin as (x, y) px."""
    return tuple(float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", origin)[:2])


def test_css_export(css_export, exports, expect):
    name, folder = css_export, exports
    css = open(os.path.join(folder, name + ".css"), encoding="utf-8").read()
    document = json.load(open(os.path.join(folder, name + ".keyframes.json"), encoding="utf-8"))
    kind = document["transition"]
    probes = []
    for track in document["tracks"]:
        keyframes = track["keyframes"]
        for index in probe_instants(keyframes):
            probes.append({
                "class": "%s-%s-%s" % (PREFIX, kind, track["target"]),
                "time": keyframes[index]["time"],
                "track": track,
                "expected": keyframes[index]["value"],
            })
    with tempfile.TemporaryDirectory() as scratch:
        page = os.path.join(scratch, name + ".html")
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(build_page(css, probes))
        measured = run_chromium(page)
    for probe, values in zip(probes, measured):
        track = probe["track"]
        label = "%s %s %s at %.4f s" % (name, track["target"], track["property"], probe["time"])
        if track["property"] == "position.y":
            expected = probe["expected"] - track["restFrame"]["y"]
            actual = translate_y(values["transform"])
            ok = abs(actual - expected) <= POSITION_TOLERANCE
            detail = "translateY %.3f px, keyframes %.3f px" % (actual, expected)
        elif track["property"] == "transform.scale":
            # The scale about the keyframes' fixed point: the element's transform-origin is that point relative
            # to its rest frame's top left.
            expected = probe["expected"]
            scale_x, scale_y = matrix_scale(values["transform"])
            origin = track["origin"]
            frame = track["restFrame"]
            wanted_origin = (origin["x"] - frame["x"], origin["y"] - frame["y"])
            actual_origin = origin_pixels(values["origin"])
            ok = (abs(scale_x - expected) <= SCALE_TOLERANCE and abs(scale_y - expected) <= SCALE_TOLERANCE
                  and len(actual_origin) == 2
                  and all(abs(a - w) <= POSITION_TOLERANCE for a, w in zip(actual_origin, wanted_origin)))
            detail = "scale %.4f x %.4f about %s, keyframes %.4f about %.3fpx %.3fpx" % (
                scale_x, scale_y, values["origin"], expected, wanted_origin[0], wanted_origin[1])
        else:
            expected = probe["expected"]
            actual = float(values["opacity"])
            ok = abs(actual - expected) <= OPACITY_TOLERANCE
            detail = "opacity %.4f, keyframes %.4f" % (actual, expected)
        expect(ok, label + ": " + detail)
    expect(len(measured) == len(probes), "%s: %d probes, %d results" % (name, len(probes), len(measured)))
