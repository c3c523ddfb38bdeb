#!/usr/bin/env bash
# The GET forms over the wire: starts the real sheetd on 127.0.0.1 and a free port and checks with curl that
# `GET /layout?request=<base64url>` answers the POST's bytes and ETag with `Cache-Control: public, max-age`,
# that revalidation with If-None-Match gives 304, and that HEAD and a bad parameter answer as documented.
#
# Usage: IntegrationTests/http-cache/run.sh
#   SHEETD_BIN=…   the sheetd to test (default: `swift build --product sheetd`, the debug build)
#   KEEP_WORK=1    keep the work folder (answers, headers, logs) and print its path
# Ends with `http-cache: N passed, M failed`.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok    $*"; }
fail() { failed=$((failed + 1)); echo "FAIL  $*"; }
finish() {
    printf 'http-cache: %d passed, %d failed\n' "$passed" "$failed"
    [ "$failed" -eq 0 ]
    exit $?
}

work=$(mktemp -d "${TMPDIR:-/tmp}/sheetd-http-cache.XXXXXX")
cleanup() {
    sheetd_stop
    if [ -n "${KEEP_WORK:-}" ]; then echo "http-cache: work folder kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

if [ -n "${SHEETD_BIN:-}" ]; then
    bin=$SHEETD_BIN
else
    if ! swift build --product sheetd >"$work/build.log" 2>&1; then
        tail -n 30 "$work/build.log" >&2
        fail "swift build --product sheetd"
        finish
    fi
    bin="$(swift build --show-bin-path)/sheetd"
fi

sheetd_start "$bin" "$work/sheetd.log"
if ! sheetd_wait_healthy 30; then
    tail -n 50 "$work/sheetd.log" >&2
    fail "sheetd did not answer GET /healthz within 30 s"
    finish
fi

# base64url without padding (RFC 4648 §5), the form the README shows.
base64url() { base64 -w0 | tr '+/' '-_' | tr -d '='; }
header() { grep -i "^$1:" "$2" | head -n 1 | cut -d' ' -f2- | tr -d '\r'; }
status_of() { head -n 1 "$1" | cut -d' ' -f2; }

request=$(base64url <examples/seed.json)
curl -s -D "$work/post.headers" -o "$work/post.body" -H 'Content-Type: application/json' \
    --data-binary @examples/seed.json "$SHEETD_URL/layout"
curl -s -D "$work/get.headers" -o "$work/get.body" "$SHEETD_URL/layout?request=$request"
tag=$(header ETag "$work/get.headers")
if [ "$(status_of "$work/get.headers")" = 200 ] && cmp -s "$work/post.body" "$work/get.body" \
    && [ -n "$tag" ] && [ "$tag" = "$(header ETag "$work/post.headers")" ]; then
    pass "GET /layout?request=… answers the POST's bytes and ETag ($tag)"
else
    fail "GET /layout?request=… differs from the POST (status $(status_of "$work/get.headers"), ETag '$tag')"
fi
if [ "$(header Cache-Control "$work/get.headers")" = "public, max-age=86400" ] \
    && [ "$(header Cache-Control "$work/post.headers")" = "no-cache" ]; then
    pass "the GET's Cache-Control is 'public, max-age=86400'; the POST's stays 'no-cache'"
else
    fail "Cache-Control: GET '$(header Cache-Control "$work/get.headers")', POST '$(header Cache-Control "$work/post.headers")'"
fi

curl -s -D "$work/304.headers" -o "$work/304.body" -H "If-None-Match: W/$tag" "$SHEETD_URL/layout?request=$request"
if [ "$(status_of "$work/304.headers")" = 304 ] && [ ! -s "$work/304.body" ] \
    && [ "$(header ETag "$work/304.headers")" = "$tag" ]; then
    pass "If-None-Match: W/$tag gives 304 with no body and the same ETag"
else
    fail "revalidation: status $(status_of "$work/304.headers"), $(wc -c <"$work/304.body") body bytes"
fi

curl -s -I -o "$work/head.headers" "$SHEETD_URL/layout?request=$request"
if [ "$(status_of "$work/head.headers")" = 200 ] && [ "$(header ETag "$work/head.headers")" = "$tag" ] \
    && [ "$(header Content-Length "$work/head.headers")" = "$(wc -c <"$work/get.body" | tr -d ' ')" ]; then
    pass "HEAD answers the GET's status, ETag and Content-Length"
else
    fail "HEAD: $(tr '\r\n' '  ' <"$work/head.headers")"
fi

curl -s -o "$work/bad.body" -w '%{http_code}' "$SHEETD_URL/layout?request=not+base64" >"$work/bad.code"
if [ "$(cat "$work/bad.code")" = 400 ] && jq -e '.type == "urn:sheetd:problem:invalid-parameter"
    and .parameter == "request"' "$work/bad.body" >/dev/null; then
    pass "a request parameter that is not base64url gets 400 invalid-parameter naming it"
else
    fail "bad parameter: status $(cat "$work/bad.code"), body $(cat "$work/bad.body")"
fi

long=$(head -c 9000 /dev/zero | base64url)
curl -s -o "$work/long.body" -w '%{http_code}' "$SHEETD_URL/layout?request=$long" >"$work/long.code"
if [ "$(cat "$work/long.code")" = 414 ] && jq -e '.parameter == "request"' "$work/long.body" >/dev/null; then
    pass "a request parameter past --max-url-bytes gets 414 uri-too-long naming it"
else
    fail "long parameter: status $(cat "$work/long.code"), body $(cat "$work/long.body")"
fi

finish
