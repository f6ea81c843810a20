#!/usr/bin/env bash
# The window's memory (VmRSS / VmHWM of /proc/PID/status) idle, with analysis (F2, the built-in engine) and with
# analysis and a review (Ctrl+Shift+R) running, under Xvfb with xdotool. Linux only.
#   tools/memory.sh [BINARY] [GAME]   (defaults: build/bin/xiangqi, tests/data/review/blunder.pgn)
set -euo pipefail
bin=${1:-build/bin/xiangqi}
game=${2:-tests/data/review/blunder.pgn}
display=:$((90 + RANDOM % 100))
home=$(mktemp -d)
Xvfb "$display" -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $app 2>/dev/null || true; kill $xvfb 2>/dev/null || true; rm -rf "$home"' EXIT
sleep 1
export DISPLAY=$display HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
"$bin" --new-window --size 980x760 "$game" >/dev/null 2>&1 &
app=$!
sleep 5
mem() { awk -v what="$1" '$1 == "VmRSS:" { rss = $2 } $1 == "VmHWM:" { hwm = $2 }
        END { printf "%-40s VmRSS %6.1f MB  VmHWM %6.1f MB\n", what, rss / 1024, hwm / 1024 }' /proc/$app/status; }
mem idle
win=$(xdotool search --sync --onlyvisible --pid $app | head -1)
xdotool windowactivate --sync "$win" 2>/dev/null || xdotool windowfocus "$win"
xdotool key --window "$win" F2
sleep 8
mem "analysis (F2)"
xdotool key --window "$win" ctrl+shift+r
sleep 3
# The review dialog opens on its settings: start it (Alt+S, "&Start") with the defaults.
review=$(xdotool search --sync --onlyvisible --name 'Review' | tail -1)
xdotool windowfocus --sync "$review" 2>/dev/null || true
xdotool key --window "$review" alt+s
sleep "${MEMORY_REVIEW_SECONDS:-15}"  # the review of blunder.pgn at depth 10 takes a few seconds on an idle machine
[ -n "${MEMORY_SHOT:-}" ] && import -window root "$MEMORY_SHOT"
mem "analysis and a review"
