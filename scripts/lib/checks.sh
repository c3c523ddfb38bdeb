# shellcheck shell=bash
# The pass/fail tally of the shell suites (IntegrationTests/live.sh, IntegrationTests/*/run.sh, scripts/*.sh): a script
# sources this file, calls `checks_begin NAME` once, then `pass`, `fail` or `check` per check, and ends with
# `finish` (or `summary` where it goes on). The closing line is always `NAME: N passed, M failed`.
#
#   checks_begin NAME       name the suite in the closing line; zero the counts
#   pass TEXT...            count a check that held, print `PASS: TEXT`
#   fail TEXT...            count a check that did not, print `FAIL: TEXT`
#   check TEXT COMMAND...   pass TEXT when COMMAND succeeds, fail it otherwise
#   tally_lines < <(CMD)    copy CMD's output, counting its `PASS: ` and `FAIL: ` lines (not through a pipe: a
#                           pipe runs it in a subshell, whose counts are lost)
#   summary                 print the closing line; true when nothing failed
#   finish                  summary, then exit 0 when nothing failed, 1 otherwise

CHECKS_NAME=checks
CHECKS_PASSED=0
CHECKS_FAILED=0

checks_begin() {
    CHECKS_NAME=$1
    CHECKS_PASSED=0
    CHECKS_FAILED=0
}

pass() {
    CHECKS_PASSED=$((CHECKS_PASSED + 1))
    echo "PASS: $*"
}

fail() {
    CHECKS_FAILED=$((CHECKS_FAILED + 1))
    echo "FAIL: $*"
}

check() {
    local text=$1
    shift
    if "$@"; then pass "$text"; else fail "$text"; fi
}

tally_lines() {
    local line
    while IFS= read -r line; do
        case $line in
            "PASS: "*) CHECKS_PASSED=$((CHECKS_PASSED + 1)) ;;
            "FAIL: "*) CHECKS_FAILED=$((CHECKS_FAILED + 1)) ;;
        esac
        printf '%s\n' "$line"
    done
}

summary() {
    echo "$CHECKS_NAME: $CHECKS_PASSED passed, $CHECKS_FAILED failed"
    [ "$CHECKS_FAILED" -eq 0 ]
}

finish() {
    summary
    exit $?
}
