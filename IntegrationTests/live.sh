#!/usr/bin/env bash
# Live tests: start the real sheetd on 127.0.0.1 and a free port, check it over the wire
# (schemathesis against openapi.yaml, plus a few curl + jq assertions), then stop it with
# SIGTERM and expect a clean exit. Ends with `live: N passed, M failed`; exits 1 if M > 0.
#
# Env: SHEETD_BIN                 binary to test (default: `swift build` and the debug sheetd)
#      OPENAPI_SPEC               spec to test against (default: openapi.yaml)
#      SCHEMATHESIS_MAX_EXAMPLES  cases per operation and phase (default 50)
#      SCHEMATHESIS_SEED          seed, for reproducible runs (default 1)
#      SCHEMATHESIS_TIMEOUT       seconds before schemathesis is stopped as hung (default 300)
# Logs and reports go to .build/live/.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh
# shellcheck source=scripts/lib/checks.sh
. scripts/lib/checks.sh
checks_begin live

spec=$(realpath "${OPENAPI_SPEC:-openapi.yaml}")
seed_request=examples/seed.json
workdir=$root/.build/live
log=$workdir/sheetd.log
schemathesis=$root/.venv/bin/schemathesis
# A failure guard, not a measurement: seconds a request, the start or the exit after SIGTERM may
# take before it counts as hung.
# Nothing here asserts how long a request took (issue 19); a loaded machine or a sanitizer build
# is slower, not wrong.
request_guard=60

show_log() {
    echo "---- sheetd log ($log) ----"
    tail -n 100 "$log"
    echo "---- end of sheetd log ----"
}

# --- preconditions ---------------------------------------------------------------------

[ -x "$schemathesis" ] || { echo "live: no $schemathesis; run scripts/ensure-deps.sh test" >&2; exit 1; }
command -v jq >/dev/null || { echo "live: jq is missing; run scripts/ensure-deps.sh test" >&2; exit 1; }
mkdir -p "$workdir"
rm -f "$workdir"/*.out "$workdir"/*.headers

bin=$(sheetd_binary) || { fail "swift build --product sheetd"; finish; }
[ -x "$bin" ] || { fail "no executable at $bin"; summary; exit 1; }

# --- start -----------------------------------------------------------------------------

trap sheetd_stop EXIT
sheetd_start "$bin" "$log"
echo "live: started $bin (pid $SHEETD_PID) on $SHEETD_URL; log in ${log#"$root"/}"
if sheetd_wait_healthy "$request_guard"; then
    pass "GET /healthz answers 200 after the start"
else
    if sheetd_is_running; then
        fail "GET /healthz did not answer 200 within the $request_guard s guard after the start"
    else
        wait "$SHEETD_PID"
        fail "sheetd exited with status $? before GET /healthz answered 200"
        SHEETD_PID=""
    fi
    show_log
    summary
    exit 1
fi

# --- curl + jq assertions --------------------------------------------------------------

# Sends one request; prints the status code, writes the body to $workdir/NAME.out and
# the headers to $workdir/NAME.headers. Usage: request NAME CURL-ARGS...
request() {
    local name=$1
    shift
    curl -s --max-time "$request_guard" -o "$workdir/$name.out" -D "$workdir/$name.headers" -w '%{http_code}' "$@" || true
}

header() { # header NAME FIELD: prints the value of the response header FIELD, lower case.
    sed -n "s/^$2:[[:space:]]*//Ip" "$workdir/$1.headers" | tr -d '\r' | tr '[:upper:]' '[:lower:]' | tail -n 1
}

code=$(request layout -H 'Content-Type: application/json' --data-binary "@$seed_request" "$SHEETD_URL/layout")
if [ "$code" = 200 ] && jq -e '(.elements | length) > 5' "$workdir/layout.out" >/dev/null 2>&1; then
    pass "POST /layout with $seed_request answers 200 with more than 5 elements"
else
    fail "POST /layout with $seed_request: status $code, body: $(head -c 500 "$workdir/layout.out")"
fi

code=$(request unknown "$SHEETD_URL/no/such/path")
type=$(header unknown content-type)
if [ "$code" = 404 ] && [[ "$type" == application/problem+json* ]]; then
    pass "GET /no/such/path answers 404 application/problem+json"
else
    fail "GET /no/such/path: status $code, content-type '$type' (want 404 application/problem+json)"
fi

code=$(request openapi "$SHEETD_URL/openapi.yaml")
if [ "$code" = 200 ] && cmp -s "$workdir/openapi.out" "$spec"; then
    pass "GET /openapi.yaml answers 200 with the bytes of ${spec#"$root"/}"
else
    fail "GET /openapi.yaml: status $code; body differs from ${spec#"$root"/}"
fi

# --- schemathesis ----------------------------------------------------------------------

# Run from $workdir: schemathesis keeps caches and reports in its working directory.
schemathesis_args=(
    run "$spec"
    --url "$SHEETD_URL"
    --checks all
    --mode all
    --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-50}"
    --seed "${SCHEMATHESIS_SEED:-1}"
    --request-timeout "$request_guard"
    --generation-database none
    --no-color
    --report junit --report-junit-path "$workdir/schemathesis-junit.xml"
)
echo "live: schemathesis ${schemathesis_args[*]}"
if (cd "$workdir" && timeout "${SCHEMATHESIS_TIMEOUT:-300}" "$schemathesis" "${schemathesis_args[@]}"); then
    pass "schemathesis: every check holds on every operation (positive and negative cases)"
else
    fail "schemathesis found problems or timed out (see above; JUnit report in ${workdir#"$root"/}/schemathesis-junit.xml)"
fi

if sheetd_wait_healthy "$request_guard"; then
    pass "GET /healthz still answers 200 after schemathesis"
else
    fail "GET /healthz does not answer 200 after schemathesis"
    show_log
fi

# --- the README's curl examples answer as shown ----------------------------------------

if "$root/.venv/bin/python" scripts/check-readme-examples.py "$SHEETD_URL"; then
    pass "README.md: every curl example answers as shown"
else
    fail "README.md: a curl example answers otherwise (see above)"
fi

# --- graceful shutdown -----------------------------------------------------------------

if sheetd_is_running; then
    pid=$SHEETD_PID
    kill -TERM "$pid"
    if ! sheetd_wait_exit "$request_guard"; then
        fail "sheetd ignored SIGTERM: still running after the $request_guard s guard"
        show_log
    else
        wait "$pid"
        status=$?
        SHEETD_PID=""
        if [ "$status" -eq 0 ]; then
            pass "SIGTERM: sheetd exits 0 (drained)"
        else
            fail "SIGTERM: sheetd exited with status $status (want 0)"
            show_log
        fi
    fi
else
    fail "sheetd was no longer running before SIGTERM"
    show_log
fi

summary
