#!/usr/bin/env bash
# Container test: builds the Dockerfile with podman, runs the image on 127.0.0.1 the way
# deploy/kubernetes/ runs it (read-only root, no capabilities, no privilege escalation, its
# own non-root user), checks it over the wire, then stops it with SIGTERM and expects a
# drained, clean exit. Ends with `container: N passed, M failed`; exits 1 if M > 0.
#
# No registry is needed: ../shared/tools/container-images (next to the repository, as in
# CI) installs podman if missing and makes local stand-ins for swift:6.3-bookworm and
# debian:bookworm-slim; the Swift toolchain is bind-mounted into the build. Needs root.
#
# Env: CONTAINER_IMAGE       tag to build and test (default localhost/sheetd:test)
#      CONTAINER_CONTEXT     build context (default: the repository root)
#      CONTAINER_REMOVE_IMAGE=1  also untag/remove the image at the end (default: kept;
#                            the build's layer cache stays either way)
#      CONTAINER_IMAGES_TOOL path of container-images (default ../shared/tools/container-images)
#      CONTAINER_MAX_ADDED_MB  budget for what the image adds to debian:bookworm-slim (85)
#      CONTAINER_BENCH=1     also load POST /layout with wrk (BENCH_CONNECTIONS, default
#                            "1 16 64", each for BENCH_DURATION, default 10s) and print
#                            req/s, CPU cores and RSS of sheetd: the figures that size
#                            deploy/kubernetes/deployment.yaml. wrk shares the machine.
# Logs go to .build/container/.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh # for sheetd_free_port

image=${CONTAINER_IMAGE:-localhost/sheetd:test}
context=${CONTAINER_CONTEXT:-$root}
tool=${CONTAINER_IMAGES_TOOL:-$root/../shared/tools/container-images}
max_added_mb=${CONTAINER_MAX_ADDED_MB:-85}
seed_request=examples/seed.json
workdir=$root/.build/container
name=sheetd-container-test-$$
port_name=$name-port

# shellcheck source=scripts/lib/checks.sh
. scripts/lib/checks.sh
checks_begin container

# podman logs "unable to get systemd connection" for every HEALTHCHECK container: there is
# no systemd here to run its timer. Harmless; kept out of the output, in podman.err.
podman_quiet() { podman "$@" 2>>"$workdir/podman.err"; }

show_log() {
    echo "---- container log ($name) ----"
    podman logs "$name" 2>&1 | grep -v 'unable to get systemd connection' | tail -n 50
    echo "---- end of container log ----"
}

# Removes this run's containers, and the image if asked; never other images (the layer
# cache of earlier builds stays, and may be another run's).
cleanup() {
    podman_quiet rm -f -t 0 --ignore "$name" "$port_name" >/dev/null || true
    if [ "${CONTAINER_REMOVE_IMAGE:-0}" = 1 ]; then
        podman_quiet rmi --ignore "$image" >/dev/null || true
    fi
}

# Waits up to $2 seconds for GET $1/healthz to answer 200 while container $3 runs.
wait_healthy() {
    local url=$1 deadline=$((SECONDS + $2)) container=$3
    while [ "$SECONDS" -lt "$deadline" ]; do
        [ "$(podman inspect --format '{{.State.Running}}' "$container" 2>/dev/null)" = true ] || return 1
        [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url/healthz" || true)" = 200 ] && return 0
        sleep 0.2
    done
    return 1
}

# Sends one request; prints the status code and writes the body to $workdir/NAME.out.
request() {
    local name=$1
    shift
    curl -s --max-time 10 -o "$workdir/$name.out" -w '%{http_code}' "$@" || true
}

# POSTs the layout request in file $2 to /preview for a PNG, like `request` with NAME $1; prints
# the status code, and the PNG's first bytes when the body is not a PNG.
request_png() {
    local code signature
    code=$(request "$1" -H 'Content-Type: application/json' -H 'Accept: image/png' --data-binary "@$2" "$url/preview")
    signature=$(head -c 8 "$workdir/$1.out" 2>/dev/null | od -An -tx1 | tr -d ' \n')
    if [ "$signature" = 89504e470d0a1a0a ]; then echo "$code"; else echo "$code, first bytes '$signature'"; fi
}

# --- preconditions and base images -----------------------------------------------------

for tool_name in curl jq; do
    command -v "$tool_name" >/dev/null || { echo "container: $tool_name is missing (scripts/ensure-deps.sh test)" >&2; exit 1; }
done
[ -f "$tool" ] || { echo "container: no $tool (CI copies shared/ next to the repository)" >&2; exit 1; }
mkdir -p "$workdir"
rm -f "$workdir"/*.out "$workdir/podman.err"

exports=$(bash "$tool") || { fail "$tool could not prepare the base images"; summary; exit 1; }
eval "$exports"
trap cleanup EXIT

# --- build -----------------------------------------------------------------------------

# --format docker: OCI images have no HEALTHCHECK, and podman would drop it.
read -r -a toolchain_mount <<<"$SWIFT_TOOLCHAIN_MOUNT" # "-v host:container:ro", two words
build=(podman build --pull=never --format docker "${toolchain_mount[@]}" -t "$image" -f "$root/Dockerfile" "$context")
echo "container: ${build[*]} (log in ${workdir#"$root"/}/build.log)"
started=$SECONDS
if timeout 1800 "${build[@]}" >"$workdir/build.log" 2>&1; then
    pass "podman build of Dockerfile in $((SECONDS - started)) s"
else
    fail "podman build (last lines of ${workdir#"$root"/}/build.log below)"
    tail -n 40 "$workdir/build.log"
    summary
    exit 1
fi

# --- the image -------------------------------------------------------------------------

size=$(podman image inspect --format '{{.Size}}' "$image")
base_size=$(podman image inspect --format '{{.Size}}' docker.io/library/debian:bookworm-slim)
added_mb=$(((size - base_size) / 1000000))
echo "container: image $image is $((size / 1000000)) MB, $added_mb MB over debian:bookworm-slim"
if [ "$added_mb" -le "$max_added_mb" ]; then
    pass "the image adds $added_mb MB to debian:bookworm-slim (budget $max_added_mb MB)"
else
    fail "the image adds $added_mb MB to debian:bookworm-slim (budget $max_added_mb MB)"
fi

libraries=$(podman_quiet run --rm --entrypoint ldd "$image" /usr/local/bin/sheetd)
if [ -n "$libraries" ] && ! grep -q 'not found' <<<"$libraries" \
    && ! grep -Eq 'libswift|libdispatch|libBlocksRuntime|libFoundation' <<<"$libraries"; then
    pass "ldd: every library of /usr/local/bin/sheetd resolves, and none is the Swift runtime"
else
    fail "ldd /usr/local/bin/sheetd in the image:"
    echo "$libraries"
fi

user=$(podman image inspect --format '{{.Config.User}}' "$image")
if [[ "$user" =~ ^[1-9][0-9]*(:[0-9]+)?$ ]]; then
    pass "the image runs as numeric non-root user $user"
else
    fail "the image's user is '$user' (want a numeric non-root uid, for runAsNonRoot)"
fi

# --- run -------------------------------------------------------------------------------

port=$(sheetd_free_port)
url=http://127.0.0.1:$port
if podman_quiet run -d --name "$name" --read-only --cap-drop=ALL --security-opt=no-new-privileges \
    -p "127.0.0.1:$port:8080" "$image" >/dev/null; then
    echo "container: $name on $url"
else
    fail "podman run $image"
    summary
    exit 1
fi

if wait_healthy "$url" 30 "$name"; then
    pass "GET /healthz answers 200 within 30 s of start (read-only root, no capabilities)"
else
    fail "GET /healthz did not answer 200 within 30 s of start"
    show_log
    summary
    exit 1
fi

code=$(request layout -H 'Content-Type: application/json' --data-binary "@$seed_request" "$url/layout")
y=$(jq -r '.sheet.screenFrame.y' "$workdir/layout.out" 2>/dev/null)
if [ "$code" = 200 ] && [ "$y" = 568.333 ]; then
    pass "POST /layout with $seed_request answers 200, sheet at y = 568.333"
else
    fail "POST /layout with $seed_request: status $code, sheet y '$y' (want 200, 568.333)"
    head -c 500 "$workdir/layout.out"
    echo
fi

code=$(request readyz "$url/readyz")
if [ "$code" = 200 ]; then
    pass "GET /readyz answers 200"
else
    fail "GET /readyz: status $code (want 200)"
fi

code=$(request metrics "$url/metrics")
if [ "$code" = 200 ] \
    && grep -q '^sheetd_http_requests_total{route="/layout",method="POST",status="200"} 1$' "$workdir/metrics.out"; then
    pass "GET /metrics answers 200 and counts the POST /layout"
else
    fail "GET /metrics: status $code, or no sheetd_http_requests_total for the POST /layout"
fi

# librsvg is loaded by the first PNG preview rather than linked, so only this shows that the image has it.
code=$(request_png preview-png "$seed_request")
if [ "$code" = 200 ]; then
    pass "POST /preview with Accept: image/png answers a PNG (librsvg, loaded on first use, is in the image)"
else
    fail "POST /preview with Accept: image/png: status $code (want 200 and a PNG)"
    head -c 300 "$workdir/preview-png.out"
    echo
fi

# Japanese text: measured with the CJK faces the image copies, so the service draws exactly the
# line breaks of the reviewed examples/Generated/long-japanese-message.svg (rendered with Debian's packages), after
# its first line, which names its generator.
japanese=examples/long-japanese-message
japanese_svg=examples/Generated/long-japanese-message.svg
code=$(request preview-japanese -H 'Content-Type: application/json' --data-binary "@$japanese.json" "$url/preview")
if [ "$code" = 200 ] && cmp -s "$workdir/preview-japanese.out" <(tail -n +2 "$japanese_svg"); then
    pass "POST /preview of $japanese.json draws $japanese_svg byte for byte (CJK fonts)"
else
    fail "POST /preview of $japanese.json: status $code, or the SVG differs from $japanese_svg"
fi
code=$(request_png preview-japanese-png "$japanese.json")
if [ "$code" = 200 ]; then
    pass "POST /preview of $japanese.json as PNG answers a PNG (librsvg draws CJK text)"
else
    fail "POST /preview of $japanese.json as PNG: status $code (want 200 and a PNG)"
fi

if podman_quiet healthcheck run "$name" >/dev/null; then
    pass "the image's HEALTHCHECK (sheetd --check-health, no shell) passes"
else
    fail "podman healthcheck run: the image's HEALTHCHECK fails"
fi

# Nothing listening: the same check exits 1 (it starts no server of its own).
if podman_quiet run --rm --read-only --cap-drop=ALL "$image" --check-health >/dev/null 2>&1; then
    fail "sheetd --check-health exits 0 with no server running"
else
    pass "sheetd --check-health exits non-zero when nothing listens"
fi

# PORT is honoured: the same image on another port.
other_port=$(sheetd_free_port)
if podman_quiet run -d --name "$port_name" --read-only --cap-drop=ALL -e PORT=9000 \
    -p "127.0.0.1:$other_port:9000" "$image" >/dev/null \
    && wait_healthy "http://127.0.0.1:$other_port" 30 "$port_name"; then
    pass "with PORT=9000 the image listens on 9000"
else
    fail "with PORT=9000 the image does not answer on 9000"
fi
podman_quiet rm -f -t 0 --ignore "$port_name" >/dev/null

# --- optional: load, CPU and memory, for sizing ----------------------------------------

# CPU seconds (user + system, all threads) of host process $1.
cpu_seconds() {
    awk -v hz="$(getconf CLK_TCK)" '{ printf "%.3f", ($14 + $15) / hz }' "/proc/$1/stat"
}

# kB of field $2 (VmRSS, VmHWM) of host process $1.
memory_kb() { awk -v field="$2:" '$1 == field { print $2 }' "/proc/$1/status"; }

bench() {
    local pid c threads cpu0 cpu1 t0 t1 line
    command -v wrk >/dev/null || { fail "CONTAINER_BENCH=1 needs wrk (scripts/ensure-deps.sh bench)"; return; }
    pid=$(podman inspect --format '{{.State.Pid}}' "$name")
    echo "container bench: idle RSS $(($(memory_kb "$pid" VmRSS) / 1024)) MB"
    for c in ${BENCH_CONNECTIONS:-1 16 64}; do
        threads=$(nproc)
        [ "$threads" -le "$c" ] || threads=$c
        cpu0=$(cpu_seconds "$pid")
        t0=$(date +%s.%N)
        BENCH_BODY=$seed_request wrk -t"$threads" -c"$c" -d"${BENCH_DURATION:-10s}" --latency \
            -s scripts/bench-layout.lua "$url/layout" >"$workdir/wrk-$c.txt"
        t1=$(date +%s.%N)
        cpu1=$(cpu_seconds "$pid")
        line=$(awk -v c="$c" -v cpu0="$cpu0" -v cpu1="$cpu1" -v t0="$t0" -v t1="$t1" \
            -v rss="$(memory_kb "$pid" VmRSS)" -v hwm="$(memory_kb "$pid" VmHWM)" '
            BEGIN { cpu = cpu1 - cpu0; wall = t1 - t0 }
            /Requests\/sec/ { rps = $2 }
            $1 == "99%" { p99 = $2 }
            /^bench: / { bad = $4 }
            END {
                printf "%d connections: %.0f req/s, p99 %s, %.2f CPU cores (%.0f us CPU per request), RSS %d MB (peak %d MB), %s non-2xx",
                    c, rps, p99, cpu / wall, (rps > 0 ? 1e6 * cpu / wall / rps : 0), rss / 1024, hwm / 1024, bad
            }' "$workdir/wrk-$c.txt")
        if [ -n "$line" ] && grep -q ', 0 non-2xx/3xx' "$workdir/wrk-$c.txt"; then
            pass "bench: $line"
        else
            fail "bench: $line"
        fi
    done
}

if [ "${CONTAINER_BENCH:-0}" = 1 ]; then bench; fi

# --- graceful shutdown -----------------------------------------------------------------

started=$SECONDS
podman_quiet stop -t 15 "$name" >/dev/null
status=$(podman inspect --format '{{.State.ExitCode}}' "$name")
last=$(podman logs "$name" 2>/dev/null | tail -n 1)
if [ "$status" = 0 ]; then
    pass "podman stop (SIGTERM): exit code 0 after $((SECONDS - started)) s"
else
    fail "podman stop (SIGTERM): exit code $status (want 0; 137 = killed after 15 s)"
    show_log
fi
if jq -e '.message == "stopped" and .drained == true' <<<"$last" >/dev/null 2>&1; then
    pass "the last log line says it drained: $last"
else
    fail "the last log line is not a drained stop: $last"
fi

summary
