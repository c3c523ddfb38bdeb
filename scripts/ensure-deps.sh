#!/usr/bin/env bash
# Installs what sheetd needs, and only what is missing, so that `make run` and `make test`
# work on a fresh Debian 12 machine and cost a few milliseconds on a prepared one.
#
# Usage: scripts/ensure-deps.sh GROUP...
#   build   pkg-config, libmicrohttpd-dev, libharfbuzz-dev, libicu-dev, librsvg2-2 (loaded at run time for
#           PNG previews), curl; checks for swift
#   test    build + jq + slowhttptest + prometheus (promtool) + a Python with venv, and the tools of
#           requirements-dev.txt in .venv/
#   bench   build + wrk (+ python3 if there is none)
#   guard   build + valgrind (callgrind counts instructions), gcc and binutils (the allocation-counting shim,
#           objcopy) for scripts/cost-guard.py
#   fonts   fonts-inter, fonts-noto-cjk, fonts-noto-core, libharfbuzz-dev, libicu-dev; fonts-dejavu-core (DejaVu
#           Sans, the second family the tests configure with --font-config)
#   browser chromium (plays the CSS export) and libcairo2 (CairoSVG renders Lottie frames)
#   cache   nginx-light: the HTTP cache in front of sheetd in IntegrationTests/http-cache (started by the test
#           on 127.0.0.1 with deploy/nginx/sheetd-cache.conf; Debian's own nginx service is not used)
#   lint    eslint (the playground's script, scripts/lint-playground.sh)
#   typescript  Java (openapi-generator), tsc and Node, for the TypeScript client test
#           (IntegrationTests/contract/typescript/run.sh)
#
# apt-get runs (after one `apt-get update`) only when a package is missing. The venv is
# (re)built only when requirements-dev.txt or the Python behind it changed: a stamp file in
# .venv/ records both.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.venv"
requirements="$root/requirements-dev.txt"
stamp="$venv/.requirements-dev.stamp"

log() { printf 'ensure-deps: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

usage() {
    sed -n '5,21s/^# \{0,1\}//p' "$0" >&2
    exit 2
}

# --- groups -> Debian packages -------------------------------------------------------------

packages=()
want_venv=false
want_swift=false

add_group() {
    case "$1" in
        build)
            want_swift=true
            # HarfBuzz and ICU: Package.swift's CHarfBuzz and CLineBreak targets link them.
            packages+=(pkg-config libmicrohttpd-dev libharfbuzz-dev libicu-dev librsvg2-2 curl)
            ;;
        test)
            add_group build
            # prometheus: Debian ships promtool only in it; the reliability tests check /metrics with
            # `promtool check metrics`. Where systemd runs, Debian also starts a Prometheus server on :9090
            # (`systemctl disable --now prometheus` if that is not wanted).
            packages+=(jq slowhttptest prometheus)
            want_venv=true
            ;;
        bench)
            add_group build
            packages+=(wrk)
            command -v python3 >/dev/null || packages+=(python3) # to pick a free port
            ;;
        guard)
            add_group build
            packages+=(valgrind gcc binutils)
            command -v python3 >/dev/null || packages+=(python3)
            ;;
        browser)
            packages+=(chromium libcairo2)
            ;;
        cache)
            packages+=(nginx-light)
            ;;
        lint)
            packages+=(eslint)
            ;;
        typescript)
            # A Java that openapi-generator-cli (PyPI) runs on; Debian 12's tsc 4.8; Node runs the client.
            command -v java >/dev/null || packages+=(default-jre-headless)
            command -v node >/dev/null || packages+=(nodejs)
            packages+=(node-typescript)
            ;;
        fonts)
            packages+=(fonts-inter fonts-noto-cjk fonts-noto-core fonts-dejavu-core libharfbuzz-dev libicu-dev)
            ;;
        -h | --help) usage ;;
        *) log "unknown group '$1'"; usage ;;
    esac
}

[ $# -gt 0 ] || usage
for group in "$@"; do add_group "$group"; done

is_installed() {
    [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# Runs apt-get as root: directly, or through sudo when there is one.
apt_get() {
    if [ "$(id -u)" -eq 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get "$@"
    elif command -v sudo >/dev/null; then
        sudo DEBIAN_FRONTEND=noninteractive apt-get "$@"
    else
        die "need root (or sudo) to run: apt-get $*"
    fi
}

apt_updated=false
install_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        is_installed "$pkg" || missing+=("$pkg")
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    log "installing ${missing[*]}"
    if ! $apt_updated; then
        apt_get update -qq >&2 # stdout may be captured: venv_python prints a path
        apt_updated=true
    fi
    apt_get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# --- Python venv ---------------------------------------------------------------------------

# Prints a Python that can create a venv with pip: the python3 on PATH (a pyenv one is
# fine), else Debian's, installing python3-venv for it if that is what is missing.
venv_python() {
    local candidate
    for candidate in "$(command -v python3 || true)" /usr/bin/python3; do
        if [ -n "$candidate" ] && "$candidate" -c 'import venv, ensurepip' 2>/dev/null; then
            printf '%s\n' "$candidate"
            return
        fi
    done
    install_packages python3 python3-venv
    /usr/bin/python3 -c 'import venv, ensurepip' || die "python3 -m venv does not work"
    printf '%s\n' /usr/bin/python3
}

# What the stamp records: the hash of requirements-dev.txt and the venv's Python version.
venv_fingerprint() {
    printf '%s %s\n' "$(sha256sum <"$requirements" | cut -d' ' -f1)" \
        "$("$venv/bin/python" -c 'import sys; print(sys.version.split()[0])')"
}

ensure_venv() {
    [ -f "$requirements" ] || die "missing $requirements"
    local python
    # Fast path: the venv's Python still runs and the stamp matches.
    if [ -f "$stamp" ] && "$venv/bin/python" -c '' 2>/dev/null \
        && [ "$(cat "$stamp")" = "$(venv_fingerprint)" ]; then
        return 0
    fi
    python=$(venv_python)
    log "building .venv/ from requirements-dev.txt with $python"
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$requirements"
    venv_fingerprint >"$stamp"
}

# --- main ----------------------------------------------------------------------------------

if $want_swift && ! command -v swift >/dev/null; then
    die "swift is not on PATH (the toolchain is not an apt package; install Swift 6.x first)"
fi
install_packages "${packages[@]}"
if $want_venv; then ensure_venv; fi
