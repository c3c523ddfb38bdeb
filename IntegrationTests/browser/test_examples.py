"""examples/*.svg are what the service draws for examples/*.json (scripts/render-examples.sh --check)."""

import subprocess

from sheetd_support import ROOT


def test_example_pictures_are_what_preview_draws(sheetd):
    check = subprocess.run([str(ROOT / "scripts" / "render-examples.sh"), "--check", "--url", sheetd.url], cwd=ROOT,
                           capture_output=True, text=True)
    assert check.returncode == 0, ("examples/*.svg differ from what POST /preview draws now: run "
                                   "scripts/render-examples.sh\n" + check.stdout[-3000:] + check.stderr[-3000:])
