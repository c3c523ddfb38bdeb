#!/usr/bin/env bash
# Builds the release sheetd of an older commit, for `make bench BASE=<commit>`, and prints its path.
#
# Usage: scripts/build-base.sh COMMIT
#
# The commit's tree is exported with `git archive` into .build/base-<short hash>/ (a plain copy rather than a
# `git worktree`, so the repository's list of worktrees is left alone) and built there by that commit's own
# `make build`, which knows what its sources need (older commits generate their OpenAPI source first). A
# second run reuses the tree and builds incrementally. Build output goes to stderr; stdout is the path only.
set -euo pipefail

[ $# -eq 1 ] || { sed -n '4s/^# \{0,1\}//p' "$0" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse --verify --short=7 "$1^{commit}")
dir="$root/.build/base-$commit"
if [ ! -f "$dir/.exported" ]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    git -C "$root" archive "$commit" | tar -x -C "$dir"
    touch "$dir/.exported"
fi
make -C "$dir" build >&2
binary="$dir/.build/release/sheetd"
[ -x "$binary" ] || { echo "build-base: $commit built no $binary" >&2; exit 1; }
echo "$binary"
