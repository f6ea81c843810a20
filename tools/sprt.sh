#!/bin/sh
# SPRT of a candidate engine build against a base build (see tools/sprt.py and docs/ENGINE.md).
# Usage: tools/sprt.sh CANDIDATE BASE [sprt.py options: --elo0 0 --elo1 5 --games 2000 --tc nodes=20000 ...]
# Environment: ARENA (default ../shared/arena, copied to /tmp/arena if read-only).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cand=${1:?candidate engine binary}
base=${2:?base engine binary}
shift 2
arena=${ARENA:-$here/../shared/arena}
if [ ! -w "$arena" ]; then
    [ -d /tmp/arena ] || { cp -r "$arena" /tmp/arena && chmod -R u+w /tmp/arena; }
    arena=/tmp/arena
fi
[ -d "$arena/node_modules" ] || (cd "$arena" && npm ci --silent)
exec nice python3 "$here/tools/sprt.py" --arena "$arena" --cand "$cand" --base "$base" "$@"
