#!/usr/bin/env bash
# Browser tests of POST /preview and the playground: starts sheetd on 127.0.0.1 and a free port, then
# check_browser.py drives one headless Chromium over the DevTools pipe and checks the pixels of its screenshots
# (the preview SVG and PNG against /layout's frames, the animated SVG against /animation's keyframes, a title typed
# into the playground), and scripts/render-examples.sh --check makes sure examples/Generated/*.svg are what the service draws.
# check_cors.py then serves a page on another 127.0.0.1 port and has Chromium call a second sheetd, started with
# --cors-origins naming that page's origin, and the first one, which has none (the browser must refuse that one).
#
# Usage: IntegrationTests/browser/run.sh
#   SHEETD_BIN=…             the sheetd to test (default: `swift build --product sheetd`, the debug build)
#   SHEETD_SCRATCH_PATH=DIR  build folder for swift build (default: SwiftPM's .build)
#   KEEP_WORK=1              keep the work folder (SVGs, Chromium profile, sheetd log) and print its path
#
# Installs what it lacks through scripts/ensure-deps.sh (chromium, fonts, the .venv/ of requirements-dev.txt).
# Ends with `browser: N passed, M failed`.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

log() { printf 'browser: %s\n' "$*" >&2; }

passed=0
failed=0
finish() {
    printf 'browser: %d passed, %d failed\n' "$passed" "$failed"
    [ "$failed" -eq 0 ]
    exit $?
}

work=$(mktemp -d "${TMPDIR:-/tmp}/sheetd-browser.XXXXXX")
cors_pid=""
cleanup() {
    if [ -n "$cors_pid" ]; then
        kill -TERM "$cors_pid" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$cors_pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$cors_pid" 2>/dev/null || true
        wait "$cors_pid" 2>/dev/null || true
    fi
    sheetd_stop
    if [ -n "${KEEP_WORK:-}" ]; then log "work folder kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

if ! scripts/ensure-deps.sh test browser fonts; then
    log "could not install the test dependencies"
    failed=$((failed + 1))
    finish
fi

if [ -n "${SHEETD_BIN:-}" ]; then
    bin=$SHEETD_BIN
else
    scratch=()
    [ -n "${SHEETD_SCRATCH_PATH:-}" ] && scratch=(--scratch-path "$SHEETD_SCRATCH_PATH")
    if ! swift build "${scratch[@]}" --product sheetd >"$work/build.log" 2>&1; then
        log "swift build --product sheetd failed:"
        tail -n 30 "$work/build.log" >&2
        failed=$((failed + 1))
        finish
    fi
    bin="$(swift build "${scratch[@]}" --show-bin-path)/sheetd"
fi

sheetd_start "$bin" "$work/sheetd.log"
if ! sheetd_wait_healthy 30; then
    log "sheetd did not answer GET /healthz within 30 s; its log:"
    tail -n 50 "$work/sheetd.log" >&2
    failed=$((failed + 1))
    finish
fi
log "sheetd (pid $SHEETD_PID) on $SHEETD_URL"

output=$(timeout 120 .venv/bin/python IntegrationTests/browser/check_browser.py "$SHEETD_URL" "$work" 2>&1)
printf '%s\n' "$output"
summary=$(printf '%s\n' "$output" | grep -E '^check_browser: [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
if [ -z "$summary" ]; then
    log "check_browser.py ended without a summary"
    failed=$((failed + 1))
else
    passed=$((passed + $(sed -E 's/^.*: ([0-9]+) passed.*$/\1/' <<<"$summary")))
    failed=$((failed + $(sed -E 's/^.*, ([0-9]+) failed$/\1/' <<<"$summary")))
fi

# CORS: a second sheetd that allows the page's origin; the first one, without --cors-origins, is the refused case.
page_port=$(sheetd_free_port)
cors_port=$(sheetd_free_port)
"$bin" --host 127.0.0.1 --port "$cors_port" --cors-origins "http://127.0.0.1:$page_port" </dev/null \
    >"$work/sheetd-cors.log" 2>&1 &
cors_pid=$!
cors_url="http://127.0.0.1:$cors_port"
for _ in $(seq 150); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$cors_url/healthz")" = 200 ] && break
    sleep 0.2
done
output=$(cd IntegrationTests/browser && timeout 120 ../../.venv/bin/python check_cors.py "$cors_url" "$SHEETD_URL" \
    "$page_port" "$work" 2>&1)
printf '%s\n' "$output"
summary=$(printf '%s\n' "$output" | grep -E '^check_cors: [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
if [ -z "$summary" ]; then
    log "check_cors.py ended without a summary"
    failed=$((failed + 1))
else
    passed=$((passed + $(sed -E 's/^.*: ([0-9]+) passed.*$/\1/' <<<"$summary")))
    failed=$((failed + $(sed -E 's/^.*, ([0-9]+) failed$/\1/' <<<"$summary")))
fi

if scripts/render-examples.sh --check --url "$SHEETD_URL"; then
    passed=$((passed + 1))
    echo "ok    examples/Generated/*.svg are what POST /preview draws for examples/*.json"
else
    failed=$((failed + 1))
    echo "FAIL  examples/Generated/*.svg differ from what POST /preview draws now: run scripts/render-examples.sh"
fi

finish
