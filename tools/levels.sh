#!/bin/sh
# Measures every named level (docs/ENGINE.md "Difficulty levels"): each level against the next one up, and
# each against the reference engine nearest to it on the arena ladder (LADDER.md: FSF Skill 0 = -564,
# Skill 2 = -237, Skill 5 = 0, Skill 10 = +495), 200 ms a move. Prints the FINAL line of every match and the
# ladder Elo it implies (the rung's Elo plus the match's Elo difference).
# Usage: tools/levels.sh [GAMES]   (default 40 per match; ENGINE, ARENA, TC as for tools/match.sh)
# Takes about 30-40 minutes with 40 games on two cores (the low levels answer at once; FSF takes its 200 ms).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-40}
out=${OUT:-/tmp/levels}
mkdir -p "$out"
summary="$out/summary.txt"
: >"$summary"

final() { grep '^FINAL' "$1" | tail -1; }

# Level against level: the stronger level of each pair must win clearly.
for pair in "Beginner Novice" "Novice Casual" "Casual Club" "Club Advanced"; do
    set -- $pair
    OUT="$out/$1-$2" "$here/tools/match.sh" self "$games" --name1 "$1" --opt1 "Level=$1" \
        --name2 "$2" --opt2 "Level=$2" --shuffle --seed 5 >"$out/$1-$2.log" 2>&1 || true
    echo "$(final "$out/$1-$2.log")" | tee -a "$summary"
done

# Each level against its ladder rung.
for entry in "Beginner fsf0 -564" "Novice fsf0 -564" "Casual fsf2 -237" "Club fsf5 0" "Advanced fsf10 495"; do
    set -- $entry
    OUT="$out/$1-$2" "$here/tools/match.sh" "$2" "$games" --name1 "$1" --opt1 "Level=$1" \
        --shuffle --seed 5 >"$out/$1-$2.log" 2>&1 || true
    line=$(final "$out/$1-$2.log")
    diff=$(echo "$line" | sed -n 's/.*Elo diff \([-+0-9.inf]*\).*/\1/p')
    case $diff in
        *inf*|'') placed="(off the scale: $diff)" ;;
        *) placed=$(awk -v r="$3" -v d="$diff" 'BEGIN { printf "%+.0f", r + d }') ;;
    esac
    echo "$line  => ladder $placed" | tee -a "$summary"
done
echo "summary: $summary"
