#!/usr/bin/env bash
# Browser tests of POST /preview and the playground, under pytest (conftest.py starts sheetd on 127.0.0.1 and a free
# port, and one headless Chromium over the DevTools pipe): test_browser.py checks the pixels of its screenshots (the
# preview SVG and PNG against /layout's frames, the animated SVG against /animation's keyframes, a title typed into
# the playground); test_examples.py makes sure examples/Generated/*.svg are what the service draws (scripts/render-examples.sh
# --check); test_cors.py serves a page on another 127.0.0.1 port and has Chromium call a second sheetd, started with
# --cors-origins naming that page's origin, and the first one, which has none (the browser must refuse that one).
#
# Usage: IntegrationTests/browser/run.sh [PYTEST-ARGS...]
#   SHEETD_BIN=…             the sheetd to test (default: `swift build --product sheetd`, the debug build)
#   SHEETD_SCRATCH_PATH=DIR  build folder for swift build (default: SwiftPM's .build)
#   KEEP_WORK=1              keep the work folder (SVGs, Chromium profiles, sheetd logs) and print its path
#
# Installs what it lacks through scripts/ensure-deps.sh (chromium, fonts, the .venv/ of requirements-dev.txt).
# Ends with pytest's summary.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
scripts/ensure-deps.sh test browser fonts || { echo "browser: could not install the test dependencies" >&2; exit 1; }
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
exec .venv/bin/pytest -v IntegrationTests/browser "$@"
