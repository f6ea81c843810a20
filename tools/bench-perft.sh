#!/usr/bin/env bash
# Perft speed of our engine against Fairy-Stockfish on the same machine, same run (builds nothing).
# Usage: tools/bench-perft.sh [midgame depth, default 5]
# Env: ENGINE (default build/bin/xiangqi-engine), FSF (default /usr/games/fairy-stockfish),
#      RUNS (default 1): run each engine that many times per position and keep the fastest, which
#      steadies the figures on a busy machine.
# Each time is the wall time of one engine process answering `go perft N`, minus the time the same
# engine needs to start and quit, so start-up costs do not blur the ratio. Both engines must report
# the same node count, otherwise the script says so and exits with status 1.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ENGINE=${ENGINE:-$ROOT/build/bin/xiangqi-engine}
FSF=${FSF:-/usr/games/fairy-stockfish}
MID_DEPTH=${1:-5}
RUNS=${RUNS:-1}

[ -x "$ENGINE" ] || { echo "no engine at $ENGINE: build first (tools/test.sh)" >&2; exit 2; }
[ -x "$FSF" ] || { echo "no Fairy-Stockfish at $FSF (apt-get install fairy-stockfish)" >&2; exit 2; }

# name|FEN|depth. The midgame positions are lines 1, 7 and 19 of tests/data/perft.epd.
POSITIONS=(
  "start|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|5"
  "midgame-1|2baka1n1/r1cr5/2n5b/p1p3p2/4p3p/PR5CP/c1P1P1P2/4CA3/2N2K3/2BA2BNR b - - 39 20|$MID_DEPTH"
  "midgame-7|rn1akab1r/1C5c1/6n2/p1p1p1p2/2b5p/2P3PCP/P3P4/8R/4A4/2BcK1BNR b - - 3 16|$MID_DEPTH"
  "midgame-19|cnba1abnr/3rk4/7c1/4p1p1p/p1p6/5C3/P1P1P1P1P/NC2B3B/4A4/1R2KA1NR b - - 25 13|$MID_DEPTH"
)

now_ns() { date +%s%N; }

# run_engine BINARY INPUT -> prints "nanoseconds nodes"
run_engine() {
  local start end out
  start=$(now_ns)
  out=$(printf '%b' "$2" | "$1" 2>/dev/null)
  end=$(now_ns)
  local nodes
  nodes=$(printf '%s\n' "$out" | sed -n 's/^Nodes searched: *\([0-9]*\).*/\1/p' | tail -n 1)
  echo "$((end - start)) ${nodes:-0}"
}

# best_of BINARY INPUT -> the fastest of RUNS runs, as "nanoseconds nodes"
best_of() {
  local best="" t nodes
  for ((run = 0; run < RUNS; run++)); do
    read -r t nodes < <(run_engine "$1" "$2")
    if [ -z "$best" ] || [ "$t" -lt "${best% *}" ]; then best="$t $nodes"; fi
  done
  echo "$best"
}

# Start-up cost of each engine: the best of three runs that only answer isready.
startup_ns() {
  local best=0 t
  for _ in 1 2 3; do
    read -r t _ < <(run_engine "$1" "$2isready\nquit\n")
    if [ "$best" -eq 0 ] || [ "$t" -lt "$best" ]; then best=$t; fi
  done
  echo "$best"
}

OURS_SETUP=""
FSF_SETUP="setoption name UCI_Variant value xiangqi\n"
ours_startup=$(startup_ns "$ENGINE" "$OURS_SETUP")
fsf_startup=$(startup_ns "$FSF" "$FSF_SETUP")

seconds() { awk -v ns="$1" 'BEGIN { printf "%.3f", ns / 1e9 }'; }
nps() { awk -v n="$1" -v ns="$2" 'BEGIN { printf "%.1fM", (ns > 0 ? n / (ns / 1e9) : 0) / 1e6 }'; }

printf '%-11s %5s %11s %9s %10s %9s %10s %7s\n' position depth nodes "ours(s)" "ours n/s" "fsf(s)" "fsf n/s" ratio
status=0
for entry in "${POSITIONS[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  cmd="position fen $fen\ngo perft $depth\nquit\n"
  read -r ours_ns ours_nodes < <(best_of "$ENGINE" "$OURS_SETUP$cmd")
  read -r fsf_ns fsf_nodes < <(best_of "$FSF" "$FSF_SETUP$cmd")
  ours_ns=$((ours_ns > ours_startup ? ours_ns - ours_startup : 1))
  fsf_ns=$((fsf_ns > fsf_startup ? fsf_ns - fsf_startup : 1))
  ratio=$(awk -v a="$fsf_ns" -v b="$ours_ns" 'BEGIN { printf "%.2fx", a / b }')
  printf '%-11s %5s %11s %9s %10s %9s %10s %7s\n' "$name" "$depth" "$ours_nodes" "$(seconds "$ours_ns")" \
    "$(nps "$ours_nodes" "$ours_ns")" "$(seconds "$fsf_ns")" "$(nps "$fsf_nodes" "$fsf_ns")" "$ratio"
  if [ "$ours_nodes" != "$fsf_nodes" ]; then
    echo "  node counts differ: ours $ours_nodes, Fairy-Stockfish $fsf_nodes" >&2
    status=1
  fi
done
echo "(ratio = Fairy-Stockfish time / our time; best of $RUNS run(s); start-up subtracted:" \
  "ours $(seconds "$ours_startup") s, fsf $(seconds "$fsf_startup") s)"
exit $status
