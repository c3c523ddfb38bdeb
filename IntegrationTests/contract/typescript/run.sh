#!/usr/bin/env bash
# A second generated client, of another language family than check_generated_client.py's Python: generate
# a TypeScript client from openapi.yaml with openapi-generator (typescript-fetch, from PyPI's
# openapi-generator-cli, on Debian's Java), compile it with Debian's tsc, and run check_client.ts with
# Node against a sheetd started on 127.0.0.1 (stopped by its PID).
#
# The generator may print only the warnings in allowed_warnings below; anything else it warns about fails.
# Debian 12's tsc is 4.8, older than the `in` narrowing (4.9) the generated `instanceOf…` functions rely
# on, so noImplicitAny is off (strict otherwise). Ends with `typescript-client: N passed, M failed`.
#
# Env: SHEETD_BIN   binary to test (default: `swift build` and the debug sheetd)
set -uo pipefail

root=$(cd "$(dirname "$0")/../../.." && pwd)
here="$root/IntegrationTests/contract/typescript"
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

# OpenAPI 3.1 is "beta" in openapi-generator 7, and it prints "Failed to get the schema name: null" twice
# for this document without naming a schema (neither Sheet.actions' `contains`, nor LayoutElement's
# `if`/`then`, nor the `null` alternatives of customViewFade cause it: the warnings stay without them).
# What matters is checked below: the client compiles and reads every answer whole.
allowed_warnings='OpenAPI 3.1 support is still in beta|Failed to get the schema name: null'
workdir=$root/.build/contract-typescript
passed=0
failed=0
finish() {
    echo "typescript-client: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit $?
}
check() { # check OK-STATUS WHAT
    if [ "$1" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $2"; fi
}

"$root/scripts/ensure-deps.sh" test typescript || { failed=1; finish; }
rm -rf "$workdir"
mkdir -p "$workdir/client"

"$root/.venv/bin/openapi-generator-cli" generate -i "$root/openapi.yaml" -g typescript-fetch \
    -o "$workdir/client/generated" >"$workdir/generator.log" 2>&1
check $? "openapi-generator generate -g typescript-fetch (log: ${workdir#"$root"/}/generator.log)"
warnings=$(grep -E ' WARN |ERROR' "$workdir/generator.log" | grep -vE "$allowed_warnings")
[ -z "$warnings" ]
check $? "openapi-generator warns only about what is allowed; also: $warnings"

cp "$here/check_client.ts" "$here/tsconfig.json" "$workdir/client/"
tsc -p "$workdir/client/tsconfig.json" >"$workdir/tsc.log" 2>&1
check $? "tsc compiles the generated client and check_client.ts: $(head -c 2000 "$workdir/tsc.log")"
[ "$failed" -eq 0 ] || finish

if [ -n "${SHEETD_BIN:-}" ]; then
    bin=$SHEETD_BIN
else
    swift build --product sheetd || { failed=$((failed + 1)); finish; }
    bin="$(swift build --show-bin-path)/sheetd"
fi
trap sheetd_stop EXIT
sheetd_start "$bin" "$workdir/sheetd.log"
sheetd_wait_healthy 60
check $? "sheetd answers GET /healthz"

output=$(node "$workdir/client/out/check_client.js" "$SHEETD_URL" "$root/examples/seed.json" 2>&1)
printf '%s\n' "$output"
summary=$(printf '%s\n' "$output" | grep -E '^check_typescript_client: [0-9]+ passed, [0-9]+ failed$')
if [ -z "$summary" ]; then
    check 1 "check_client.js ended without a summary"
else
    passed=$((passed + $(sed -E 's/^.*: ([0-9]+) passed.*$/\1/' <<<"$summary")))
    failed=$((failed + $(sed -E 's/^.*, ([0-9]+) failed$/\1/' <<<"$summary")))
fi
finish
