"""Validates the Lottie export of POST /animation and renders it.

For each `<name>.lottie.json` in the exports folder (conftest.py; with `<name>.keyframes.json` beside it), one test:

1. it validates against the official Lottie JSON schema shipped by PyPI `lottie-specs`
   (`lottie_specs/data/lottie.schema.json`, Draft 2020-12); as a control, the same document without `op` must
   fail, so a validator that accepts anything cannot pass;
2. python-lottie (PyPI `lottie`) loads it, with the frame rate, in and out points and size of the keyframes export;
3. python-lottie renders the first, a middle and the last frame to SVG and PNG (CairoSVG), into
   `<folder>/frames/`; the first and last renders must differ, and pixels must show what the keyframes say:
   at rest the sheet is white and the custom view green where the layout puts them; at the off-screen end the
   sheet never shows, and the custom view shows exactly when the keyframes leave it on the screen and opaque
   (UIKit's slide, the default, carries it only 275.667 pt for the seed; `clearCustomView` hides it); on a
   dismissal without the fade the custom view is still green once the sheet has gone, with the fade it is
   transparent once the fade has ended;
4. without a sheet `position.y` track (ios26's `*card*`/`*popover*` and the `*alert*` exports), the fade and scale
   instead: the card and the alert from 1.2 about their centre and out on the 0.404 s spring, the iPad popover
   from 0.01 about its arrow's tip above it and back in 0.51566 s, the iPhone popover at once and out in 0.35 s
   without a scale (custom view 0.1 s); a transition that takes no time shows its rest state from frame 0;
   nothing shows at the hidden end, the rest frames show white and green; a partly faded frame is translucent
   as the opacities say, with the sheet's edge where the keyframes' scale about its origin puts it.

Run: IntegrationTests/animation/run.sh   (pytest; SHEETD_ANIMATION_EXPORTS=DIR reuses exports written before)
"""

import copy
import json
import math
import os

import jsonschema
import pytest
from lottie.parsers.tgs import parse_tgs
from lottie_specs.resources import load_specs

from lottie_fade_scale import check_fade_and_scale
from lottie_frames import GREEN, WHITE, colour, has_colour, probe_points, render, track


@pytest.fixture(scope="module")
def validator():
    return jsonschema.Draft202012Validator(load_specs())


def schema_errors(validator, document):
    return sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))


def test_lottie_export(lottie_export, exports, expect, validator):
    name, folder = lottie_export, exports
    path = os.path.join(folder, name + ".lottie.json")
    document = json.load(open(path, encoding="utf-8"))
    keyframes = json.load(open(os.path.join(folder, name + ".keyframes.json"), encoding="utf-8"))

    errors = schema_errors(validator, document)
    expect(not errors, "%s: valid against the Lottie schema (%d errors%s)" % (
        name, len(errors), "; first: %s at %s" % (errors[0].message[:200], list(errors[0].absolute_path))
        if errors else ""))
    broken = copy.deepcopy(document)
    del broken["op"]
    expect(schema_errors(validator, broken), "%s: control: without `op` the schema rejects it" % name)

    animation = parse_tgs(path)
    fps = keyframes["fps"]
    # A transition that takes no time (the iPhone popover's present) still spans one frame.
    out_point = max(1, math.ceil(keyframes["duration"] * fps - 1e-9))
    expect(
        (animation.frame_rate, animation.in_point, animation.out_point, animation.width, animation.height)
        == (fps, 0, out_point, round(keyframes["screen"]["width"]), round(keyframes["screen"]["height"])),
        "%s: python-lottie loads it: %s fps, frames %s..%s, %sx%s" % (
     name, animation.frame_rate, animation.in_point, animation.out_point, animation.width, animation.height))
    expect(len(animation.layers) == len(document["layers"]), "%s: %d layers loaded" % (
        name, len(animation.layers)))

    frames_folder = os.path.join(folder, "frames")
    os.makedirs(frames_folder, exist_ok=True)
    if keyframes["duration"] == 0:
        check_instant(name, keyframes, animation, frames_folder, expect)
        return
    first = render(animation, 0, frames_folder, name)
    middle = render(animation, out_point // 2, frames_folder, name)
    last = render(animation, out_point, frames_folder, name)
    expect(first.tobytes() != last.tobytes(), "%s: first and last frames render differently" % name)
    expect(middle.tobytes() not in (first.tobytes(), last.tobytes()), "%s: the middle frame is a third picture" % name)

    if track(keyframes, "sheet", "position.y"):
        check_slide(name, keyframes, animation, first, last, out_point, frames_folder, expect)
    else:
        check_fade_and_scale(name, keyframes, animation, first, last, out_point, frames_folder, expect)


def check_instant(name, keyframes, animation, frames_folder, expect):
    """A transition that takes no time (UIKit's built-in transition for the iPhone popover): the first frame is
    already the rest state, the sheet white and the custom view green where the layout puts them."""
    first = render(animation, 0, frames_folder, name)
    for target, (x, y) in probe_points(keyframes, "opacity").items():
        wanted = WHITE if target == "sheet" else GREEN
        expect(colour(first, x, y) == wanted, "%s: the first frame is at rest: the %s shows %s at (%.1f, %.1f)"
               % (name, target, wanted, x, y))


def check_slide(name, keyframes, animation, first, last, out_point, frames_folder, expect):
    """The slide of the ios17-style profiles: the sheet comes up from the bottom edge."""
    fps = keyframes["fps"]
    at_rest, off_screen = (last, first) if keyframes["transition"] == "present" else (first, last)
    for target, (x, y) in probe_points(keyframes).items():
        wanted = WHITE if target == "sheet" else GREEN
        expect(colour(at_rest, x, y) == wanted, "%s: at rest the %s shows %s at (%.1f, %.1f)" % (
            name, target, wanted, x, y))
        expect(colour(off_screen, x, y) != wanted, "%s: off-screen the %s is not at (%.1f, %.1f)" % (
            name, target, x, y))
    height = keyframes["screen"]["height"]
    width = keyframes["screen"]["width"]
    expect(not has_colour(off_screen, WHITE, (0, 0, width, height)),
           "%s: off-screen frame: the sheet does not show" % name)
    # The custom view at the off-screen end, as the keyframes put it: on screen and opaque, or not.
    end = 0 if keyframes["transition"] == "present" else -1
    custom_y = track(keyframes, "customView", "position.y")
    custom_opacity = track(keyframes, "customView", "opacity")
    custom_expected = bool(custom_y and custom_y["keyframes"][end]["value"] < height
                           and custom_opacity["keyframes"][end]["value"] > 0)
    expect(has_colour(off_screen, GREEN, (0, 0, width, height)) == custom_expected,
           "%s: off-screen frame: the custom view %s (slide %s)" % (
               name, "shows" if custom_expected else "does not show", keyframes.get("slide")))

    problem = keyframes.get("problem")
    if keyframes["transition"] == "dismiss" and custom_y:
        if problem:
            # A frame just after the sheet's top passed the bottom (with UIKit's slide: the transition's end).
            frame = min(out_point, math.ceil(problem["sheetGoneAt"] * fps) + 1)
            picture = render(animation, frame, frames_folder, name)
            expect(not has_colour(picture, WHITE, (0, 0, width, height)),
                   "%s: frame %d: the sheet has gone" % (name, frame))
            expect(has_colour(picture, GREEN, (0, 0, width, height)),
                   "%s: frame %d: without the fade the custom view is still on screen" % (name, frame))
        else:
            # A frame just after the fade has ended.
            frame = min(out_point, math.ceil(keyframes["customViewFade"]["duration"] * fps) + 1)
            picture = render(animation, frame, frames_folder, name)
            expect(not has_colour(picture, GREEN, (0, 0, width, height)),
                   "%s: frame %d: with the fade the custom view is transparent" % (name, frame))
