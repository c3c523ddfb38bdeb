#!/usr/bin/env bash
# The GET forms over the wire, and behind a real HTTP cache. Starts the real sheetd on 127.0.0.1 and a free
# port and checks with curl that `GET /layout?request=<base64url>` answers the POST's bytes and ETag with
# `Cache-Control: public, max-age`, that revalidation with If-None-Match gives 304, and that HEAD and a bad
# parameter answer as documented. Then starts Debian's nginx on another free port with
# deploy/nginx/sheetd-cache.conf (docs/operations.md shows the same file, which is checked too) and shows that a repeated
# GET is answered by nginx (`X-Cache-Status: HIT`) without reaching sheetd: sheetd's request counters in
# /metrics do not move.
#
# Usage: IntegrationTests/http-cache/run.sh
#   SHEETD_BIN=…   the sheetd to test (default: `swift build --product sheetd`, the debug build)
#   KEEP_WORK=1    keep the work folder (answers, headers, logs, nginx's files) and print its path
# Installs nginx-light through scripts/ensure-deps.sh cache. Both servers are stopped by their PIDs.
# Ends with `http-cache: N passed, M failed`.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh
# shellcheck source=scripts/lib/checks.sh
. scripts/lib/checks.sh
checks_begin http-cache

work=$(mktemp -d "${TMPDIR:-/tmp}/sheetd-http-cache.XXXXXX")
nginx_pid=""
cleanup() {
    if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
        kill -QUIT "$nginx_pid" 2>/dev/null # graceful stop of the master we started; its workers follow
        for _ in $(seq 50); do kill -0 "$nginx_pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$nginx_pid" 2>/dev/null || true
    fi
    [ -z "$nginx_pid" ] || wait "$nginx_pid" 2>/dev/null || true
    sheetd_stop
    if [ -n "${KEEP_WORK:-}" ]; then echo "http-cache: work folder kept in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

if ! bin=$(sheetd_binary 2>"$work/build.log"); then
    tail -n 30 "$work/build.log" >&2
    fail "swift build --product sheetd"
    finish
fi

sheetd_start "$bin" "$work/sheetd.log"
if ! sheetd_wait_healthy 30; then
    tail -n 50 "$work/sheetd.log" >&2
    fail "sheetd did not answer GET /healthz within 30 s"
    finish
fi

# base64url without padding (RFC 4648 §5), the form docs/api.md shows.
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
# RFC 9110 §8.6: a 304 carries no Content-Length, or the 200's; libmicrohttpd 0.9.75 writes one on every 304.
length_304=$(grep -ci '^Content-Length:' "$work/304.headers" || true)
if [ "$length_304" -le 1 ] && { [ "$length_304" -eq 0 ] \
    || [ "$(header Content-Length "$work/304.headers")" = "$(wc -c <"$work/get.body" | tr -d ' ')" ]; } \
    && [ "$(header Content-Type "$work/304.headers")" = "$(header Content-Type "$work/get.headers")" ] \
    && [ "$(header Cache-Control "$work/304.headers")" = "$(header Cache-Control "$work/get.headers")" ]; then
    pass "the 304 carries the 200's Content-Length ($(header Content-Length "$work/304.headers")), Content-Type and Cache-Control"
else
    fail "304 head: $(tr '\r\n' '  ' <"$work/304.headers")"
fi
# The 304's unsent body must not desynchronise a keep-alive connection: a second request on it is answered.
curl -s -o /dev/null -o "$work/after304.body" -w '%{http_code} %{num_connects}\n' -H "If-None-Match: $tag" \
    "$SHEETD_URL/layout?request=$request" "$SHEETD_URL/healthz" >"$work/keepalive.txt"
if [ "$(tr '\n' ' ' <"$work/keepalive.txt")" = "304 1 200 0 " ]; then
    pass "a 304 and the next request share one connection"
else
    fail "keep-alive after a 304: $(tr '\n' ' ' <"$work/keepalive.txt")"
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

# --- behind nginx's proxy_cache ---------------------------------------------------------------------------

if ! scripts/ensure-deps.sh cache >"$work/ensure-deps.log" 2>&1; then
    cat "$work/ensure-deps.log" >&2
    fail "could not install nginx-light"
    finish
fi

# docs/operations.md shows deploy/nginx/sheetd-cache.conf in full: its ```nginx block must be the file, byte for
# byte.
if diff <(sed -n '/^```nginx$/,/^```$/p' docs/operations.md | sed '1d;$d') deploy/nginx/sheetd-cache.conf \
    >"$work/docs.diff"
then
    pass "docs/operations.md's nginx block is deploy/nginx/sheetd-cache.conf"
else
    fail "docs/operations.md's nginx block differs from deploy/nginx/sheetd-cache.conf:"
    cat "$work/docs.diff"
fi

# The deployed file with this run's ports and folder: each of the three lines must be found and changed once.
nginx_port=$(sheetd_free_port)
mkdir -p "$work/nginx/cache" "$work/nginx/temp"
sed -e "s|^    listen 80;|    listen 127.0.0.1:$nginx_port;|" \
    -e "s|^    server 127.0.0.1:8080;|    server 127.0.0.1:$SHEETD_PORT;|" \
    -e "s|^proxy_cache_path /var/cache/nginx/sheetd |proxy_cache_path $work/nginx/cache |" \
    deploy/nginx/sheetd-cache.conf >"$work/nginx/sheetd-cache.conf"
changed=$(diff deploy/nginx/sheetd-cache.conf "$work/nginx/sheetd-cache.conf" | grep -c '^>')
if [ "$changed" != 3 ]; then
    fail "deploy/nginx/sheetd-cache.conf no longer has the listen, server and proxy_cache_path lines the test sets"
    finish
fi
cat >"$work/nginx/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log;
$([ "$(id -u)" -eq 0 ] && echo "user root;") # the workers write the cache in this run's folder
events { worker_connections 64; }
http {
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/temp/body;
    proxy_temp_path $work/nginx/temp/proxy;
    include $work/nginx/sheetd-cache.conf;
}
CONF
nginx -t -q -e "$work/nginx/error.log" -c "$work/nginx/nginx.conf" -p "$work/nginx" 2>"$work/nginx/test.log" \
    || { cat "$work/nginx/test.log" >&2; fail "nginx -t refuses the configuration"; finish; }
nginx -e "$work/nginx/error.log" -c "$work/nginx/nginx.conf" -p "$work/nginx" </dev/null >/dev/null 2>&1 &
nginx_pid=$!
cache_url="http://127.0.0.1:$nginx_port"
for _ in $(seq 100); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$cache_url/healthz")" = 200 ] && break
    sleep 0.1
done

# sheetd's own count of the requests it answered, /metrics scrapes left out (they are this test's own).
answered() {
    curl -s "$SHEETD_URL/metrics" | awk '/^sheetd_http_requests_total\{/ && !/route="\/metrics"/ { n += $2 } END { print n + 0 }'
}
layout_gets() {
    curl -s "$SHEETD_URL/metrics" \
        | awk '/^sheetd_http_requests_total\{route="\/layout",method="GET",status="200"\}/ { print $2 }'
}
# A request no other check sent, so that nginx has not seen it.
cached_json='{"screen":{"width":375},"sheet":{"title":"Cached","actions":[{"title":"OK"},{"title":"Cancel","style":"cancel"}]}}'
cached_request=$(printf '%s' "$cached_json" | base64url)
before=$(answered)
gets_before=$(layout_gets)
curl -s -D "$work/miss.headers" -o "$work/miss.body" "$cache_url/layout?request=$cached_request"
after_miss=$(answered)
curl -s -D "$work/hit.headers" -o "$work/hit.body" "$cache_url/layout?request=$cached_request"
curl -s -D "$work/hit304.headers" -o "$work/hit304.body" \
    -H "If-None-Match: $(header ETag "$work/miss.headers")" "$cache_url/layout?request=$cached_request"
after_hit=$(answered)
printf '%s' "$cached_json" | curl -s -o "$work/direct.body" -H 'Content-Type: application/json' --data-binary @- \
    "$SHEETD_URL/layout"

if [ "$(header X-Cache-Status "$work/miss.headers")" = MISS ] && [ $((after_miss - before)) -eq 1 ] \
    && [ "$(layout_gets)" = $((${gets_before:-0} + 1)) ]; then
    pass "the first GET through nginx is a MISS that sheetd answers (its counter +1: $before -> $after_miss)"
else
    fail "first GET: X-Cache-Status '$(header X-Cache-Status "$work/miss.headers")', sheetd's count $before -> $after_miss"
fi
if [ "$(status_of "$work/hit.headers")" = 200 ] && [ "$(header X-Cache-Status "$work/hit.headers")" = HIT ] \
    && cmp -s "$work/hit.body" "$work/direct.body" \
    && [ "$(header ETag "$work/hit.headers")" = "$(header ETag "$work/miss.headers")" ]; then
    pass "the repeated GET is a HIT with the POST's bytes and the same ETag"
else
    fail "repeated GET: status $(status_of "$work/hit.headers"), X-Cache-Status '$(header X-Cache-Status "$work/hit.headers")'"
fi
if [ "$(status_of "$work/hit304.headers")" = 304 ] && [ "$(header X-Cache-Status "$work/hit304.headers")" = HIT ]; then
    pass "nginx answers If-None-Match with 304 from its cache"
else
    fail "conditional GET through nginx: status $(status_of "$work/hit304.headers"), X-Cache-Status '$(header X-Cache-Status "$work/hit304.headers")'"
fi
if [ "$after_hit" = "$after_miss" ]; then
    pass "sheetd's request counter did not move for the HIT and the 304 ($after_miss -> $after_hit)"
else
    fail "sheetd answered requests nginx should have: its count went $after_miss -> $after_hit"
fi

finish
