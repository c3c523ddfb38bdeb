#!/usr/bin/env bash
# Checks the exports of POST /animation with outside tools: the Lottie documents against the official Lottie
# schema and python-lottie's renderer (check_lottie.py), the CSS in headless Chromium against the keyframes
# (check_css.py). Socket-free: a Swift test (AnimationExportTests) writes the seed's exports (ios17's slides and
# ios26's card and popover) to a folder.
#
# Usage: IntegrationTests/animation/run.sh
#   SWIFT=…                    the swift binary (default: swift)
#   SHEETD_SCRATCH_PATH=DIR    build folder for `swift test` (default: SwiftPM's .build)
#   SHEETD_ANIMATION_EXPORTS=DIR  use exports already written there instead of running the Swift test
#   KEEP_EXPORTS=1             keep the export folder (with the rendered frames) and print its path
#
# Installs what it lacks through scripts/ensure-deps.sh (chromium, libcairo2, the .venv/ of requirements-dev.txt).
# Ends with `animation: N passed, M failed`.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/IntegrationTests/animation"
venv="$root/.venv"
swift=${SWIFT:-swift}

log() { printf 'animation: %s\n' "$*" >&2; }

passed=0
failed=0
finish() {
    printf 'animation: %d passed, %d failed\n' "$passed" "$failed"
    [ "$failed" -eq 0 ]
    exit $?
}

# --- dependencies: chromium, libcairo2 and the Python tools of requirements-dev.txt ---------

if ! "$root/scripts/ensure-deps.sh" test browser; then
    log "could not install the test dependencies"
    failed=$((failed + 1))
    finish
fi

# --- exports -------------------------------------------------------------------------------

if [ -n "${SHEETD_ANIMATION_EXPORTS:-}" ]; then
    exports=$SHEETD_ANIMATION_EXPORTS
else
    exports=$(mktemp -d "${TMPDIR:-/tmp}/sheetd-animation.XXXXXX")
    if [ -z "${KEEP_EXPORTS:-}" ]; then
        trap 'rm -rf "$exports"' EXIT
    fi
    scratch=()
    [ -n "${SHEETD_SCRATCH_PATH:-}" ] && scratch=(--scratch-path "$SHEETD_SCRATCH_PATH")
    log "writing the seed's ios17 and ios26 exports with swift test --filter AnimationExportTests"
    if ! (cd "$root" && SHEETD_LOTTIE_OUT="$exports" "$swift" test "${scratch[@]}" --filter AnimationExportTests \
        >"$exports/swift-test.log" 2>&1); then
        log "the export test failed:"
        tail -n 30 "$exports/swift-test.log" >&2
        failed=$((failed + 1))
        finish
    fi
fi

# --- checks --------------------------------------------------------------------------------

run_check() {
    local script=$1 output summary
    output=$("$venv/bin/python" "$here/$script" "$exports" 2>&1)
    printf '%s\n' "$output"
    summary=$(printf '%s\n' "$output" | grep -E '^check_[a-z]+: [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -z "$summary" ]; then
        log "$script ended without a summary"
        failed=$((failed + 1))
        return
    fi
    passed=$((passed + $(sed -E 's/^.*: ([0-9]+) passed.*$/\1/' <<<"$summary")))
    failed=$((failed + $(sed -E 's/^.*, ([0-9]+) failed$/\1/' <<<"$summary")))
}

run_check check_lottie.py
run_check check_css.py
[ -n "${KEEP_EXPORTS:-}" ] && log "exports and rendered frames kept in $exports"
finish
