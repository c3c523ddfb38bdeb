#!/usr/bin/env bash
# sheetctl against the real sheetd, under pytest (conftest.py builds both, starts sheetd on 127.0.0.1 and a free port
# and stops it by its PID): test_sheetctl.py checks that sheetctl computed locally, with --server and with SHEETD_URL
# answers what sheetd answers, and its exit codes, inputs, errors and --help; test_batch.py sends 500 generated
# requests through `sheetctl layout --batch`; test_matrix_sheet.py opens `sheetctl matrix examples/seed.json`'s
# contact sheet in headless Chromium.
#
# Usage: IntegrationTests/client/run.sh [PYTEST-ARGS...]
#   SHEETD_BIN=… SHEETCTL_BIN=…   the binaries to test (default: the debug builds of `swift build --product …`)
#   KEEP_WORK=1                   keep the work folder (answers, logs) and print its path
# Ends with pytest's summary.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
[ -x .venv/bin/pytest ] || { echo "client: no .venv/bin/pytest; run scripts/ensure-deps.sh test" >&2; exit 1; }
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
exec .venv/bin/pytest -v IntegrationTests/client "$@"
