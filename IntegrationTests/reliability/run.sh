#!/usr/bin/env bash
# Reliability tests against the live daemon (see docs/reliability.md), run by pytest:
#   test_fuzz_regressions.py  past fuzz findings (fuzz-regressions/), replayed through a plain build of sheetd-fuzz
#   test_matrix.py        the bad-input matrix (exact status + problem+json per hostile request)
#   test_lazy_libraries.py  librsvg and cairo are never mapped by the daemon, not even for a PNG preview (a child draws it)
#   test_log_stream.py    every log line (libmicrohttpd's too) is JSON with --log-format json; SIGTERM loses none
#   test_admin_port.py    /metrics passes promtool; with --admin-port it is served on that port only
#   test_font_config.py   --font-config: a configured family measures and is named; a broken file stops the start
#   test_slow_clients.py  slowloris, stalled uploads, vanishing and non-reading clients
#   test_slow_body.py     slow-body attacks (slowhttptest -B) cut by --body-timeout / --min-body-rate
#   test_overload.py      503 + Retry-After past the limits; graceful shutdown under load
#   test_preview_memory.py  200 PNG previews of long bidirectional texts at @3x: the RSS falls back under 60 MiB
#   test_connection_pressure.py  slowloris floods (500 connections, 30 s each) from one and from many addresses
#                         against --max-connections 100: probes from another address still answered
#   repro_slowloris.py    regression test of fixed bug 1: trickling clients cut at --header-timeout
#   repro_early_sigterm.py  regression test of fixed bug 6: SIGTERM just after start drains, never ignored
# Each module starts its own sheetd on 127.0.0.1 and a free port and stops it by PID (sheetd_support.py).
# Ends with pytest's summary; exits non-zero on a failure.
#
# Usage: IntegrationTests/reliability/run.sh [--quick] [--known-bugs] [PYTEST-ARGS...]
#   --quick       only the fuzz regressions, the matrix, the lazy libraries, the log stream, the admin port and the
#                 font configuration (what `make test` runs)
#   --known-bugs  also run the reproducers of open bugs (repro_*.py not in `fixed`), which fail until fixed
# Env: SHEETD_BIN  binary to test (default: `swift build` and the debug sheetd)
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
pytest=$root/.venv/bin/pytest
[ -x "$pytest" ] || { echo "reliability: no $pytest; run scripts/ensure-deps.sh test" >&2; exit 1; }

quick=0
known_bugs=0
pytest_args=()
for argument in "$@"; do
    case $argument in
        --quick) quick=1 ;;
        --known-bugs) known_bugs=1 ;;
        *) pytest_args+=("$argument") ;;
    esac
done

# The suites start sheetd from their own working directory: make the path absolute.
if [ -n "${SHEETD_BIN:-}" ]; then
    case "$SHEETD_BIN" in /*) ;; *) SHEETD_BIN="$PWD/$SHEETD_BIN" ;; esac
    export SHEETD_BIN
fi
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree

here=IntegrationTests/reliability
suites=("$here"/test_fuzz_regressions.py "$here"/test_matrix.py "$here"/test_lazy_libraries.py
    "$here"/test_log_stream.py "$here"/test_admin_port.py "$here"/test_font_config.py)
# Reproducers of fixed bugs: regression tests of the normal (non-quick) run.
fixed=(repro_slowloris.py repro_early_sigterm.py)
if [ "$quick" -eq 0 ]; then
    suites+=("$here"/test_slow_clients.py "$here"/test_slow_body.py "$here"/test_overload.py
        "$here"/test_connection_pressure.py "$here"/test_preview_memory.py)
    suites+=("${fixed[@]/#/$here/}")
fi
if [ "$known_bugs" -eq 1 ]; then
    for reproducer in "$here"/repro_*.py; do
        [[ " ${fixed[*]} " == *" $(basename "$reproducer") "* ]] || suites+=("$reproducer")
    done
fi
exec "$pytest" -v "${suites[@]}" "${pytest_args[@]}"
