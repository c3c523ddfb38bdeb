#!/usr/bin/env bash
# A second generated client, of another language family than test_generated_client.py's Python: generate
# a TypeScript client from openapi.yaml with openapi-generator (typescript-fetch, from PyPI's
# openapi-generator-cli, on Debian's Java), compile it with Debian's tsc, and run check_client.ts with
# Node against a sheetd started on 127.0.0.1 (stopped by its PID).
#
# The generator may print only the warnings in allowed_warnings below; anything else it warns about fails.
# Debian 12's tsc is 4.8, older than the `in` narrowing (4.9) the generated `instanceOf…` functions rely
# on, so noImplicitAny is off (strict otherwise). Ends with `typescript-client: N passed, M failed`, counting
# check_client.ts's own PASS: and FAIL: lines.
#
# Env: SHEETD_BIN   binary to test (default: `swift build` and the debug sheetd)
set -uo pipefail

root=$(cd "$(dirname "$0")/../../.." && pwd)
here="$root/IntegrationTests/contract/typescript"
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh
# shellcheck source=scripts/lib/checks.sh
. scripts/lib/checks.sh
checks_begin typescript-client

# OpenAPI 3.1 is "beta" in openapi-generator 7, and it prints "Failed to get the schema name: null" twice
# for this document without naming a schema (neither Sheet.actions' `contains`, nor LayoutElement's
# `if`/`then`, nor the `null` alternatives of customViewFade cause it: the warnings stay without them).
# What matters is checked below: the client compiles and reads every answer whole.
allowed_warnings='OpenAPI 3.1 support is still in beta|Failed to get the schema name: null'
workdir=$root/.build/contract-typescript

"$root/scripts/ensure-deps.sh" test typescript || { fail "scripts/ensure-deps.sh test typescript"; finish; }
rm -rf "$workdir"
mkdir -p "$workdir/client"

check "openapi-generator generate -g typescript-fetch (log: ${workdir#"$root"/}/generator.log)" \
    "$root/.venv/bin/openapi-generator-cli" generate -i "$root/openapi.yaml" -g typescript-fetch \
    -o "$workdir/client/generated" >"$workdir/generator.log" 2>&1
warnings=$(grep -E ' WARN |ERROR' "$workdir/generator.log" | grep -vE "$allowed_warnings")
check "openapi-generator warns only about what is allowed; also: $warnings" [ -z "$warnings" ]

cp "$here/check_client.ts" "$here/tsconfig.json" "$workdir/client/"
if tsc -p "$workdir/client/tsconfig.json" >"$workdir/tsc.log" 2>&1; then
    pass "tsc compiles the generated client and check_client.ts"
else
    fail "tsc compiles the generated client and check_client.ts: $(head -c 2000 "$workdir/tsc.log")"
fi
[ "$CHECKS_FAILED" -eq 0 ] || finish

bin=$(sheetd_binary) || { fail "swift build --product sheetd"; finish; }
trap sheetd_stop EXIT
sheetd_start "$bin" "$workdir/sheetd.log"
check "sheetd answers GET /healthz" sheetd_wait_healthy 60

output=$(node "$workdir/client/out/check_client.js" "$SHEETD_URL" "$root/examples/seed.json" 2>&1)
status=$?
tally_lines <<<"$output"
check "check_client.js runs to its end and exits 0 (status $status)" [ "$status" -eq 0 ]
finish
