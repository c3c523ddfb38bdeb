#!/usr/bin/env bash
# Runs one stage (a command and its arguments) and prints how long it took and how it ended, so that `make test`,
# `make check` and .ci/run around them show where a run's time goes (CONTRIBUTING.md, "What each make target runs
# and costs"). The exit status is the command's. TIMED_LABEL names the caller in the lines ("stage" by default).
#
# When the stage fails, the lines of its output that say why (a failed expectation, a crash's first line, an error)
# are printed again after its end line: a crash's backtrace runs to hundreds of lines, and a log cut to its tail
# would otherwise show registers and no cause.
set -uo pipefail
label=${TIMED_LABEL:-stage}
start=$SECONDS
echo "== $label: $* (started $(date -u +%H:%M:%S))"
output=$(mktemp)
trap 'rm -f "$output"' EXIT
"$@" 2>&1 | tee "$output"
status=${PIPESTATUS[0]}
echo "== $label: $* took $((SECONDS - start)) s (exit $status)"
if [ "$status" -ne 0 ]; then
    echo "== $label: why, from the output above (at most 40 lines):"
    grep -a -E 'Fatal error|Program crashed|crashed:|recorded an issue|✘ Test|error:|Error:|FAILED|failed|Traceback|Assertion|panic' \
        "$output" | grep -a -v -E '^\s*[0-9]+ +(\[|0x)' | tail -n 40 || true
fi
exit "$status"
