"""Renders python-lottie frames and reads them at points the keyframes export gives: the helpers of test_lottie.py
and lottie_fade_scale.py."""

import io
import math
import os

from lottie.exporters.cairo import export_png
from lottie.exporters.svg import export_svg
from PIL import Image

WHITE = (255, 255, 255)
GREEN = (0, 255, 0)


def render(animation, frame, folder, name):
    """Renders `frame` to SVG and PNG files and returns the PNG as an RGBA image."""
    with open(os.path.join(folder, "%s-%s.svg" % (name, frame)), "w", encoding="utf-8") as handle:
        export_svg(animation, handle, frame)
    data = io.BytesIO()
    export_png(animation, data, frame)
    with open(os.path.join(folder, "%s-%s.png" % (name, frame)), "wb") as handle:
        handle.write(data.getvalue())
    return Image.open(io.BytesIO(data.getvalue())).convert("RGBA")


def colour(image, x, y):
    """The opaque colour at point (x, y), or None where the pixel is (partly) transparent or off the canvas."""
    x, y = int(math.floor(x)), int(math.floor(y))
    if not (0 <= x < image.width and 0 <= y < image.height):
        return None
    red, green, blue, alpha = image.getpixel((x, y))
    return (red, green, blue) if alpha == 255 else None


def has_colour(image, wanted, box):
    """Whether any pixel inside `box` (left, top, right, bottom in points) has the opaque colour `wanted`."""
    left, top, right, bottom = [int(round(value)) for value in box]
    region = image.crop((max(0, left), max(0, top), min(image.width, right), min(image.height, bottom)))
    data = region.tobytes()
    needle = bytes(wanted) + b"\xff"
    return any(data[index:index + 4] == needle for index in range(0, len(data), 4))


def has_ink(image):
    """Whether any pixel shows something red or green (the sheet, its rows or the custom view), not only the
    black dimming or nothing."""
    data = image.tobytes()
    return any(data[index + 3] and (data[index] or data[index + 1]) for index in range(0, len(data), 4))


def sheet_ink(image, x, y):
    """Whether the sheet's white or grey shows at (x, y), if only partly opaque over the black dimming (the
    green custom view and the empty screen have no red)."""
    x, y = int(math.floor(x)), int(math.floor(y))
    red, _, _, alpha = image.getpixel((x, y))
    return alpha > 0 and red > 100


def value_at(keyframe_track, time):
    """A keyframes track's value at `time`, linear between its keyframes (one frame apart, so exact at frames)."""
    frames = keyframe_track["keyframes"]
    for before, after in zip(frames, frames[1:]):
        if before["time"] <= time <= after["time"]:
            span = after["time"] - before["time"]
            part = (time - before["time"]) / span if span else 1
            return before["value"] + (after["value"] - before["value"]) * part
    return frames[0]["value"] if time < frames[0]["time"] else frames[-1]["value"]


def track(document, target, prop):
    return next((t for t in document["tracks"] if t["target"] == target and t["property"] == prop), None)


def probe_points(document, prop="position.y"):
    """Points inside the sheet (white, below the top corners) and inside the custom view (green, clear of its
    label at the top left), at rest, in screen points; the rest frames are those of the `prop` tracks."""
    sheet = track(document, "sheet", prop)["restFrame"]
    custom = track(document, "customView", prop)
    points = {"sheet": (sheet["x"] + sheet["width"] / 2, sheet["y"] + 10)}
    if custom:
        frame = custom["restFrame"]
        points["customView"] = (frame["x"] + frame["width"] - 10, frame["y"] + frame["height"] - 10)
    return points
