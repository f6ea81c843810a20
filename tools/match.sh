#!/bin/sh
# Plays a match of build/bin/xiangqi-engine against a reference engine with the shared arena.
# Usage: tools/match.sh OPPONENT [GAMES] [extra arena options...]
#   OPPONENT: sjaak | fsf0 | fsf2 | fsf5 | fsf10 | fsf20 | self (the engine against itself, e.g. with
#             --opt1 "Level=Beginner")
# Environment: ARENA (default ../shared/arena, copied to /tmp/arena if read-only), TC (ms per move,
# default 200), ENGINE (default build/bin/xiangqi-engine), OUT (result file prefix, default /tmp/match).
# The arena's referee draws a game after 100 plies without a capture (Fairy-Stockfish's 50-move rule; our
# rules say 120), so our engine is told so with its NoCaptureDrawPlies option (both engines in `self`).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
opponent=${1:?opponent: sjaak, fsf0, fsf2, fsf5, fsf10, fsf20 or self}
games=${2:-40}
shift; [ $# -gt 0 ] && shift
engine=${ENGINE:-$here/build/bin/xiangqi-engine}
tc=${TC:-200}
arena=${ARENA:-$here/../shared/arena}
if [ ! -w "$arena" ]; then
    # The shared arena is read-only: work on a copy with its own node_modules.
    [ -d /tmp/arena ] || { cp -r "$arena" /tmp/arena && chmod -R u+w /tmp/arena; }
    arena=/tmp/arena
fi
[ -d "$arena/node_modules" ] || (cd "$arena" && npm ci --silent)
case $opponent in
    sjaak) set -- --engine2 /usr/games/sjaakii --proto2 xboard --name2 SjaakII --tc2 st=0.25 "$@" ;;
    fsf*) level=${opponent#fsf}
          set -- --engine2 /usr/games/fairy-stockfish --name2 "FSF-s$level" --opt2 "Skill Level=$level" "$@" ;;
    self) set -- --engine2 "$engine" --ranks2 0 --name2 Xiangqi-full --opt2 "NoCaptureDrawPlies=100" "$@" ;;
    *) echo "unknown opponent $opponent" >&2; exit 2 ;;
esac
out=${OUT:-/tmp/match-$opponent}
cd "$arena"
exec node arena.mjs --engine1 "$engine" --ranks1 0 --name1 Xiangqi --opt1 "NoCaptureDrawPlies=100" \
    --tc movetime="$tc" --games "$games" \
    --concurrency 2 --resign 3,1000 --maxplies 300 --margin 6000 --pgn "$out.pgn" --json "$out.json" "$@"
