#!/usr/bin/env python3
"""The quality reference of the search-efficiency benchmark: a reference engine's score of every legal move.

For every position of the benchmark (tools/data/searchbench.epd) the reference engine (Pikafish-HCE, built by
../shared/tools/build-test-engines; any UCI engine that knows xiangqi FENs) searches with MultiPV set to every
legal move, one thread, a fresh table, to a fixed depth, and the last complete line of each move is kept. Run once,
niced, in the background (about 2-5 s a position at depth 12); the result is kept as data beside the positions:
    FEN;depth D;best MOVE;scores MOVE:SCORE MOVE:SCORE ...
scores in centipawns from the side to move's view, best first; a mate is M+N (the side to move mates in N moves)
or M-N (it is mated in N).
Usage: reference.py ENGINE [--positions tools/data/searchbench.epd] [--out tools/data/searchbench-ref.txt]
                    [--depth 12]
"""
import argparse
import os
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("--positions", default=os.path.join(here, "..", "data", "searchbench.epd"))
    ap.add_argument("--out", default=os.path.join(here, "..", "data", "searchbench-ref.txt"))
    ap.add_argument("--depth", type=int, default=12)
    a = ap.parse_args()
    fens = [line.split(";")[0] for line in open(a.positions) if line.strip()]
    eng = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(cmd):
        eng.stdin.write(cmd + "\n")
        eng.stdin.flush()

    def wait_for(prefix):
        lines = []
        while True:
            line = eng.stdout.readline()
            if not line:
                sys.exit("engine ended")
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    send("uci")
    wait_for("uciok")
    send("setoption name Threads value 1")
    send("setoption name MultiPV value 500")
    out = []
    for i, fen in enumerate(fens):
        start = time.time()
        send("ucinewgame")
        send("position fen " + fen)
        send("isready")
        wait_for("readyok")
        send("go depth %d" % a.depth)
        lines = wait_for("bestmove")
        best = lines[-1].split()[1]
        scores = {}  # multipv index -> (move, score)
        for line in lines:
            w = line.split()
            if not w or w[0] != "info" or "multipv" not in w or "pv" not in w or "bound" in line:
                continue
            if int(w[w.index("depth") + 1]) != a.depth:
                continue
            kind, value = w[w.index("score") + 1], w[w.index("score") + 2]
            score = ("M%+d" % int(value)) if kind == "mate" else value
            scores[int(w[w.index("multipv") + 1])] = (w[w.index("pv") + 1], score)
        ranked = [scores[k] for k in sorted(scores)]
        out.append("%s;depth %d;best %s;scores %s" % (fen, a.depth, best, " ".join("%s:%s" % ms for ms in ranked)))
        print("%d/%d %s %.1fs" % (i + 1, len(fens), best, time.time() - start), flush=True)
        with open(a.out, "w") as f:
            f.write("\n".join(out) + "\n")
    send("quit")


if __name__ == "__main__":
    main()
