#!/usr/bin/env bash
# sheetctl against the real sheetd: starts sheetd on 127.0.0.1 and a free port (stopped by its PID at the end) and
# checks that `sheetctl layout FILE` (computed locally), `sheetctl layout FILE --server URL` (and SHEETD_URL) and
# `curl POST /layout` give the same JSON value for every example and for 500 generated requests (check_batch.py,
# through `sheetctl layout --batch`); the same for /animation in each format, /preview
# and /profiles; that an invalid file exits 1 naming each bad field's pointer, a usage error 2 and a stopped server
# 3; that any readable file (a pipe, a FIFO) is input, errors carry their reason, --fallback announces itself, a
# stalled server fails within 10 s, --version, no PNG to a terminal; that every command has --help; and that `sheetctl matrix examples/seed.json -o m.svg` writes a contact sheet
# that headless Chromium opens (IntegrationTests/browser/check_matrix.py).
#
# Usage: IntegrationTests/client/run.sh
#   SHEETD_BIN=… SHEETCTL_BIN=…   the binaries to test (default: the debug builds of `swift build --product …`)
#   KEEP_WORK=1                   keep the work folder (answers, logs) and print its path
# Ends with `client: N passed, M failed`.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok    $*"; }
fail() { failed=$((failed + 1)); echo "FAIL  $*"; }
check() { # check DESCRIPTION COMMAND...: passes when the command succeeds
    local description=$1
    shift
    if "$@"; then pass "$description"; else fail "$description"; fi
}
finish() {
    printf 'client: %d passed, %d failed\n' "$passed" "$failed"
    [ "$failed" -eq 0 ]
    exit $?
}

work=$(mktemp -d "${TMPDIR:-/tmp}/sheetd-client.XXXXXX")
cleanup() {
    sheetd_stop
    if [ -n "${KEEP_WORK:-}" ]; then echo "client: work folder kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

for product in sheetd sheetctl; do
    if ! swift build --product "$product" >"$work/build-$product.log" 2>&1; then
        tail -n 30 "$work/build-$product.log" >&2
        fail "swift build --product $product"
        finish
    fi
done
bin_path=$(swift build --show-bin-path)
sheetd_bin=${SHEETD_BIN:-$bin_path/sheetd}
sheetctl=${SHEETCTL_BIN:-$bin_path/sheetctl}
pass "swift build --product sheetctl"

sheetd_start "$sheetd_bin" "$work/sheetd.log"
if ! sheetd_wait_healthy 30; then
    tail -n 50 "$work/sheetd.log" >&2
    fail "sheetd did not answer GET /healthz within 30 s"
    finish
fi
url=$SHEETD_URL

# The JSON value of a file, members sorted, for comparing values rather than bytes.
value() { jq -S . "$1"; }
same_value() { [ "$(value "$1")" = "$(value "$2")" ]; }
post() { # post PATH FILE OUT [ACCEPT]
    curl -s -o "$3" -H 'Content-Type: application/json' ${4:+-H "Accept: $4"} --data-binary @"$2" "$url$1"
}

# /layout: local, --server, SHEETD_URL and curl agree on every example that is a layout request.
for file in examples/*.json; do
    name=$(basename "$file" .json)
    [ "$(jq 'has("transition")' "$file")" = true ] && continue
    post /layout "$file" "$work/$name.post.json"
    "$sheetctl" layout "$file" >"$work/$name.local.json" 2>"$work/$name.local.err"
    "$sheetctl" layout "$file" --server "$url" >"$work/$name.server.json" 2>"$work/$name.server.err"
    SHEETD_URL=$url "$sheetctl" layout "$file" >"$work/$name.env.json" 2>&1
    if same_value "$work/$name.post.json" "$work/$name.local.json" \
        && same_value "$work/$name.post.json" "$work/$name.server.json" \
        && same_value "$work/$name.post.json" "$work/$name.env.json"; then
        pass "sheetctl layout $file: local, --server and SHEETD_URL print POST /layout's JSON value"
    else
        fail "sheetctl layout $file differs from POST /layout (see $work/$name.*)"
    fi
done
check "sheetctl layout - reads standard input" \
    same_value "$work/seed.post.json" <("$sheetctl" layout - <examples/seed.json)

# /animation in each format, /preview and /profiles.
for format in keyframes coreAnimation lottie css; do
    jq --arg f "$format" '. + {format: $f}' examples/seed-dismiss.json >"$work/dismiss-$format.json"
    post /animation "$work/dismiss-$format.json" "$work/dismiss-$format.post"
    "$sheetctl" animation examples/seed-dismiss.json --transition dismiss --format "$format" >"$work/dismiss-$format.local"
    "$sheetctl" animation examples/seed-dismiss.json --format "$format" --server "$url" -o "$work/dismiss-$format.server"
    if [ "$format" = css ]; then
        check "sheetctl animation --format css: local and --server print POST /animation's style sheet" \
            bash -c "[ \"\$(cat '$work/dismiss-$format.post')\" = \"\$(cat '$work/dismiss-$format.local')\" ] \
                && cmp -s '$work/dismiss-$format.post' '$work/dismiss-$format.server'"
    else
        check "sheetctl animation --format $format: local and --server print POST /animation's JSON value" \
            bash -c "[ \"\$(jq -S . '$work/dismiss-$format.post')\" = \"\$(jq -S . '$work/dismiss-$format.local')\" ] \
                && [ \"\$(jq -S . '$work/dismiss-$format.post')\" = \"\$(jq -S . '$work/dismiss-$format.server')\" ]"
    fi
done
jq '. + {transition: "present", slide: "clearCustomView"}' examples/seed.json >"$work/clear.json"
post /animation "$work/clear.json" "$work/clear.post"
check "sheetctl animation --slide clearCustomView prints POST /animation's JSON value" \
    same_value "$work/clear.post" <("$sheetctl" animation examples/seed.json --transition present --slide clearCustomView)
post /preview examples/seed.json "$work/seed.post.svg" image/svg+xml
"$sheetctl" preview examples/seed.json -o "$work/seed.local.svg"
"$sheetctl" preview examples/seed.json -o "$work/seed.server.svg" --server "$url"
check "sheetctl preview -o FILE.svg: local and --server write POST /preview's SVG" \
    bash -c "cmp -s '$work/seed.post.svg' '$work/seed.local.svg' && cmp -s '$work/seed.post.svg' '$work/seed.server.svg'"
"$sheetctl" layout examples/seed.json --output png -o "$work/seed.png"
check "sheetctl layout --output png writes a PNG" bash -c "head -c 8 '$work/seed.png' | od -An -tx1 | grep -q '89 50 4e 47'"
curl -s "$url/profiles" -o "$work/profiles.get.json"
check "sheetctl profiles prints GET /profiles" same_value "$work/profiles.get.json" <("$sheetctl" profiles)

# Exit codes: 1 with every pointer, 2 for usage, 3 for a stopped server.
printf '%s' '{"screen":{"width":-1,"scale":9},"sheet":{"actions":[{"title":"a","style":"nope"}]}}' >"$work/invalid.json"
for where in local server; do
    server=()
    [ "$where" = server ] && server=(--server "$url")
    "$sheetctl" layout "$work/invalid.json" "${server[@]}" >/dev/null 2>"$work/invalid.$where.err"
    status=$?
    if [ "$status" = 1 ] && grep -q '^  /screen/width: ' "$work/invalid.$where.err" \
        && grep -q '^  /screen/scale: ' "$work/invalid.$where.err" \
        && grep -q '^  /sheet/actions/0/style: ' "$work/invalid.$where.err"; then
        pass "an invalid file exits 1 ($where) and prints each bad field's pointer"
    else
        fail "invalid file ($where): exit $status, stderr: $(cat "$work/invalid.$where.err")"
    fi
done
"$sheetctl" layout examples/seed.json --output nope >/dev/null 2>&1
check "a bad --output value exits 2" test $? = 2
"$sheetctl" layout examples/seed.json --frobnicate >/dev/null 2>&1
check "an unknown option exits 2" test $? = 2
"$sheetctl" frobnicate >/dev/null 2>&1
check "an unknown command exits 2" test $? = 2
stopped="http://127.0.0.1:$(sheetd_free_port)"
"$sheetctl" layout examples/seed.json --server "$stopped" --retries 1 >/dev/null 2>"$work/stopped.err"
check "a server that cannot be reached exits 3 after its retries" \
    bash -c "[ $? = 3 ] && grep -q 'after 2 attempt' '$work/stopped.err'"
check "--fallback computes locally when the server cannot be reached" \
    same_value "$work/seed.post.json" <("$sheetctl" layout examples/seed.json --server "$stopped" --retries 0 --fallback 2>/dev/null)
grep -q '^sheetctl: notice: computed locally (--fallback) because the server could not be reached' \
    <("$sheetctl" layout examples/seed.json --server "$stopped" --retries 0 --fallback 2>&1 >/dev/null)
check "--fallback says on standard error that the answer was computed locally, and why" test $? = 0

# Any readable file: a process substitution (a pipe under /dev/fd), a named FIFO; errors say why.
check "sheetctl layout <(cat examples/seed.json) reads the pipe" \
    same_value "$work/seed.post.json" <("$sheetctl" layout <(cat examples/seed.json) --server "$url")
mkfifo "$work/request.fifo"
cat examples/seed.json >"$work/request.fifo" &
writer_pid=$!
check "sheetctl layout FIFO reads the named pipe" \
    same_value "$work/seed.post.json" <("$sheetctl" layout "$work/request.fifo" --server "$url")
wait "$writer_pid"
"$sheetctl" layout "$work/no-such.json" >/dev/null 2>"$work/missing.err"
check "a missing file exits 2 with the system's reason" \
    bash -c "[ $? = 2 ] && grep -q 'cannot read .*no-such.json: No such file or directory' '$work/missing.err'"
"$sheetctl" layout examples/seed.json -o "$work/no-such-folder/out.json" 2>"$work/unwritable.err"
check "an unwritable -o FILE exits 3 with the system's reason" \
    bash -c "[ $? = 3 ] && grep -q 'No such file or directory' '$work/unwritable.err'"

# A server that accepts and never answers fails within the default deadline (8 s), durations rounded.
stalled_port=$(sheetd_free_port)
python3 -c "import socket, time; s = socket.socket(); s.bind(('127.0.0.1', $stalled_port)); s.listen(64); time.sleep(30)" &
stalled_pid=$!
sleep 0.3
started=$(date +%s.%N)
"$sheetctl" layout examples/seed.json --server "http://127.0.0.1:$stalled_port" >/dev/null 2>"$work/stalled.err"
status=$?
elapsed=$(echo "$(date +%s.%N) - $started" | bc)
kill "$stalled_pid" 2>/dev/null
wait "$stalled_pid" 2>/dev/null
if [ "$status" = 3 ] && [ "$(echo "$elapsed < 10" | bc)" = 1 ] && grep -q 'timed out after' "$work/stalled.err" \
    && ! grep -Eq '[0-9]\.[0-9]{3,}' "$work/stalled.err"; then
    pass "a stalled server exits 3 within 10 s (${elapsed:0:4} s) with rounded durations: $(cat "$work/stalled.err")"
else
    fail "stalled server: exit $status after $elapsed s: $(cat "$work/stalled.err")"
fi

check "sheetctl --version prints openapi.yaml's info.version" \
    bash -c "[ \"\$('$sheetctl' --version)\" = \"sheetctl \$(grep -m1 '^  version:' openapi.yaml | awk '{print \$2}')\" ]"
# PNG bytes are not written to a terminal: exit 2 and a hint; through a pipe they are written.
python3 - "$sheetctl" "$url" >"$work/tty.txt" 2>&1 <<'PYTHON'
import os, pty, subprocess, sys
main, secondary = pty.openpty()
done = subprocess.run([sys.argv[1], "layout", "examples/seed.json", "--output", "png", "--server", sys.argv[2]],
                      stdout=secondary, stderr=subprocess.PIPE, timeout=60)
os.close(secondary)
os.set_blocking(main, False)
try:
    written = os.read(main, 65536)
except (BlockingIOError, OSError):
    written = b""
print(done.returncode, len(written), done.stderr.decode().strip())
PYTHON
check "--output png to a terminal exits 2 without writing: $(cat "$work/tty.txt")" \
    bash -c "grep -q '^2 0 .*give -o FILE' '$work/tty.txt'"
check "--output png through a pipe writes the PNG" \
    bash -c "'$sheetctl' layout examples/seed.json --output png --server '$url' | head -c 8 | od -An -tx1 | grep -q '89 50 4e 47'"

for command in layout animation preview profiles matrix; do
    check "sheetctl $command --help" bash -c "'$sheetctl' $command --help | grep -q '^usage: sheetctl $command'"
done

# 500 generated requests (mixed scripts, RTL, Dynamic Type, custom views) through one sheetctl process each way.
run_summary() { # run_summary NAME OUTPUT: adds a checker's `NAME: N passed, M failed` to the counts
    local summary
    summary=$(printf '%s\n' "$2" | grep -E "^$1: [0-9]+ passed, [0-9]+ failed\$" | tail -n 1)
    if [ -z "$summary" ]; then
        fail "$1 ended without a summary"
    else
        passed=$((passed + $(sed -E 's/^.*: ([0-9]+) passed.*$/\1/' <<<"$summary")))
        failed=$((failed + $(sed -E 's/^.*, ([0-9]+) failed$/\1/' <<<"$summary")))
    fi
}
output=$(timeout 300 .venv/bin/python IntegrationTests/client/check_batch.py "$url" "$sheetctl" "$work" 2>&1)
printf '%s\n' "$output"
run_summary check_batch "$output"

# Alerts: --style sets sheet.preferredStyle; the matrix lays an alert out everywhere without a refusal.
check "sheetctl layout --style alert lays the seed out as an alert" \
    bash -c "'$sheetctl' layout examples/seed.json --style alert --server '$url' | grep -q '\"presentation\":\"alert\"'"
if "$sheetctl" matrix examples/alert.json -o "$work/alert-m.svg" --server "$url" >"$work/alert-m.txt"; then
    check "sheetctl matrix examples/alert.json: every cell laid out" grep -q ', 0 refused (!)$' "$work/alert-m.txt"
else
    fail "sheetctl matrix examples/alert.json -o alert-m.svg"
fi

# The matrix: a contact sheet Chromium opens, and the table it agrees with.
if "$sheetctl" matrix examples/seed.json -o "$work/m.svg" --server "$url" >"$work/m.txt"; then
    pass "sheetctl matrix examples/seed.json -o m.svg"
    output=$(timeout 120 .venv/bin/python IntegrationTests/browser/check_matrix.py "$work/m.svg" "$work/m.txt" "$work" 2>&1)
    printf '%s\n' "$output"
    run_summary check_matrix "$output"
else
    fail "sheetctl matrix examples/seed.json -o m.svg"
fi

finish
