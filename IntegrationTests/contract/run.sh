#!/usr/bin/env bash
# Contract tests: start the real sheetd on 127.0.0.1 and a free port, then check its answers against
# openapi.yaml with every undeclared member refused (check_answers.py), and generate a Python client from
# openapi.yaml with openapi-python-client and call sheetd with it (check_generated_client.py). Stops sheetd
# by its PID.
# Ends with `contract: N passed, M failed`; exits 1 if M > 0.
#
# Env: SHEETD_BIN   binary to test (default: `swift build` and the debug sheetd)
# Logs go to .build/contract/.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/IntegrationTests/contract"
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

workdir=$root/.build/contract
log=$workdir/sheetd.log
python=$root/.venv/bin/python
# A failure guard, not a measurement: seconds the start may take before it counts as hung.
start_guard=60
passed=0
failed=0

finish() {
    echo "contract: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit $?
}

[ -x "$python" ] || { echo "contract: no $python; run scripts/ensure-deps.sh test" >&2; failed=1; finish; }
mkdir -p "$workdir"

if [ -n "${SHEETD_BIN:-}" ]; then
    bin=$SHEETD_BIN
else
    swift build --product sheetd || { failed=1; finish; }
    bin="$(swift build --show-bin-path)/sheetd"
fi

trap sheetd_stop EXIT
# --body-timeout 1: check_answers.py waits for a 408 on a body that never completes.
sheetd_start "$bin" "$log" --body-timeout 1
if ! sheetd_wait_healthy "$start_guard"; then
    echo "contract: sheetd did not answer GET /healthz (log: ${log#"$root"/})"
    tail -n 30 "$log"
    failed=1
    finish
fi
echo "contract: sheetd (pid $SHEETD_PID) on $SHEETD_URL"

# Runs one check script against the daemon and adds up its `NAME: N passed, M failed` line.
run_check() {
    local script=$1 output summary
    output=$("$python" "$here/$script" "$SHEETD_URL" 2>&1)
    printf '%s\n' "$output"
    summary=$(printf '%s\n' "$output" | grep -E '^[a-z_]+: [0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -z "$summary" ]; then
        echo "contract: $script ended without a summary"
        failed=$((failed + 1))
        return
    fi
    passed=$((passed + $(sed -E 's/^.*: ([0-9]+) passed.*$/\1/' <<<"$summary")))
    failed=$((failed + $(sed -E 's/^.*, ([0-9]+) failed$/\1/' <<<"$summary")))
}

run_check check_answers.py
run_check check_generated_client.py
finish
