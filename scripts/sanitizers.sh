#!/usr/bin/env bash
# Runs the Swift tests under ThreadSanitizer and AddressSanitizer, each in its own scratch path
# so the normal build is left alone. HTTPServerTests' ConcurrencyTests start the real daemon on
# 127.0.0.1 and hammer it with 200 concurrent requests, so TSan watches the MHD threads, the
# Dispatch workers and the handler together.
# Ends with `sanitizers: N passed, M failed`; exits 1 if M > 0.
#
# Env: TSAN_FILTER  `swift test --filter` for the TSan run (default: every test)
#      ASAN_FILTER  `swift test --filter` for the ASan run (default: every test)
#      SANITIZERS   which to run: "thread address" (default), or one of them
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/checks.sh
. "$root/scripts/lib/checks.sh"
checks_begin sanitizers
mkdir -p .build/sanitizers

run() { # run NAME SCRATCH FILTER: swift test --sanitize=NAME
    local name=$1 scratch=$2 filter=$3 started=$SECONDS log=.build/sanitizers/$1.log
    local args=(test --sanitize="$name" --scratch-path "$scratch")
    [ -n "$filter" ] && args+=(--filter "$filter")
    echo "sanitizers: swift ${args[*]} (log $log)"
    if swift "${args[@]}" >"$log" 2>&1 && ! grep -q "WARNING: ThreadSanitizer\|ERROR: AddressSanitizer" "$log"; then
        pass "swift ${args[*]}: clean in $((SECONDS - started)) s ($(grep -Eo 'Executed [0-9]+ tests?|[0-9]+ tests? in [0-9]+ suites? passed' "$log" | tail -n 1))"
    else
        grep -m 1 -A 40 "WARNING: ThreadSanitizer\|ERROR: AddressSanitizer" "$log" || tail -n 40 "$log"
        fail "swift ${args[*]} after $((SECONDS - started)) s (log $log)"
    fi
}

# Swift's backtracer and the sanitizers' own reports get in each other's way.
export SWIFT_BACKTRACE=enable=no

# Shared state is guarded by Locking.LockedValue (a pthread mutex, which TSan intercepts), so
# nothing is suppressed: every lock, the MHD threads, the Dispatch workers and the atomics are
# checked. (Synchronization.Mutex, used before, locks with raw futex syscalls TSan cannot see.)
for sanitizer in ${SANITIZERS:-thread address}; do
    case $sanitizer in
        thread) run thread .build/tsan "${TSAN_FILTER:-}" ;;
        # LeakSanitizer reports ~1.6 kB held by XCTest itself (swift_weakAssign in
        # XCTest.awaitUsingExpectation), so leaks are not checked here; the fuzzer checks them.
        address) ASAN_OPTIONS=detect_leaks=0 run address .build/asan "${ASAN_FILTER:-}" ;;
        *) fail "unknown sanitizer $sanitizer" ;;
    esac
done
summary
