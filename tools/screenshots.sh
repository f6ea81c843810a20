#!/usr/bin/env bash
# Regenerates the pictures in docs/images/ with the game itself (--screenshot; no display needed).
# Usage: tools/screenshots.sh [build dir]   (default: build). The engine panel pictures think for 3 s each.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
game=${1:-$root/build}/bin/xiangqi
out=$root/docs/images
[ -x "$game" ] || { echo "no $game: build first" >&2; exit 1; }

opening="炮二平五 馬8進7 傌二進三 車9平8 俥一平二 馬2進3"
shot() { local name=$1; shift; "$game" --screenshot "$out/$name.png" --size 980x760 --lang en "$@"; echo "$out/$name.png"; }

shot start-traditional
shot start-international --pieces international
shot game-engine-panel --moves "$opening 兵七進一 砲2平1 炮八平九 砲8進4" --think 3000
shot game-over --moves "炮八進二 卒1進1 炮八平七 士6進5 炮七進五"
shot game-zh-CN --lang zh_CN --moves "$opening" --think 3000
shot themes-contrast --pieces contrast --board contrast --notation iccs --moves "$opening 兵七進一 砲2平1 炮八平九"
"$game" --screenshot "$out/rules-guide.png" --size 720x760 --lang en --show guide; echo "$out/rules-guide.png"
"$game" --screenshot "$out/tutorial-zh-CN.png" --size 460x640 --lang zh_CN --show tutorial; echo "$out/tutorial-zh-CN.png"
shot small-window --size 640x480 --moves "$opening"
shot move-tree --tree --moves "$opening"
"$game" --screenshot "$out/position-editor.png" --size 900x640 --lang en --editor; echo "$out/position-editor.png"
"$game" --screenshot "$out/puzzles.png" --size 900x640 --lang en --puzzles; echo "$out/puzzles.png"
"$game" --screenshot "$out/win-studies.png" --size 900x640 --lang en --studies; echo "$out/win-studies.png"
shot analysis --moves "$opening" --analyse 3000 --lines 3
"$game" --screenshot "$out/review.png" --lang en --review 8 "$root/tests/data/review/blunder.pgn"; echo "$out/review.png"
