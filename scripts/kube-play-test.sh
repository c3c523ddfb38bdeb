#!/usr/bin/env bash
# Kube play test: plays deploy/kubernetes/deployment.yaml under `podman kube play` with the
# locally built image (scripts/container-test.sh builds it), its probes as written, and checks
# that the pod comes up healthy (the probes' health check passes, the container is not
# restarted) and answers /healthz and /readyz; then tears it down with `podman kube down`.
# Ends with `kube-play: N passed, M failed`; exits 1 if M > 0. Skips (exit 0, with the reason)
# where podman cannot run pods: not root, no podman, or no catatonit for the pod's pause image.
#
# podman 4.3 turns only the liveness probe into something, the container's health check, and
# has no systemd here to run its timer: the test runs it by hand, and checks readiness with
# GET /readyz.
#
# The manifest is played in a copy changed only where podman needs it: the image, one replica,
# its own name (so runs do not collide), and a hostPort on 127.0.0.1 (podman publishes every
# containerPort on 0.0.0.0 otherwise).
#
# Env: CONTAINER_IMAGE        the image to play (default localhost/sheetd:test)
#      CONTAINER_IMAGES_TOOL  path of container-images (default ../shared/tools/container-images)
#      KUBE_PLAY_SECONDS      how long the pod must stay up without a restart (default 15)
# Logs go to .build/kube-play/.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
# shellcheck source=scripts/lib/sheetd-process.sh
. scripts/lib/sheetd-process.sh # for sheetd_free_port

image=${CONTAINER_IMAGE:-localhost/sheetd:test}
tool=${CONTAINER_IMAGES_TOOL:-$root/../shared/tools/container-images}
stay_seconds=${KUBE_PLAY_SECONDS:-15}
workdir=$root/.build/kube-play
name=sheetd-kube-play-$$
manifest=$workdir/$name.yaml
# shellcheck source=scripts/lib/checks.sh
. "$root/scripts/lib/checks.sh"
checks_begin kube-play
skip() {
    echo "SKIP: kube-play: $* (nothing was played)"
    exit 0
}

[ "$(id -u)" = 0 ] || skip "needs root (rootful podman with the sandbox's containers.conf)"
command -v podman >/dev/null || skip "no podman (make container-test installs it)"
command -v catatonit >/dev/null || skip "no catatonit, which podman needs for the pod's pause image"
[ -f "$tool" ] || skip "no $tool for CONTAINERS_CONF"
[ -x .venv/bin/python ] || { echo "kube-play: no .venv/bin/python (scripts/ensure-deps.sh test)" >&2; exit 1; }
mkdir -p "$workdir"
# Only CONTAINERS_CONF is wanted here; the base images already exist when the image does.
exports=$(bash "$tool") || skip "$tool could not prepare podman"
eval "$exports"
podman image exists "$image" || {
    fail "no image $image: build it first (make container-test)"
    summary
    exit 1
}

# podman logs "unable to get systemd connection" for every health check: no systemd here.
podman_quiet() { podman "$@" 2>>"$workdir/podman.err"; }
cleanup() { podman_quiet kube down "$manifest" >/dev/null || true; }
trap cleanup EXIT

port=$(sheetd_free_port)
.venv/bin/python - "$image" "$name" "$port" >"$manifest" <<'EOF' || { fail "cannot prepare the manifest"; summary; exit 1; }
import sys

import yaml

image, name, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
with open("deploy/kubernetes/deployment.yaml") as file:
    deployment = yaml.safe_load(file)
deployment["metadata"]["name"] = name
deployment["spec"]["replicas"] = 1
container = deployment["spec"]["template"]["spec"]["containers"][0]
container["image"] = image
container["imagePullPolicy"] = "Never"
container["ports"][0].update(hostPort=port, hostIP="127.0.0.1")
yaml.safe_dump(deployment, sys.stdout, sort_keys=False)
EOF

if podman_quiet kube play "$manifest" >"$workdir/play.log"; then
    pass "podman kube play of deployment.yaml (image $image, probes as written)"
else
    fail "podman kube play (see ${workdir#"$root"/}/play.log and podman.err)"
    tail -n 20 "$workdir/podman.err"
    summary
    exit 1
fi
# `kube play` prints "Pod:" and "Container:", each followed by the ID it made.
pod=$(awk 'previous == "Pod:" { print; exit } { previous = $0 }' "$workdir/play.log")
container=$(awk 'previous == "Container:" { print; exit } { previous = $0 }' "$workdir/play.log")
echo "kube-play: pod ${pod:0:12}, container ${container:0:12}, /healthz on 127.0.0.1:$port"

# The probes podman turned into the container's health check: the exec one, not curl on port 0.
health_test=$(podman inspect --format '{{json .Config.Healthcheck.Test}}' "$container" 2>/dev/null)
if grep -q -- '--check-health' <<<"$health_test" && ! grep -q curl <<<"$health_test"; then
    pass "the health check podman made from the probes runs sheetd --check-health: $health_test"
else
    fail "the health check podman made from the probes: $health_test (want sheetd --check-health, no curl)"
fi

deadline=$((SECONDS + 30))
code=000
while [ "$SECONDS" -lt "$deadline" ]; do
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$port/healthz" || true)
    [ "$code" = 200 ] && break
    sleep 0.3
done
if [ "$code" = 200 ]; then
    pass "GET /healthz on the pod's hostPort answers 200"
else
    fail "GET /healthz on the pod's hostPort: status $code after 30 s"
    podman logs "$container" 2>&1 | tail -n 20
fi

code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$port/readyz" || true)
if [ "$code" = 200 ]; then pass "GET /readyz answers 200 (ready)"; else fail "GET /readyz: status $code"; fi

# No systemd here to run the health check's timer, so it is run by hand, as the timer would.
if podman_quiet healthcheck run "$container" >/dev/null; then
    pass "podman healthcheck run (the probe's command, in the pod) passes"
else
    fail "podman healthcheck run fails"
fi
status=$(podman inspect --format '{{.State.Health.Status}}' "$container" 2>/dev/null)
if [ "$status" = healthy ]; then pass "the container is healthy"; else fail "health status '$status'"; fi

sleep "$stay_seconds"
state=$(podman inspect --format '{{.State.Status}} {{.RestartCount}}' "$container" 2>/dev/null)
if [ "$state" = "running 0" ]; then
    pass "after $stay_seconds s the container still runs, never restarted"
else
    fail "after $stay_seconds s: state and restarts '$state' (want 'running 0')"
fi

if podman_quiet kube down "$manifest" >/dev/null && ! podman pod exists "$pod"; then
    pass "podman kube down removes the pod"
else
    fail "podman kube down left pod ${pod:0:12}"
fi
summary
