#!/usr/bin/env bash
# Reliability tests against the live daemon (see docs/reliability.md):
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
#   fuzz-regressions/     past fuzz findings, replayed through a plain build of sheetd-fuzz
# Each suite starts its own sheetd on 127.0.0.1 and a free port and stops it by PID.
# Ends with `reliability: N passed, M failed` (suites); exits 1 if M > 0.
#
# Usage: IntegrationTests/reliability/run.sh [--quick] [--known-bugs]
#   --quick       only the matrix, the lazy libraries, the log stream, the admin port, the font configuration and the
#                 fuzz regressions
#                 (about 15 s; what `make test` runs)
#   --known-bugs  also run the reproducers of open bugs (repro_*.py not in `fixed`), which fail
#                 until fixed
# Env: SHEETD_BIN  binary to test (default: `swift build` and the debug sheetd)
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
python=$root/.venv/bin/python
[ -x "$python" ] || { echo "reliability: no $python; run scripts/ensure-deps.sh test" >&2; exit 1; }

quick=0
known_bugs=0
for argument in "$@"; do
    case $argument in
        --quick) quick=1 ;;
        --known-bugs) known_bugs=1 ;;
        *) echo "usage: $0 [--quick] [--known-bugs]" >&2; exit 2 ;;
    esac
done

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
summary() {
    echo "reliability: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

if [ -z "${SHEETD_BIN:-}" ]; then
    swift build --product sheetd || { fail "swift build --product sheetd"; summary; exit 1; }
    SHEETD_BIN="$(swift build --show-bin-path)/sheetd"
fi
# The suites run from other folders: make the path absolute.
case "$SHEETD_BIN" in /*) ;; *) SHEETD_BIN="$PWD/$SHEETD_BIN" ;; esac
export SHEETD_BIN
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the source tree
[ -x "$SHEETD_BIN" ] || { fail "no executable at $SHEETD_BIN"; summary; exit 1; }
echo "reliability: testing $SHEETD_BIN"

suite() { # suite FILE: runs one Python suite and counts it
    local started=$SECONDS
    if (cd IntegrationTests/reliability && "$python" "$1"); then
        pass "$1 ($((SECONDS - started)) s)"
    else
        fail "$1 ($((SECONDS - started)) s)"
    fi
}

# Past fuzz findings through the fuzz target in a normal build (no sanitizers: this catches
# traps and broken promises; scripts/fuzz.sh replays them under ASan too).
mapfile -t reproducers < <(find IntegrationTests/reliability/fuzz-regressions -type f ! -name 'README*' | sort)
if [ "${#reproducers[@]}" -gt 0 ]; then
    if swift build --product sheetd-fuzz && "$(swift build --show-bin-path)/sheetd-fuzz" "${reproducers[@]}"; then
        pass "replayed ${#reproducers[@]} fuzz reproducer(s)"
    else
        fail "a fuzz reproducer in IntegrationTests/reliability/fuzz-regressions/ fails"
    fi
fi

suite test_matrix.py
suite test_lazy_libraries.py
suite test_log_stream.py
suite test_admin_port.py
suite test_font_config.py
if [ "$quick" -eq 0 ]; then
    suite test_slow_clients.py
    suite test_slow_body.py
    suite test_overload.py
    suite test_connection_pressure.py
    suite test_preview_memory.py
fi
# Reproducers of fixed bugs: regression tests of the normal (non-quick) run.
fixed=(repro_slowloris.py repro_early_sigterm.py)
if [ "$quick" -eq 0 ]; then
    for reproducer in "${fixed[@]}"; do
        suite "$reproducer"
    done
fi
if [ "$known_bugs" -eq 1 ]; then
    for reproducer in IntegrationTests/reliability/repro_*.py; do
        name=$(basename "$reproducer")
        [[ " ${fixed[*]} " == *" $name "* ]] && continue
        suite "$name"
    done
fi
summary
