"""Writing, or checking, the files a regeneration script derives from their one source.

Shared by scripts/regen-module-graph.py, scripts/regen-client-models.py and scripts/regen-counts-history.py: each
computes every output in full, then `update` writes those that differ or, for `--check` (which `make test` runs),
only names them, and `report` gives the exit status.
"""

import os
import sys


def update(outputs, root, check):
    """Writes each `path: content` of `outputs` whose file differs (unless `check`); returns those paths, relative to
    `root`."""
    stale = []
    for path, content in outputs.items():
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current != content:
            stale.append(os.path.relpath(path, root))
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(content)
    return stale


def report(stale, check, script, label):
    """The exit status, with its line: the stale files and how to regenerate them (1) under `check`, else what was
    written (0)."""
    if check and stale:
        print(f"stale, regenerate with {script}: " + ", ".join(stale), file=sys.stderr)
        return 1
    if not check:
        print(f"{label}: " + (", ".join(stale) if stale else "up to date"))
    return 0
