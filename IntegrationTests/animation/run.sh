#!/usr/bin/env bash
# Checks the exports of POST /animation with outside tools, under pytest: the Lottie documents against the official
# Lottie schema and python-lottie's renderer (test_lottie.py), the CSS in headless Chromium against the keyframes
# (test_css.py). Socket-free: a Swift test (AnimationExportTests) writes the seed's exports (ios17's slides and
# ios26's card and popover) to a folder (animation_exports.py).
#
# Usage: IntegrationTests/animation/run.sh [PYTEST-ARGS...]
#   SWIFT=…                    the swift binary (default: swift)
#   SHEETD_SCRATCH_PATH=DIR    build folder for `swift test` (default: SwiftPM's .build)
#   SHEETD_ANIMATION_EXPORTS=DIR  use exports already written there instead of running the Swift test
#   KEEP_EXPORTS=1             keep the export folder (with the rendered frames) and print its path
#
# Installs what it lacks through scripts/ensure-deps.sh (chromium, libcairo2, the .venv/ of requirements-dev.txt).
# Ends with pytest's summary.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
scripts/ensure-deps.sh test browser || { echo "animation: could not install the test dependencies" >&2; exit 1; }
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
exec .venv/bin/pytest -v IntegrationTests/animation "$@"
