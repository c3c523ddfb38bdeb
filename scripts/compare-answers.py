#!/usr/bin/env python3
"""Sends the same random POST /layout requests to two sheetd binaries and compares the answers.

    scripts/compare-answers.py OLD_BINARY NEW_BINARY [--seed N] [--count N] [--ignore-etag]

For a change that must not alter any answer (a speed-up): both binaries are started on free
127.0.0.1 ports with the access log off, and each request goes to both over keep-alive
connections; status, body and ETag must be byte for byte the same. The requests mix what the
golden cases cover with what they don't: 1-14 actions of every style, titles and messages in
Latin, Japanese, Arabic, emoji, tabs, combining marks and long wrapping text, widths 320-1366,
scales 2 and 3, traits (idiom, content size, style, RTL, size class), custom views, compact and
pretty JSON, escaped and raw Unicode, and some invalid values (for the 422 problems). Both
servers are stopped by PID. Exits 1 on the first differences (up to three are printed).
--ignore-etag compares status and body only, for a release that changes the entity-tag hash
on purpose.
"""
import argparse
import http.client
import json
import random
import socket
import subprocess
import sys
import time

WORDS = [
    "Share", "Copy Link", "Duplicate", "Move to Album", "Add to Favorites", "Edit", "Rename", "Hide",
    "Print", "Save to Files", "Delete Photo", "Report a Problem", "Open in Maps", "Mute", "写真を削除",
    "Löschen", "Supprimer l’élément", "👍 Like", "AVA Ty", "1/2 -> 3", "Tab\there", "x",
    "W" * 42, "fi fl ffi", "A\u0301ccent", "مرحبا", "Ünïcödé",
]


def phrase(rng, most):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, most)))


def body(rng, index):
    count = rng.randint(1, 14)
    actions = []
    for position in range(count):
        last = position == count - 1 and count > 1
        style = "cancel" if last and rng.random() < 0.8 else rng.choice(["default", "default", "destructive"])
        title = rng.choice(WORDS) if rng.random() < 0.8 else phrase(rng, 6)
        actions.append({"title": title, "style": style})
    sheet = {"actions": actions}
    if rng.random() < 0.9:
        sheet["title"] = rng.choice([f"Request 1.{index}", phrase(rng, 12)])
    if rng.random() < 0.8:
        sheet["message"] = phrase(rng, 30)
    if rng.random() < 0.3:
        sheet["customView"] = {
            "height": rng.choice([40, 100, 250.5]), "marginBottom": rng.choice([0, 8, 16]),
            "subviews": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 100, "height": 30}}],
        }
    request = {
        "screen": {
            "width": rng.randint(320, 1366), "height": rng.choice([568, 844, 932, 1024]), "scale": rng.choice([2, 3]),
            "safeAreaInsets": {"top": 47, "left": 0, "bottom": 34, "right": 0},
        },
        "sheet": sheet,
    }
    traits = {}
    if rng.random() < 0.3:
        traits["contentSizeCategory"] = rng.choice(["large", "extraLarge", "accessibilityLarge", "small"])
        traits["userInterfaceStyle"] = rng.choice(["light", "dark"])
    if rng.random() < 0.2:
        traits["idiom"] = "pad"
    if rng.random() < 0.2:
        traits["layoutDirection"] = "rtl"
    if rng.random() < 0.15:
        traits["horizontalSizeClass"] = rng.choice(["regular", "compact"])
    if traits:
        request["traits"] = traits
    compact = rng.random() < 0.7
    text = json.dumps(request, ensure_ascii=rng.random() < 0.2, separators=(",", ":") if compact else (", ", ": "))
    return text.encode()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(binary):
    port = free_port()
    process = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", str(port), "--log-format", "off"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process, http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        except OSError:
            time.sleep(0.01)
    process.kill()
    sys.exit(f"{binary} did not listen on port {port}")


def answer(connection, payload):
    connection.request("POST", "/layout", payload, {"Content-Type": "application/json"})
    response = connection.getresponse()
    return response.status, response.read(), response.getheader("ETag")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--ignore-etag", action="store_true", help="compare status and body only")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    old, old_connection = start(arguments.old)
    new, new_connection = start(arguments.new)
    differences, statuses = [], {}
    compared = 2 if arguments.ignore_etag else 3  # of (status, body, ETag)
    try:
        for index in range(arguments.count):
            payload = body(rng, index)
            expected, actual = answer(old_connection, payload), answer(new_connection, payload)
            statuses[expected[0]] = statuses.get(expected[0], 0) + 1
            if expected[:compared] != actual[:compared]:
                differences.append((payload, expected, actual))
    finally:
        for process in (old, new):
            process.terminate()
            process.wait(timeout=10)
    for payload, expected, actual in differences[:3]:
        print(f"DIFFERENT for {payload[:200]!r}:\n  old {expected[0]} {expected[1][:200]!r}\n  new {actual[0]} {actual[1][:200]!r}")
    print(f"{arguments.count} requests (seed {arguments.seed}), statuses {statuses}: {len(differences)} different")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
