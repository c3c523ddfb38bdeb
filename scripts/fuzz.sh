#!/usr/bin/env bash
# Fuzzes sheetd's request handling with libFuzzer + AddressSanitizer: the strict JSON parser and
# writer, and POST /layout and /animation through SheetService.respond(to:) (Fuzz/sheetd-fuzz).
#
#   1. builds Fuzz/sheetd-fuzz with -sanitize=fuzzer,address -DFUZZING (release, own scratch path);
#   2. writes the seed corpus (examples/, the golden layout fixtures, animation variants);
#   3. replays every reproducer in IntegrationTests/reliability/fuzz-regressions/ (each past finding);
#   4. fuzzes for FUZZ_SECONDS; any crash, trap, leak, timeout or OOM fails the run.
# Ends with `fuzz: N passed, M failed`; exits 1 if M > 0.
#
# Env: FUZZ_SECONDS   how long to fuzz (default 60)
#      FUZZ_SCRATCH   SwiftPM scratch path for the sanitizer build (default .build/fuzz)
#      FUZZ_ARGS      extra libFuzzer flags, e.g. '-seed=1 -jobs=2'
# The growing corpus stays in .build/fuzz-corpus/ (reused by later runs); findings go to
# .build/fuzz-artifacts/. To turn a finding into a regression test, copy the `crash-…` file into
# IntegrationTests/reliability/fuzz-regressions/ (both this script and
# IntegrationTests/reliability/run.sh replay it).
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1

seconds=${FUZZ_SECONDS:-60}
scratch=${FUZZ_SCRATCH:-.build/fuzz}
corpus=.build/fuzz-corpus
seeds=.build/fuzz-seeds
artifacts=.build/fuzz-artifacts
regressions=IntegrationTests/reliability/fuzz-regressions
python=.venv/bin/python
[ -x "$python" ] || python=python3
# shellcheck source=scripts/lib/checks.sh
. "$root/scripts/lib/checks.sh"
checks_begin fuzz

# lld: gold crashes ("internal error in format_file_lineno") on some sanitizer link errors.
# shellcheck disable=SC2054 # -sanitize=fuzzer,address is one flag
build_flags=(-c release --scratch-path "$scratch" --product sheetd-fuzz
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld)
mkdir -p "$corpus" "$artifacts"
bin="$scratch/release/sheetd-fuzz"
started=$SECONDS
if swift build "${build_flags[@]}" >"$artifacts/build.log" 2>&1 && [ -x "$bin" ]; then
    pass "built $bin with -sanitize=fuzzer,address in $((SECONDS - started)) s"
else
    grep -v "Cannot export local symbol\|prohibited flag" "$artifacts/build.log" | tail -n 30
    fail "swift build ${build_flags[*]} (log: $artifacts/build.log)"
    summary
    exit 1
fi
rm -rf "$seeds"
"$python" Fuzz/make-corpus.py "$seeds" || { fail "seed corpus"; summary; exit 1; }

# Swift's backtracer trips ASan (`stack-buffer-underflow … memserver_read`); libFuzzer reports.
export SWIFT_BACKTRACE=enable=no

mapfile -t reproducers < <(find "$regressions" -type f ! -name 'README*' 2>/dev/null | sort)
if [ "${#reproducers[@]}" -gt 0 ]; then
    if "$bin" -runs=1 "${reproducers[@]}" >"$artifacts/regressions.log" 2>&1; then
        pass "replayed ${#reproducers[@]} reproducer(s) from $regressions"
    else
        tail -n 40 "$artifacts/regressions.log"
        fail "a reproducer in $regressions still fails (log: $artifacts/regressions.log)"
    fi
fi

log=$artifacts/fuzz.log
echo "fuzz: fuzzing for $seconds s (corpus $corpus, seeds $seeds, log $log)"
# shellcheck disable=SC2086 # FUZZ_ARGS is a list of flags
"$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -dict=Fuzz/json.dict -artifact_prefix="$artifacts/" ${FUZZ_ARGS:-} "$corpus" "$seeds" >"$log" 2>&1
status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
echo "fuzz: ${runs:-?} executions in $seconds s (${speed:-?}/s), ${coverage:-cov: ?}, corpus $(find "$corpus" -type f | wc -l) files"
if [ "$status" -eq 0 ]; then
    pass "no crash, trap, leak, timeout or OOM in ${runs:-?} executions"
else
    grep -m 1 -B 2 -A 30 'ERROR: \|Fatal error\|==ERROR\|deadly signal\|SUMMARY' "$log" | head -n 60
    fail "libFuzzer exited with $status; findings: $(find "$artifacts" -maxdepth 1 -regextype egrep -regex '.*/(crash|leak|timeout|oom|slow-unit)-.*' -printf '%f ')"
    echo "fuzz: reproduce with: SWIFT_BACKTRACE=enable=no $bin $artifacts/crash-…; then copy it to $regressions/"
fi

summary
