#!/usr/bin/env bash
# Soak test: IntegrationTests/reliability/soak.py against a live sheetd on 127.0.0.1 (bounded
# load for SOAK_SECONDS, RSS each second, byte-identical answers), run by pytest. Ends with pytest's summary.
#
# Env: SHEETD_BIN     binary to soak (default: `swift build -c release` and the release sheetd)
#      SOAK_SECONDS   duration (default 60); SOAK_CLIENTS concurrent clients (default 4)
# The RSS samples go to .build/reliability/soak-rss.csv, the figures to
# .build/reliability/soak-figures.json.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
pytest=$root/.venv/bin/pytest
[ -x "$pytest" ] || { echo "soak: no $pytest; run scripts/ensure-deps.sh test" >&2; exit 1; }

if [ -z "${SHEETD_BIN:-}" ]; then
    swift build -c release --product sheetd || exit 1
    SHEETD_BIN="$(swift build -c release --show-bin-path)/sheetd"
fi
export SHEETD_BIN
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
exec "$pytest" -v IntegrationTests/reliability/soak.py
