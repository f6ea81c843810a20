#!/usr/bin/env python3
"""Builds and verifies the endgame puzzle set (assets/puzzles/mates.epd): forced mates in 1-7.

  tools/puzzles.py generate [--count N] [--seed S]   search random sparse positions for new puzzles
  tools/puzzles.py generate --mutate [--min-mate 7]  evolve the set's longest mates by small random changes
  tools/puzzles.py import FILE.epd --id PROVENANCE     add positions of another EPD that both engines confirm
  tools/puzzles.py verify [--sample K] [--file F]     re-verify every (or K evenly spaced) puzzle

A puzzle is kept only when our engine (build/bin/xiangqi-engine) and Fairy-Stockfish (UCI_Variant xiangqi)
both report a forced mate for the side to move and agree on its exact length. `verify` re-runs both engines
(our engine alone when Fairy-Stockfish is not installed, or with --ours-only) and fails on any disagreement.

Line format (as tests/data/mates.epd): <FEN>;mate <N>;bm <move>;id <provenance>
  bm is our engine's first move (ranks 0-9); id says where the position came from.
Python 3 standard library only.
"""
import argparse
import os
import queue
import random
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_FILE = os.path.join(ROOT, "assets", "puzzles", "mates.epd")
MAX_MATE = 7


class Uci:
    """A UCI engine in a subprocess."""

    def __init__(self, command, fairy=False):
        self.fairy = fairy
        self.p = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        # A reader thread, so that waiting for the engine can time out on every platform.
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send("uci")
        self.wait("uciok")
        if fairy:
            self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Hash value 64")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def _read(self):
        for line in self.p.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def wait(self, token, timeout=None):
        """The engine's lines up to the one starting with `token`; with a timeout (seconds), sends "stop" when
        it runs out and returns None after the engine has answered."""
        lines = []
        deadline = time.monotonic() + timeout if timeout else None
        stopped = False
        while True:
            try:
                left = None if deadline is None or stopped else max(deadline - time.monotonic(), 0)
                line = self.lines.get(timeout=left)
            except queue.Empty:
                self.send("stop")
                stopped = True
                continue
            if line is None:
                raise RuntimeError("engine quit")
            lines.append(line.strip())
            if line.startswith(token):
                return None if stopped else lines

    def mate(self, fen, depth, timeout=None):
        """Returns (mate length in moves or None, best move with ranks 0-9); (None, "timeout") when the search
        to `depth` does not finish within `timeout` seconds (a stopped search proves nothing)."""
        self.send("ucinewgame")
        self.send("position fen " + fen)
        self.send("go depth %d" % depth)
        lines = self.wait("bestmove", timeout)
        if lines is None:
            return None, "timeout"
        score = None
        for line in lines:
            m = re.search(r"\bscore (cp|mate) (-?\d+)", line)
            if m and " upperbound" not in line and " lowerbound" not in line:
                score = (m.group(1), int(m.group(2)))
        best = lines[-1].split()[1] if len(lines[-1].split()) > 1 else ""
        if self.fairy:
            best = shift_ranks(best, -1)
        if score and score[0] == "mate" and score[1] > 0:
            return score[1], best
        return None, best

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def shift_ranks(move, delta):
    """Fairy-Stockfish writes ranks 1-10 (h3e3); we write 0-9 (h2e2)."""
    m = re.fullmatch(r"([a-i])(\d+)([a-i])(\d+)", move)
    if not m:
        return move
    return "%s%d%s%d" % (m.group(1), int(m.group(2)) + delta, m.group(3), int(m.group(4)) + delta)


# ---- random sparse positions -----------------------------------------------------------------------------------

PALACE_RED = [(f, r) for f in (3, 4, 5) for r in (0, 1, 2)]
ADVISOR_RED = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)]
ELEPHANT_RED = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]


def mirror(squares):
    return [(f, 9 - r) for f, r in squares]


def random_position(rng):
    """A legal-looking sparse position, Red to move: Red attacks with 2-4 pieces, Black defends."""
    board = {}

    def put(piece, choices):
        free = [s for s in choices if s not in board]
        if not free:
            return False
        board[rng.choice(free)] = piece
        return True

    anywhere = [(f, r) for f in range(9) for r in range(10)]
    put("K", PALACE_RED)
    put("k", mirror(PALACE_RED))
    attackers = rng.choice([2, 2, 3, 3, 3, 4])
    for kind in rng.sample("RRNNCCPPP", attackers):
        if kind == "P":
            put("P", [(f, r) for f in range(9) for r in range(5, 10)])
        else:
            put(kind, anywhere)
    for _ in range(rng.choice([0, 1, 1, 2])):
        put(rng.choice("AB"), ADVISOR_RED if rng.random() < 0.5 else ELEPHANT_RED)
        last = [s for s, p in board.items() if p in "AB"]
        for s in last:  # keep the letter consistent with the square kind
            board[s] = "A" if s in ADVISOR_RED else "B"
    for kind in rng.sample("aabbpprnc", rng.choice([1, 2, 2, 3, 4])):
        if kind == "a":
            put("a", mirror(ADVISOR_RED))
        elif kind == "b":
            put("b", mirror(ELEPHANT_RED))
        elif kind == "p":
            put("p", [(f, r) for f in range(9) for r in range(0, 5)])
        else:
            put(kind, anywhere)
    return board_to_fen(board)


def board_to_fen(board):
    """{(file, rank): piece} -> FEN with Red to move."""
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            p = board.get((f, r))
            if p:
                if empty:
                    row += str(empty)
                    empty = 0
                row += p
            else:
                empty += 1
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows) + " w - - 0 1"


def squares_for(piece):
    """The squares a piece may stand on in these puzzles (as random_position places them)."""
    anywhere = [(f, r) for f in range(9) for r in range(10)]
    return {
        "K": PALACE_RED, "k": mirror(PALACE_RED), "A": ADVISOR_RED, "a": mirror(ADVISOR_RED),
        "B": ELEPHANT_RED, "b": mirror(ELEPHANT_RED),
        "P": [(f, r) for f in range(9) for r in range(5, 10)], "p": [(f, r) for f in range(9) for r in range(0, 5)],
    }.get(piece, anywhere)


MAX_COUNT = {"K": 1, "A": 2, "B": 2, "R": 2, "N": 2, "C": 2, "P": 5}


def mutate(fen, rng):
    """A small random change of a puzzle position: a piece moved (anywhere or one or two steps), a general moved
    in its palace, a Black defender or a Red advisor/elephant added, or a piece taken off. Red keeps at least one
    attacker. Returns the new FEN (not yet checked for legality)."""
    board = parse_board(fen)
    pieces = [(s, p) for s, p in board.items()]
    kind = rng.random()
    if kind < 0.55:  # move a piece
        s, p = rng.choice(pieces)
        if rng.random() < 0.5:
            step = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0), (0, 2), (0, -2), (1, 1), (-1, -1),
                               (1, -1), (-1, 1)])
            choices = [(s[0] + step[0], s[1] + step[1])]
        else:
            choices = squares_for(p)
        choices = [t for t in choices if t in squares_for(p) and t not in board]
        if choices:
            del board[s]
            board[rng.choice(choices)] = p
    elif kind < 0.75:  # add a Black defender, or a Red advisor or elephant
        p = rng.choice("aabbpprnc" if rng.random() < 0.8 else "AB")
        if sum(1 for q in board.values() if q == p) < MAX_COUNT[p.upper()]:
            free = [t for t in squares_for(p) if t not in board]
            if free:
                board[rng.choice(free)] = p
    else:  # take a piece off
        removable = [s for s, p in pieces if p not in "Kk"]
        if removable:
            s = rng.choice(removable)
            p = board.pop(s)
            if p in "RNCP" and not any(q in "RNCP" for q in board.values()):
                board[s] = p
    return board_to_fen(board)


def parse_board(fen):
    board = {}
    for i, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                board[(f, 9 - i)] = ch
                f += 1
    return board


def red_attacks(board, target):
    """Is square `target` attacked by a Red piece (or seen by the Red general on an open file)?"""
    tf, tr = target
    for (f, r), p in board.items():
        if p in "RK" and (f == tf or r == tr) and (f, r) != target:
            if p == "K" and f != tf:
                continue
            between = [s for s in board if s != (f, r) and s != target and
                       ((f == tf and s[0] == f and min(r, tr) < s[1] < max(r, tr)) or
                        (r == tr and s[1] == r and min(f, tf) < s[0] < max(f, tf)))]
            if not between:
                return True
        if p == "C" and (f == tf or r == tr) and (f, r) != target:
            between = [s for s in board if s != (f, r) and s != target and
                       ((f == tf and s[0] == f and min(r, tr) < s[1] < max(r, tr)) or
                        (r == tr and s[1] == r and min(f, tf) < s[0] < max(f, tf)))]
            if len(between) == 1:
                return True
        if p == "N":
            for df, dr in ((1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)):
                if (f + df, r + dr) == target:
                    leg = (f + df // 2, r) if abs(df) == 2 else (f, r + dr // 2)
                    if leg not in board:
                        return True
        if p == "P" and (target == (f, r + 1) or (r >= 5 and tr == r and abs(tf - f) == 1)):
            return True
    return False


def is_legal_setup(fen):
    board = parse_board(fen)
    black_king = [s for s, p in board.items() if p == "k"]
    red_king = [s for s, p in board.items() if p == "K"]
    if len(black_king) != 1 or len(red_king) != 1:
        return False
    # Red to move: Black's general must not be attacked (nor face Red's).
    return not red_attacks(board, black_king[0])


def read_set(path):
    puzzles = []
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                fields = line.split(";")
                entry = {"fen": fields[0], "mate": None, "bm": "", "id": ""}
                for field in fields[1:]:
                    key, _, value = field.partition(" ")
                    if key == "mate":
                        entry["mate"] = int(value)
                    elif key in ("bm", "id"):
                        entry[key] = value
                puzzles.append(entry)
    return puzzles


def write_set(path, puzzles):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    puzzles = sorted(puzzles, key=lambda p: (p["mate"], p["fen"]))
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for p in puzzles:
            f.write("%s;mate %d;bm %s;id %s\n" % (p["fen"], p["mate"], p["bm"], p["id"]))


def depth_for(n):
    # Both engines find a mate in n (2n-1 plies) well within 2n+3 plies on these sparse boards.
    return 2 * n + 3


def check(ours, fairy, fen, expected=None, ours_timeout=None):
    """Returns (mate length both agree on, our best move) or (None, reason)."""
    # Fairy-Stockfish always searches as deep as the longest puzzle needs: at a depth just enough for the
    # expected length its pruning can report a longer mate than the shortest one.
    n_fairy, _ = fairy.mate(fen, depth_for(MAX_MATE)) if fairy else (expected, "")
    if n_fairy is None:
        return None, "Fairy-Stockfish finds no mate"
    n_ours, best = ours.mate(fen, depth_for(n_fairy), ours_timeout)
    if best == "timeout":
        return None, "our engine did not finish depth %d within %d s" % (depth_for(n_fairy), ours_timeout)
    if n_ours != n_fairy:
        return None, "mate lengths differ: ours %s, Fairy-Stockfish %s" % (n_ours, n_fairy)
    if expected is not None and n_ours != expected:
        return None, "expected mate %d, both engines say %d" % (expected, n_ours)
    return n_ours, best


def find_engines(args):
    ours = args.engine or os.path.join(ROOT, "build", "bin", "xiangqi-engine")
    if not os.path.exists(ours):
        sys.exit("puzzles.py: our engine %s does not exist (build it first)" % ours)
    fairy = None
    if not args.ours_only:
        fairy = args.fairy or shutil.which("fairy-stockfish") or (
            "/usr/games/fairy-stockfish" if os.path.exists("/usr/games/fairy-stockfish") else None)
    return ours, fairy


def cmd_generate(args):
    ours_path, fairy_path = find_engines(args)
    if not fairy_path:
        sys.exit("puzzles.py generate: needs Fairy-Stockfish (apt-get install fairy-stockfish)")
    ours, fairy = Uci(ours_path), Uci(fairy_path, fairy=True)
    puzzles = read_set(args.file)
    seen = {p["fen"] for p in puzzles}
    quota = args.per_length
    counts = {n: sum(1 for p in puzzles if p["mate"] == n) for n in range(1, MAX_MATE + 1)}
    rng = random.Random(args.seed)
    # --mutate: a pool of long mates (the set's own, then every long one the filter meets), evolved by mutate().
    pool = [p["fen"] for p in puzzles if p["mate"] >= args.pool_min]
    pooled = set(pool)
    if args.mutate and not pool:
        sys.exit("puzzles.py generate --mutate: no mate of %d or more in %s to start from" % (args.pool_min, args.file))
    added, tried = 0, 0
    prefix = "mutated" if args.mutate else "random"
    try:
        while added < args.count and tried < args.max_tries:
            tried += 1
            if args.mutate:
                fen = rng.choice(pool)
                for _ in range(rng.choice([1, 1, 2, 3])):
                    fen = mutate(fen, rng)
            else:
                fen = random_position(rng)
            if fen in seen or not is_legal_setup(fen):
                continue
            # Quick filter: a mate Fairy-Stockfish sees at a shallow depth, of a length we still need.
            n, _ = fairy.mate(fen, args.filter_depth)
            if args.mutate and n is not None and n >= args.pool_min and fen not in pooled:
                pool.append(fen)
                pooled.add(fen)
            if n is None or n > MAX_MATE or n < args.min_mate or counts[n] >= quota:
                continue
            seen.add(fen)  # checked once, kept or not
            n, best = check(ours, fairy, fen, ours_timeout=args.ours_timeout)
            if n is None:
                print("rejected %s: %s" % (fen, best), flush=True)
                continue
            if n < args.min_mate or counts[n] >= quota:  # the deeper search found a shorter mate
                continue
            counts[n] += 1
            puzzles.append({"fen": fen, "mate": n, "bm": best, "id": "%s-%d-%d" % (prefix, args.seed, tried)})
            added += 1
            print("mate %d: %s (%s) [%s]" % (n, fen, best, " ".join("%d:%d" % kv for kv in counts.items())),
                  flush=True)
            write_set(args.file, puzzles)
    finally:
        write_set(args.file, puzzles)
        ours.close()
        fairy.close()
    print("added %d puzzles after %d positions; %d in %s" % (added, tried, len(puzzles), args.file))


def cmd_import(args):
    """Adds the positions of an EPD file (<FEN>;mate N;…) that both engines confirm."""
    ours_path, fairy_path = find_engines(args)
    if not fairy_path:
        sys.exit("puzzles.py import: needs Fairy-Stockfish (apt-get install fairy-stockfish)")
    ours, fairy = Uci(ours_path), Uci(fairy_path, fairy=True)
    puzzles = read_set(args.file)
    seen = {p["fen"] for p in puzzles}
    added = 0
    try:
        for p in read_set(args.source):
            if p["fen"] in seen:
                continue
            n, best = check(ours, fairy, p["fen"], p["mate"])
            if n is None:
                print("skipped %s: %s" % (p["fen"], best))
                continue
            seen.add(p["fen"])
            puzzles.append({"fen": p["fen"], "mate": n, "bm": best, "id": args.id})
            added += 1
    finally:
        write_set(args.file, puzzles)
        ours.close()
        fairy.close()
    print("imported %d puzzles; %d in %s" % (added, len(puzzles), args.file))


def cmd_verify(args):
    ours_path, fairy_path = find_engines(args)
    puzzles = read_set(args.file)
    if not puzzles:
        sys.exit("puzzles.py verify: no puzzles in %s" % args.file)
    if args.sample and args.sample < len(puzzles):
        step = len(puzzles) / args.sample
        puzzles = [puzzles[int(i * step)] for i in range(args.sample)]
    ours = Uci(ours_path)
    fairy = Uci(fairy_path, fairy=True) if fairy_path else None
    failures = 0
    try:
        for p in puzzles:
            n, why = check(ours, fairy, p["fen"], p["mate"])
            if n is None:
                failures += 1
                print("FAIL %s;mate %d: %s" % (p["fen"], p["mate"], why))
    finally:
        ours.close()
        if fairy:
            fairy.close()
    who = ("our engine and Fairy-Stockfish" if fairy else
           "our engine only" + (" (--ours-only)" if args.ours_only else " (Fairy-Stockfish not found)"))
    print("verified %d puzzles with %s: %d failed" % (len(puzzles), who, failures))
    return 1 if failures else 0


def main():
    # A terminated run still writes what it found (the finally clauses run).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["generate", "verify", "import"])
    ap.add_argument("source", nargs="?", help="import: the EPD file to take positions from")
    ap.add_argument("--id", default="imported", help="import: provenance written into each line")
    ap.add_argument("--file", default=DEFAULT_FILE)
    ap.add_argument("--engine", help="our engine (default build/bin/xiangqi-engine)")
    ap.add_argument("--fairy", help="Fairy-Stockfish (default: fairy-stockfish on PATH or /usr/games)")
    ap.add_argument("--ours-only", action="store_true", help="verify with our engine alone")
    ap.add_argument("--sample", type=int, default=0, help="verify only this many puzzles, evenly spaced")
    ap.add_argument("--count", type=int, default=50, help="generate: puzzles to add")
    ap.add_argument("--per-length", type=int, default=40, help="generate: at most this many of each mate length")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--filter-depth", type=int, default=9, help="generate: Fairy-Stockfish depth of the quick filter")
    ap.add_argument("--min-mate", type=int, default=1, help="generate: keep only mates at least this long")
    ap.add_argument("--max-tries", type=int, default=1000000)
    ap.add_argument("--mutate", action="store_true",
                    help="generate: change the set's long mates a little instead of drawing random positions")
    ap.add_argument("--pool-min", type=int, default=5, help="generate --mutate: start from mates at least this long")
    ap.add_argument("--ours-timeout", type=float, default=None,
                    help="generate: give up on a candidate when our engine's search takes longer (seconds)")
    args = ap.parse_args()
    if args.command == "generate":
        cmd_generate(args)
        return 0
    if args.command == "import":
        cmd_import(args)
        return 0
    return cmd_verify(args)


if __name__ == "__main__":
    sys.exit(main())
