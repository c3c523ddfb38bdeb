"""ios26's fade and scale, checked on python-lottie's renders: part 4 of test_lottie.py's checks."""

import math

from lottie_frames import GREEN, WHITE, colour, has_colour, has_ink, probe_points, render, sheet_ink, track, value_at


def check_fade_and_scale(name, keyframes, animation, first, last, out_point, frames_folder, expect):
    """The fade and scale: the card and the alert (`*card*`, `*alert*` exports) fade in from 1.2 about their
    centre and fade out on the same 0.404 s spring; the iPad popover (`*popover-pad*`) grows from 0.01 about its
    arrow's tip above its body and shrinks back in 0.51566 s; the iPhone popover (`*popover*`, no arrow) fades out
    over 0.35 s without scaling (its present takes no time: `check_instant`); the custom view fades out over
    0.1 s."""
    fps = keyframes["fps"]
    present = keyframes["transition"] == "present"
    opacity = track(keyframes, "sheet", "opacity")
    scale = track(keyframes, "sheet", "transform.scale")
    frame = opacity["restFrame"]
    if "popover-pad" in name:
        origin = scale and scale["origin"]
        expect(scale and scale["keyframes"][0 if present else -1]["value"] == 0.01
               and frame["x"] <= origin["x"] <= frame["x"] + frame["width"] and origin["y"] <= frame["y"],
               "%s: the popover scales from 0.01 about its arrow's tip above its body (%s)" % (name, origin))
    elif "popover" in name:
        expect(scale is None, "%s: the arrowless popover fades without a scale" % name)
    elif present:
        centre = (frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2)
        expect(scale and scale["from"] == 1.2 and abs(scale["origin"]["x"] - centre[0]) < 0.01
               and abs(scale["origin"]["y"] - centre[1]) < 0.01,
               "%s: the card scales from 1.2 about its centre %s" % (name, centre))
    else:
        expect(scale is None, "%s: the card fades out without a scale" % name)
    if not present:
        fade = keyframes.get("customViewFade") or {}
        expected = 0.51566 if "popover-pad" in name else 0.35 if "popover" in name else 0.404
        expect(abs(keyframes["duration"] - expected) < 1e-3
               and abs(opacity["keyframes"][-1]["time"] - expected) < 1e-3
               and fade.get("duration") == 0.1, "%s: fades out in %s s, the custom view in %s s" % (
                   name, keyframes["duration"], fade.get("duration")))

    at_rest, gone = (last, first) if present else (first, last)
    for target, (x, y) in probe_points(keyframes, "opacity").items():
        wanted = WHITE if target == "sheet" else GREEN
        expect(colour(at_rest, x, y) == wanted, "%s: at rest the %s shows %s at (%.1f, %.1f)" % (
            name, target, wanted, x, y))
    expect(not has_ink(gone), "%s: %s frame: neither the sheet nor the custom view shows" % (
        name, "first" if present else "last"))

    # The frame where the sheet is partly faded (opacity 0.3 to 0.9) and its scale furthest from 1.
    def state(number):
        time = number / fps
        return (value_at(opacity, time), value_at(scale, time) if scale else 1.0,
                value_at(track(keyframes, "dimming", "opacity"), time))
    candidates = [n for n in range(1, int(out_point)) if 0.3 <= state(n)[0] <= 0.9]
    if not expect(candidates, "%s: some frame has the sheet partly faded" % name):
        return
    number = max(candidates, key=lambda n: (round(abs(state(n)[1] - 1), 3), -abs(state(n)[0] - 0.5)))
    alpha, factor, dimming = state(number)
    picture = render(animation, number, frames_folder, name)
    origin = (scale["origin"]["x"], scale["origin"]["y"]) if scale else (0, 0)

    def placed(x, y):
        return (origin[0] + (x - origin[0]) * factor, origin[1] + (y - origin[1]) * factor)
    # White at opacity alpha over the black dimming: coverage and colour of the composite.
    coverage = alpha + dimming * (1 - alpha)
    red = 255 * alpha / coverage
    x, y = placed(*probe_points(keyframes, "opacity")["sheet"])
    pixel = picture.getpixel((int(math.floor(x)), int(math.floor(y))))
    expect(abs(pixel[3] - 255 * coverage) <= 6 and abs(pixel[0] - red) <= 6 and pixel[3] < 250,
           "%s: frame %d: the sheet is translucent at (%.1f, %.1f): %s, keyframes opacity %.3f" % (
               name, number, x, y, pixel, alpha))
    middle_y = frame["y"] + frame["height"] / 2
    right = frame["x"] + frame["width"]
    inside, outside = placed(right - 4, middle_y), placed(right + 4, middle_y)
    expect(sheet_ink(picture, *inside) and not sheet_ink(picture, *outside),
           "%s: frame %d: the sheet's right edge is at scale %.3f (%.1f inside, %.1f outside)" % (
               name, number, factor, inside[0], outside[0]))
    if not present:
        number = min(int(out_point), math.ceil(keyframes["customViewFade"]["duration"] * fps) + 1)
        picture = render(animation, number, frames_folder, name)
        width, height = keyframes["screen"]["width"], keyframes["screen"]["height"]
        x, y = placed(*probe_points(keyframes, "opacity")["sheet"])
        expect(not has_colour(picture, GREEN, (0, 0, width, height)) and sheet_ink(picture, x, y),
               "%s: frame %d: the custom view has faded, the sheet still shows" % (name, number))
