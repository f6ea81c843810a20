#!/usr/bin/env python3
"""Makes a larger opening book for SPRT runs: every line of the arena's openings.epd that has a
move list, extended by two plies chosen among Fairy-Stockfish's best moves (MultiPV 4 at a fixed
depth, only moves within 30 cp of the best), several variations per line. Deterministic for a
given seed. Writes `startpos moves ...` lines, which the arena reads.

  tools/sprt-openings.py [--arena DIR] [--engine /usr/games/fairy-stockfish] [--per-line 5]
                         [--depth 8] [--seed 1] [--out tools/data/sprt-openings.epd]
"""
import argparse
import os
import random
import re
import subprocess
import sys


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arena", default=os.path.join(here, "..", "..", "shared", "arena"))
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    ap.add_argument("--per-line", type=int, default=5)
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(here, "data", "sprt-openings.epd"))
    a = ap.parse_args()
    book = os.path.join(a.arena, "openings.epd")
    try:
        lines = open(book, encoding="utf-8").read().splitlines()
    except OSError as e:
        sys.exit("sprt-openings: cannot read %s: %s" % (book, e.strerror))
    bases = []
    for i, line in enumerate(lines, 1):
        m = re.search(r'\bmoves "([^"]*)"', line)
        if m and not line.startswith("#"):
            bases.append(m.group(1).split())
    if not bases:
        sys.exit("sprt-openings: %s has no line with a move list" % book)

    eng = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(s):
        eng.stdin.write(s + "\n")
        eng.stdin.flush()

    def wait(prefix):
        for out in eng.stdout:
            if out.startswith(prefix):
                return out
        sys.exit("sprt-openings: %s stopped before '%s'" % (a.engine, prefix))

    send("uci")
    wait("uciok")
    send("setoption name UCI_Variant value xiangqi")
    send("setoption name MultiPV value 4")
    send("setoption name Threads value 1")
    send("isready")
    wait("readyok")

    def candidates(moves):
        send("position startpos moves " + " ".join(moves))
        send("go depth %d" % a.depth)
        best = {}
        for out in eng.stdout:
            if out.startswith("bestmove"):
                break
            m = re.search(r"\bmultipv (\d+) score (cp|mate) (-?\d+).*? pv (\S+)", out)
            if m and " depth %d " % a.depth in out:
                cp = int(m.group(3)) if m.group(2) == "cp" else (30000 if int(m.group(3)) > 0 else -30000)
                best[int(m.group(1))] = (cp, m.group(4))
        if not best:
            return []
        top = max(cp for cp, _ in best.values())
        return [mv for cp, mv in best.values() if cp >= top - 30]

    rng = random.Random(a.seed)
    seen, out = set(), []
    for base in bases:
        out.append(base)
        seen.add(" ".join(base))
        for _ in range(a.per_line):
            moves = list(base)
            for _ply in range(2):
                c = candidates(moves)
                if not c:
                    break
                moves.append(rng.choice(sorted(c)))
            key = " ".join(moves)
            if key not in seen:
                seen.add(key)
                out.append(moves)
    send("quit")
    eng.wait()
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    with open(a.out, "w", encoding="utf-8") as f:
        f.write("# SPRT openings: tools/sprt-openings.py --per-line %d --depth %d --seed %d (from the arena's book)\n"
                % (a.per_line, a.depth, a.seed))
        for moves in out:
            f.write("startpos moves " + " ".join(moves) + "\n")
    print("%d openings written to %s" % (len(out), a.out))


if __name__ == "__main__":
    main()
