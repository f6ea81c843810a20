#!/usr/bin/env python3
"""Checks a sample of the puzzle ladder against Fairy-Stockfish (issue 45).

For K evenly spaced puzzles of a file written by `xiangqi-train mine`, Fairy-Stockfish (UCI_Variant xiangqi,
MultiPV 2, go depth D) is asked for its best move in the puzzle's position. A puzzle *agrees* when its best move is
the puzzle's first move; it agrees *fully* when, besides, its second-best move is clearly worse (a mate puzzle:
the second is no mate as short; otherwise at least MARGIN centipawns below the best, on its own scale).
Fairy-Stockfish writes ranks 1-10; this project 0-9: the moves are converted at the boundary.

Usage: tools/train-fsf-check.py PUZZLES [--sample K] [--depth D] [--margin CP] [--engine PATH]
"""
import argparse
import subprocess
import sys


def to_fsf(move):
    return move[0] + str(int(move[1]) + 1) + move[2] + str(int(move[3:]) + 1)


def from_fsf(move):
    # a fsf move is like h3e3 or a10a9: files are letters, ranks 1-10
    import re
    m = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", move)
    if not m:
        return move
    return m.group(1) + str(int(m.group(2)) - 1) + m.group(3) + str(int(m.group(4)) - 1)


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send("setoption name MultiPV value 2")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine ended")
            lines.append(line.strip())
            if line.startswith(word):
                return lines

    def top_two(self, fen, depth):
        self.send("ucinewgame")
        self.send("position fen " + fen)
        self.send("go depth %d" % depth)
        lines = self.wait("bestmove")
        best = {}
        for line in lines:
            parts = line.split()
            if not parts or parts[0] != "info" or "pv" not in parts or "score" not in parts:
                continue
            k = int(parts[parts.index("multipv") + 1]) if "multipv" in parts else 1
            s = parts.index("score")
            kind, value = parts[s + 1], int(parts[s + 2])
            move = from_fsf(parts[parts.index("pv") + 1])
            best[k] = (move, kind, value)
        return best.get(1), best.get(2)

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("puzzles")
    ap.add_argument("--sample", type=int, default=100)
    ap.add_argument("--depth", type=int, default=14)
    ap.add_argument("--margin", type=int, default=100)
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    lines = [l.rstrip("\n") for l in open(a.puzzles, encoding="utf-8") if l.strip() and not l.startswith("#")]
    k = min(a.sample, len(lines))
    sample = [lines[i * len(lines) // k] for i in range(k)]
    eng = Engine(a.engine)
    agree = full = 0
    by_kind = {}
    for line in sample:
        fen, moves, kind, difficulty, source = line.split("\t")
        first = moves.split()[0]
        b, s = eng.top_two(fen, a.depth)
        ok = b is not None and b[0] == first
        unique = False
        if ok:
            if s is None:
                unique = True
            elif kind.startswith("mate") and kind[4:].isdigit():
                n = int(kind[4:])
                unique = not (s[1] == "mate" and 0 < s[2] <= n)
            else:
                bv = 100000 - b[2] if b[1] == "mate" and b[2] > 0 else (-100000 if b[1] == "mate" else b[2])
                sv = 100000 - s[2] if s[1] == "mate" and s[2] > 0 else (-100000 - s[2] if s[1] == "mate" else s[2])
                unique = bv - sv >= a.margin
        agree += ok
        full += ok and unique
        t = by_kind.setdefault(kind.rstrip("0123456789"), [0, 0, 0])
        t[0] += 1
        t[1] += ok
        t[2] += ok and unique
        if a.verbose or not ok:
            print("%s\t%s\tours %s\tfsf %s\tsecond %s" % (source, kind, first, b, s))
    eng.close()
    print("sample %d of %d, depth %d: best move agrees %d (%.1f%%), and clearly best %d (%.1f%%)"
          % (k, len(lines), a.depth, agree, 100.0 * agree / max(1, k), full, 100.0 * full / max(1, k)))
    for kind, (n, ok, un) in sorted(by_kind.items()):
        print("  %-9s %4d: agrees %d, clearly best %d" % (kind, n, ok, un))
    return 0


if __name__ == "__main__":
    sys.exit(main())
