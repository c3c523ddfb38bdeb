#!/usr/bin/env bash
# Runs one stage (a command and its arguments) and prints how long it took and how it ended, so that `make test`,
# `make check` and .ci/run around them show where a run's time goes (CONTRIBUTING.md, "What each make target runs
# and costs"). The exit status is the command's. TIMED_LABEL names the caller in the lines ("stage" by default).
set -uo pipefail
label=${TIMED_LABEL:-stage}
start=$SECONDS
echo "== $label: $* (started $(date -u +%H:%M:%S))"
"$@"
status=$?
echo "== $label: $* took $((SECONDS - start)) s (exit $status)"
exit "$status"
