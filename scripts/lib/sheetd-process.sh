# shellcheck shell=bash
# Start, probe and stop one sheetd on 127.0.0.1 for a script that sources this file
# (IntegrationTests/live.sh, IntegrationTests/http-cache/run.sh, scripts/bench-smoke.sh, …). The caller owns the process: it calls
# `sheetd_stop` from an EXIT trap, and nothing here kills anything but that PID.
#
#   sheetd_binary           print the sheetd to test: $SHEETD_BIN, else the debug build (`swift build --product
#                           sheetd`, in $SHEETD_SCRATCH_PATH if set; its output on stderr); 1 if the build fails
#   sheetd_start BIN LOG [ARG...]
#                           start BIN on a free port with ARGs; sets SHEETD_PID, SHEETD_PORT, SHEETD_URL
#   sheetd_wait_healthy SECONDS
#                           wait for GET /healthz to answer 200; 1 if it does not in time
#   sheetd_wait_exit SECONDS
#                           wait for the process to exit; 1 if it still runs after SECONDS
#   sheetd_stop             SIGTERM, then SIGKILL after 5 s; reaps the process; idempotent

SHEETD_PID=""
SHEETD_PORT=""
SHEETD_URL=""

# Prints a TCP port on 127.0.0.1 that was free a moment ago (the kernel's choice for port 0).
sheetd_free_port() {
    local python
    python=$(command -v python3 || true)
    [ -n "$python" ] || python="$(dirname "${BASH_SOURCE[0]}")/../../.venv/bin/python"
    "$python" -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()'
}

sheetd_binary() {
    if [ -n "${SHEETD_BIN:-}" ]; then
        echo "$SHEETD_BIN"
        return
    fi
    local scratch=()
    [ -n "${SHEETD_SCRATCH_PATH:-}" ] && scratch=(--scratch-path "$SHEETD_SCRATCH_PATH")
    swift build "${scratch[@]}" --product sheetd >&2 || return 1
    echo "$(swift build "${scratch[@]}" --show-bin-path)/sheetd"
}

sheetd_start() {
    local bin=$1 log=$2
    SHEETD_PORT=$(sheetd_free_port)
    SHEETD_URL="http://127.0.0.1:$SHEETD_PORT"
    "$bin" --host 127.0.0.1 --port "$SHEETD_PORT" "${@:3}" </dev/null >"$log" 2>&1 &
    SHEETD_PID=$!
}

# True while the process we started has not exited.
sheetd_is_running() {
    [ -n "$SHEETD_PID" ] && kill -0 "$SHEETD_PID" 2>/dev/null
}

sheetd_wait_healthy() {
    local deadline=$((SECONDS + $1)) code
    while [ "$SECONDS" -lt "$deadline" ]; do
        sheetd_is_running || return 1
        code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$SHEETD_URL/healthz" || true)
        [ "$code" = 200 ] && return 0
        sleep 0.2
    done
    return 1
}

# Waits up to SECONDS (whole) for the process to exit; 1 if it still runs then.
sheetd_wait_exit() {
    local _
    for _ in $(seq $(($1 * 10))); do
        sheetd_is_running || return 0
        sleep 0.1
    done
    ! sheetd_is_running
}

sheetd_stop() {
    [ -n "$SHEETD_PID" ] || return 0
    if sheetd_is_running; then
        kill -TERM "$SHEETD_PID" 2>/dev/null || true
        if ! sheetd_wait_exit 5; then
            echo "sheetd (pid $SHEETD_PID) ignored SIGTERM for 5 s; sending SIGKILL" >&2
            kill -KILL "$SHEETD_PID" 2>/dev/null || true
        fi
    fi
    wait "$SHEETD_PID" 2>/dev/null || true
    SHEETD_PID=""
}
