#!/usr/bin/env bash
# A short load test of POST /layout: starts the release sheetd on a free 127.0.0.1 port,
# runs wrk for 5 s with 16 connections (examples/seed.json as the body), prints req/s and
# latency, and stops the server. Fails if any answer was not 2xx; warns on socket errors.
#
# Env: SHEETD_BIN (default .build/release/sheetd; `make bench` builds it),
#      BENCH_BODY (default examples/seed.json), BENCH_DURATION (5s), BENCH_CONNECTIONS (16).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

bin=${SHEETD_BIN:-.build/release/sheetd}
export BENCH_BODY=${BENCH_BODY:-examples/seed.json}
duration=${BENCH_DURATION:-5s}
connections=${BENCH_CONNECTIONS:-16}
threads=$(nproc)
[ "$threads" -le "$connections" ] || threads=$connections
logdir=.build/bench
mkdir -p "$logdir"

[ -x "$bin" ] || { echo "bench: no $bin (run \`make bench\`, which builds it)" >&2; exit 1; }
[ -f "$BENCH_BODY" ] || { echo "bench: no $BENCH_BODY" >&2; exit 1; }

trap sheetd_stop EXIT
sheetd_start "$bin" "$logdir/sheetd.log"
if ! sheetd_wait_healthy 30; then
    echo "bench: sheetd did not answer GET /healthz with 200 within 30 s; its log:" >&2
    cat "$logdir/sheetd.log" >&2
    exit 1
fi

# One request first: a benchmark of a failing endpoint would only measure errors.
code=$(curl -s -o "$logdir/first-response.json" -w '%{http_code}' -H 'Content-Type: application/json' \
    --data-binary "@$BENCH_BODY" "$SHEETD_URL/layout")
if [ "$code" != 200 ]; then
    echo "bench: POST /layout answered $code, not 200:" >&2
    cat "$logdir/first-response.json" >&2
    exit 1
fi

echo "bench: wrk -t$threads -c$connections -d$duration POST $SHEETD_URL/layout ($BENCH_BODY)"
wrk -t"$threads" -c"$connections" -d"$duration" --latency -s scripts/bench-layout.lua \
    "$SHEETD_URL/layout" | tee "$logdir/wrk.txt"

read -r requests bad failed < <(sed -n \
    's/^bench: \([0-9]*\) requests, \([0-9]*\) non-2xx\/3xx, \([0-9]*\) socket errors$/\1 \2 \3/p' \
    "$logdir/wrk.txt") || true
if [ "${requests:-0}" -eq 0 ] || [ "${bad:-1}" -ne 0 ]; then
    echo "bench: FAIL (requests=${requests:-?}, non-2xx=${bad:-?})" >&2
    exit 1
fi
if [ "${failed:-0}" -ne 0 ]; then
    echo "bench: warning: $failed socket errors (wrk counts a request slower than 2 s as a timeout)" >&2
fi
