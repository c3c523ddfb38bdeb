"""librsvg is never loaded by the daemon itself: not by every start (issue 7's first answer), and
not by a PNG preview either, which a short-lived child draws (issue 29).

Linked, librsvg and the libraries beneath it (cairo, Pango, GIO, GnuTLS, X11, ...) were mapped by
every start of sheetd, about 7 ms of a 21 ms start, for the one request type that uses them; loaded
by the first PNG (issue 7), they then kept their memory in the daemon for good (issue 29). Here a
daemon answers a /layout, an SVG preview and two PNG previews with no librsvg or cairo in its memory
map; the PNGs are PNGs, and the second answers the same bytes.

Run: IntegrationTests/reliability/run.sh   (or .venv/bin/pytest on this file)
"""

from __future__ import annotations

import json
from pathlib import Path

from sheetd_support import SEED, Daemon, Figures

BODY = json.dumps(SEED).encode()

figures = Figures("lazy-libraries")
JSON = {"Content-Type": "application/json"}
LIBRARIES = ("librsvg-2.so", "libcairo.so", "libpango-1.0.so", "libgio-2.0.so")


def mapped(daemon: Daemon) -> set[str]:
    """Which of LIBRARIES the daemon's process has mapped."""
    maps = Path(f"/proc/{daemon.pid}/maps").read_text()
    return {name for name in LIBRARIES if name in maps}


def test_png_previews_leave_librsvg_out_of_the_daemon():
    """/layout, an SVG preview and PNG previews map no librsvg, cairo, Pango or GIO into the daemon"""
    with Daemon(log_name="lazy-libraries") as d:
        assert d.post_json("/layout", SEED).status == 200
        svg = d.request("POST", "/preview", body=BODY, headers={**JSON, "Accept": "image/svg+xml"})
        assert svg.status == 200, svg.status
        assert mapped(d) == set(), f"mapped before any PNG: {sorted(mapped(d))}"
        first = d.request("POST", "/preview", body=BODY, headers={**JSON, "Accept": "image/png"})
        assert first.status == 200, first.status
        assert first.body[:8] == b"\x89PNG\r\n\x1a\n", first.body[:8]
        assert mapped(d) == set(), f"mapped after a PNG, which a child should draw: {sorted(mapped(d))}"
        second = d.request("POST", "/preview", body=BODY, headers={**JSON, "Accept": "image/png"})
        assert second.status == 200 and second.body == first.body, "a second PNG differs from the first"
        figures.record("seed_png_bytes", len(first.body))
