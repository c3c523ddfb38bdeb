#!/usr/bin/env python3
"""Writes the fuzzer's seed corpus: examples/*.json, the "request" member of every golden layout
fixture, and /animation variants of a few of them (each transition, format, fps and fade); the same for
presentation sheets (examples/detents/*.json, the golden presentation fixtures, and their /animation
variants: each transition, with and without detent identifiers, each format).

Usage: Fuzz/make-corpus.py OUTPUT_DIR
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    requests = {}
    for path in sorted((ROOT / "examples").glob("*.json")):
        requests[f"example-{path.stem}"] = json.loads(path.read_text())
    for path in sorted((ROOT / "Tests" / "SheetWireTests" / "Generated" / "layout").glob("*.json")):
        fixture = json.loads(path.read_text())
        if isinstance(fixture, dict) and isinstance(fixture.get("request"), dict):
            requests[f"layout-{path.stem}"] = fixture["request"]
    animations = {}
    bases = [name for name in requests if name.startswith("example-")] + sorted(requests)[:6]
    variants = [
        {"transition": "present"},
        {"transition": "dismiss"},
        {"transition": "dismiss", "customViewFade": False},
        {"transition": "dismiss", "customViewFade": {"duration": 0.25, "curve": "linear"}},
        {"transition": "present", "format": "coreAnimation"},
        {"transition": "dismiss", "format": "css"},
        {"transition": "present", "format": "lottie", "fps": 30},
        {"transition": "dismiss", "fps": 240},
        {"transition": "present", "fps": 1},
    ]
    for base in bases:
        for index, variant in enumerate(variants):
            animations[f"animation-{base}-{index}"] = {**requests[base], **variant}
    presentations = {}
    for path in sorted((ROOT / "examples" / "detents").glob("*.json")):
        presentations[f"detents-{path.stem}"] = json.loads(path.read_text())
    for path in sorted((ROOT / "Tests" / "SheetWireTests" / "Generated" / "presentation").glob("*.json")):
        fixture = json.loads(path.read_text())
        if isinstance(fixture, dict) and isinstance(fixture.get("request"), dict):
            presentations[f"presentation-{path.stem}"] = fixture["request"]
    presentation_variants = [
        {"transition": "present"},
        {"transition": "dismiss", "format": "coreAnimation"},
        {"transition": "detentChange", "fromDetentIdentifier": "medium", "toDetentIdentifier": "large", "fps": 30},
        {"transition": "detentChange", "toDetentIdentifier": "large", "format": "lottie"},
        {"transition": "release", "format": "css", "fps": 120},
    ]
    for base in sorted(presentations)[:8]:
        for index, variant in enumerate(presentation_variants):
            options = ("transition", "fps", "format", "fromDetentIdentifier", "toDetentIdentifier")
            body = {key: value for key, value in presentations[base].items() if key not in options}
            animations[f"animation-{base}-{index}"] = {**body, **variant}
    requests.update(presentations)
    for name, body in {**requests, **animations}.items():
        (out / f"{name}.json").write_text(json.dumps(body, ensure_ascii=False, separators=(",", ":")))
    print(f"make-corpus: {len(requests)} layout and {len(animations)} animation seeds in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
