#!/usr/bin/env bash
# Draws every example request through the service: examples/NAME.json -> examples/NAME.svg (POST /preview; the
# requests with a `transition` give animated SVGs). The README shows examples/seed.svg.
#
# Usage: scripts/render-examples.sh [--check] [--url URL]
#   --check    write nothing; exit 1 if an SVG is missing or differs from what the service draws now
#   --url URL  use the sheetd running at URL; otherwise build the debug sheetd, start it on 127.0.0.1 and a
#              free port, and stop it at the end
#   SHEETD_BIN=…             the sheetd to start (default: `swift build --product sheetd`, the debug build)
#   SHEETD_SCRATCH_PATH=DIR  build folder for swift build (default: .build)
#
# The daemon measures text with HarfBuzz and the Debian fonts (scripts/ensure-deps.sh fonts), so the SVGs show
# the line breaks a client gets from the service, not the fixed metrics of the unit tests.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

check=false
url=""
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check=true ;;
        --url) url=${2:?--url needs a URL}; shift ;;
        *) sed -n '5,11s/^# \{0,1\}//p' "$0" >&2; exit 2 ;;
    esac
    shift
done

log() { printf 'render-examples: %s\n' "$*" >&2; }

tmp=$(mktemp "${TMPDIR:-/tmp}/sheetd-example.XXXXXX")
log_file=""
cleanup() {
    sheetd_stop
    rm -f "$tmp" ${log_file:+"$log_file"}
}
trap cleanup EXIT

if [ -z "$url" ]; then
    scripts/ensure-deps.sh build fonts
    bin=$(sheetd_binary) || exit 1
    log_file=$(mktemp "${TMPDIR:-/tmp}/sheetd-examples.XXXXXX")
    sheetd_start "$bin" "$log_file"
    if ! sheetd_wait_healthy 30; then
        log "sheetd did not become healthy; its log:"
        cat "$log_file" >&2
        exit 1
    fi
    url=$SHEETD_URL
fi

stale=0
count=0
for request in examples/*.json; do
    svg=${request%.json}.svg
    code=$(curl -s --max-time 30 -o "$tmp" -w '%{http_code}' -H 'Content-Type: application/json' \
        -H 'Accept: image/svg+xml' --data-binary "@$request" "$url/preview" || true)
    if [ "$code" != 200 ]; then
        log "POST /preview with $request answered $code: $(head -c 400 "$tmp")"
        exit 1
    fi
    count=$((count + 1))
    if cmp -s "$tmp" "$svg"; then
        continue
    elif $check; then
        log "$svg is missing or differs from what the service draws now"
        stale=$((stale + 1))
    else
        cat "$tmp" >"$svg"
        log "wrote $svg"
    fi
done

if $check && [ "$stale" -gt 0 ]; then
    log "$stale of $count SVGs are out of date; run scripts/render-examples.sh and review the pictures"
    exit 1
fi
log "$count examples up to date"
