#!/usr/bin/env python3
"""Chooses the search-efficiency benchmark's positions from master games (run once; the result is kept).

Reads the PGN files given (ICCS moves, as ../shared/data/games), and from every STRIDE-th game takes the
position after ply 14 (opening), ply 40 (middlegame) and, when the game lasts, after plies 70 and 100 ("endgame"
when at most six rooks, horses and cannons are left, else "late middlegame"), until COUNT positions; the engine (xiangqi-engine, `position startpos moves ...` then `d`) turns the
moves into a FEN. A game with a move the engine rejects is skipped. Writes one line per position:
    FEN;phase opening|middlegame|endgame;source FILE#GAME ply N
Usage: select-positions.py ENGINE OUT PGN... [--count 200] [--stride 36]
"""
import argparse
import os
import re
import subprocess

MOVE = re.compile(r"^[a-i][0-9][a-i][0-9]$")


def games(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    for block in re.split(r"\n(?=\[Event )", text):
        moves = [w for w in re.sub(r"\[[^\]]*\]", " ", block).split() if MOVE.match(w)]
        if moves:
            yield moves


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("out")
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--stride", type=int, default=36)
    a = ap.parse_args()
    eng = subprocess.Popen([a.engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    chosen, seen = [], set()
    plan = [(14, "opening"), (40, "middlegame"), (70, "endgame"), (100, "endgame")]
    for path in a.pgn:
        for index, moves in enumerate(games(path)):
            if index % a.stride or len(chosen) >= a.count:
                continue
            for ply, phase in plan:
                if len(moves) <= ply + 4 or len(chosen) >= a.count:
                    continue
                eng.stdin.write("position startpos moves %s\nd\n" % " ".join(moves[:ply]))
                eng.stdin.flush()
                line = eng.stdout.readline().strip()
                if "error" in line:
                    eng.stdout.readline()  # the d of the previous position
                    break
                fen = line
                if phase == "endgame" and sum(c in "RNCrnc" for c in fen.split()[0]) > 6:
                    phase = "late middlegame"
                key = fen.split()[0] + fen.split()[1]
                if key in seen:
                    continue
                seen.add(key)
                chosen.append("%s;phase %s;source %s#%d ply %d" % (fen, phase, os.path.basename(path), index + 1, ply))
    eng.stdin.write("quit\n")
    eng.stdin.flush()
    with open(a.out, "w") as f:
        f.write("\n".join(chosen) + "\n")
    print("%d positions" % len(chosen))


if __name__ == "__main__":
    main()
