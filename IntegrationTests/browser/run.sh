#!/usr/bin/env bash
# Browser tests of POST /preview and the playground: starts sheetd on 127.0.0.1 and a free port, then
# check_browser.py drives one headless Chromium over the DevTools pipe and checks the pixels of its screenshots
# (the preview SVG and PNG against /layout's frames, the animated SVG against /animation's keyframes, a title typed
# into the playground), and scripts/render-examples.sh --check makes sure examples/*.svg are what the service draws.
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
cleanup() {
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

if scripts/render-examples.sh --check --url "$SHEETD_URL"; then
    passed=$((passed + 1))
    echo "ok    examples/*.svg are what POST /preview draws for examples/*.json"
else
    failed=$((failed + 1))
    echo "FAIL  examples/*.svg differ from what POST /preview draws now: run scripts/render-examples.sh"
fi

finish
