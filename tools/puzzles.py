#!/usr/bin/env python3
"""Builds and verifies the endgame puzzle sets: forced mates in 1-7 (assets/puzzles/mates.epd) and "win" studies
(assets/puzzles/wins.epd).

  tools/puzzles.py generate [--count N] [--seed S]   search random sparse positions for new puzzles
  tools/puzzles.py generate --mutate [--min-mate 7]  evolve the set's longest mates by small random changes
  tools/puzzles.py import FILE.epd --id PROVENANCE     add positions of another EPD that both engines confirm
  tools/puzzles.py wins [--per-family N] [--seed S]  regenerate the win studies (assets/puzzles/wins.epd)
  tools/puzzles.py verify [--sample K] [--file F]     re-verify every (or K evenly spaced) puzzle of both sets

A puzzle is kept only when our engine (build/bin/xiangqi-engine) and Fairy-Stockfish (UCI_Variant xiangqi)
both report a forced mate for the side to move and agree on its exact length. `verify` re-runs both engines
(our engine alone when Fairy-Stockfish is not installed, or with --ours-only) and fails on any disagreement.

Line format (as tests/data/mates.epd): <FEN>;mate <N>;bm <move>;id <provenance>
  bm is our engine's first move (ranks 0-9); id says where the position came from.

A win study is kept only when both engines give the side to move a winning score (a mate longer than 7 moves, or
at least WIN_CP centipawns), neither finds a mate in 7 or fewer (that belongs to the mates), and our engine accepts
the position (its set-up validation). Fairy-Stockfish searches to depth FAIRY_WIN_DEPTH, ours to OURS_WIN_DEPTH.
Line format: <FEN>;win <move limit>;bm <move>;id <name>;c0 "<description>";c1 "<what the engines said>"
  the move limit is twice Fairy-Stockfish's mate distance when it reports one (at least MIN_WIN_LIMIT), else
  DEFAULT_WIN_LIMIT.
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
WINS_FILE = os.path.join(ROOT, "assets", "puzzles", "wins.epd")
MAX_MATE = 7
# Win studies: both engines must score the side to move at least this (centipawns, each engine's own scale) or
# see a mate longer than MAX_MATE, at these fixed depths.
WIN_CP = 400
FAIRY_WIN_DEPTH = 22
OURS_WIN_DEPTH = 16
DEFAULT_WIN_LIMIT = 40  # moves of the winning side when no engine sees the mate
MIN_WIN_LIMIT = 16
MAX_WIN_LIMIT = 50  # below the 60-move rule


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

    def score(self, fen, depth):
        """Searches `fen` to `depth`: ("mate", N, best) / ("cp", X, best) from the side to move, or
        ("illegal", message, "") when the engine refuses the position (our engine says "info string error")."""
        self.send("ucinewgame")
        self.send("position fen " + fen)
        self.send("isready")
        for line in self.wait("readyok"):
            if line.startswith("info string") and "error" in line:
                return "illegal", line[len("info string "):], ""
        self.send("go depth %d" % depth)
        lines = self.wait("bestmove")
        score = ("cp", 0)
        for line in lines:
            m = re.search(r"\bscore (cp|mate) (-?\d+)", line)
            if m and " upperbound" not in line and " lowerbound" not in line:
                score = (m.group(1), int(m.group(2)))
        best = lines[-1].split()[1] if len(lines[-1].split()) > 1 else ""
        if self.fairy:
            best = shift_ranks(best, -1)
        return score[0], score[1], best

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


def placer(board, rng):
    """put(piece, squares): puts the piece on a random free square of `squares`; False when none is free."""

    def put(piece, choices):
        free = [s for s in choices if s not in board]
        if not free:
            return False
        board[rng.choice(free)] = piece
        return True

    return put


def random_position(rng):
    """A legal-looking sparse position, Red to move: Red attacks with 2-4 pieces, Black defends."""
    board = {}
    put = placer(board, rng)

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
                entry = {"fen": fields[0], "mate": None, "win": None, "bm": "", "id": "", "c0": "", "c1": ""}
                for field in fields[1:]:
                    key, _, value = field.partition(" ")
                    if key in ("mate", "win"):
                        entry[key] = int(value)
                    elif key in ("bm", "id"):
                        entry[key] = value
                    elif key in ("c0", "c1"):
                        entry[key] = value.strip('"')
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



# ---- win studies --------------------------------------------------------------------------------------------------

# The classic practical endings of xiangqi theory that the winning side wins (Red's pieces, then Black's; generals
# implied): (name used in the id, description). The placements are drawn at random and kept only when both engines
# confirm the win (see check_win); a family whose placements never pass simply contributes nothing.
WIN_FAMILIES = [
    ("r-2a", "R", "aa", "Chariot wins against two advisors (车胜双士)"),
    ("r-2b", "R", "bb", "Chariot wins against two elephants (车胜双象)"),
    ("r-ab", "R", "ab", "Chariot wins against advisor and elephant (车胜单士象)"),
    ("r-2a1b", "R", "aab", "Chariot against two advisors and one elephant (车对单缺象)"),
    ("r-1a2b", "R", "abb", "Chariot against one advisor and two elephants (车对单缺士)"),
    ("r-n2b", "R", "nbb", "Chariot wins against horse and two elephants (车胜马双象)"),
    ("r-na", "R", "na", "Chariot wins against horse and advisor (车胜马单士)"),
    ("r-ca", "R", "ca", "Chariot wins against cannon and advisor (车胜炮单士)"),
    ("r-p2a", "R", "paa", "Chariot wins against soldier and two advisors (车胜卒双士)"),
    ("rn-full", "RN", "aabb", "Chariot and horse win against the full defence (车马胜士象全)"),
    ("rc-full", "RCAA", "aabb", "Chariot and cannon with advisors win against the full defence (车炮仕仕胜士象全)"),
    ("rp-full", "RP", "aabb", "Chariot and soldier win against the full defence (车兵胜士象全)"),
    ("rr-r2a", "RR", "raa", "Two chariots win against chariot and two advisors (双车胜车双士)"),
    ("rn-r", "RNAB", "rab", "Chariot and horse against chariot, advisor and elephant (车马仕相对车士象)"),
    ("rc-r", "RCAA", "ra", "Chariot and cannon against chariot and advisor (车炮仕仕对车士)"),
    ("nc-2a", "NC", "aa", "Horse and cannon win against two advisors (马炮胜双士)"),
    ("nc-2b", "NC", "bb", "Horse and cannon win against two elephants (马炮胜双象)"),
    ("nn-2a", "NN", "aa", "Two horses win against two advisors (双马胜双士)"),
    ("nn-2b", "NN", "bb", "Two horses win against two elephants (双马胜双象)"),
    ("np-a", "NP", "a", "Horse and soldier win against one advisor (马兵胜单士)"),
    ("np-b", "NP", "b", "Horse and soldier win against one elephant (马兵胜单象)"),
    ("cp-a", "CPA", "a", "Cannon and soldier with an advisor win against one advisor (炮兵仕胜单士)"),
    ("pp-a", "PP", "a", "Two soldiers win against one advisor (双兵胜单士)"),
    ("pp-2a", "PP", "aa", "Two soldiers win against two advisors (双兵胜双士)"),
    ("nc-full", "NCAB", "aabb", "Horse and cannon against the full defence (马炮对士象全)"),
]

CROSSED_RED_PAWN = [(f, r) for f in range(9) for r in range(5, 9)]  # over the river, not on the last rank


def random_placement(rng, red, black):
    """Red (the winning side, to move) has its general and the pieces `red`; Black its general and `black`.
    Advisors and elephants on their points, soldiers over the river (not on the last rank), others anywhere."""
    board = {}
    put = placer(board, rng)

    anywhere = [(f, r) for f in range(9) for r in range(10)]
    put("K", PALACE_RED)
    put("k", mirror(PALACE_RED))
    for piece in red:
        put(piece, CROSSED_RED_PAWN if piece == "P" else squares_for(piece) if piece in "AB" else anywhere)
    for piece in black:
        put(piece, squares_for(piece) if piece in "abp" else anywhere)
    return board_to_fen(board)


def flip_colours(fen):
    """The same position seen from the other side: the board turned round, colours swapped, the other side to
    move."""
    board = parse_board(fen)
    turned = {(8 - f, 9 - r): p.swapcase() for (f, r), p in board.items()}
    side = "b" if fen.split()[1] == "w" else "w"
    return board_to_fen(turned)[:-len("w - - 0 1")] + side + " - - 0 1"


def is_capture(fen, move):
    m = re.fullmatch(r"([a-i])(\d)([a-i])(\d)", move)
    return bool(m) and ("abcdefghi".index(m.group(3)), int(m.group(4))) in parse_board(fen)


def win_limit(fairy_mate):
    if fairy_mate is None:
        return DEFAULT_WIN_LIMIT
    return max(MIN_WIN_LIMIT, min(MAX_WIN_LIMIT, 2 * fairy_mate))


def describe_score(kind, value):
    return ("mate %d" % value) if kind == "mate" else ("cp %+d" % value)


def check_win(ours, fairy, fen):
    """Is `fen` a win study? Returns (entry fields, None) or (None, reason). Entry fields: win (move limit), bm,
    c1 (the scores)."""
    kind, value, best = ours.score(fen, OURS_WIN_DEPTH)
    if kind == "illegal":
        return None, "our engine refuses the position: %s" % value
    if kind == "mate" and 0 < value <= MAX_MATE:
        return None, "our engine finds a mate in %d (a mate puzzle, not a study)" % value
    if not ((kind == "mate" and value > 0) or (kind == "cp" and value >= WIN_CP)):
        return None, "our engine scores it %s" % describe_score(kind, value)
    ours_said = describe_score(kind, value)
    fairy_mate = None
    fairy_said = "not run"
    if fairy:
        fkind, fvalue, _ = fairy.score(fen, FAIRY_WIN_DEPTH)
        if fkind == "mate" and 0 < fvalue <= MAX_MATE:
            return None, "Fairy-Stockfish finds a mate in %d (a mate puzzle, not a study)" % fvalue
        if not ((fkind == "mate" and fvalue > 0) or (fkind == "cp" and fvalue >= WIN_CP)):
            return None, "Fairy-Stockfish scores it %s" % describe_score(fkind, fvalue)
        fairy_mate = fvalue if fkind == "mate" else None
        fairy_said = describe_score(fkind, fvalue)
    return {"win": win_limit(fairy_mate), "bm": best,
            "c1": "Fairy-Stockfish depth %d: %s, ours depth %d: %s" % (FAIRY_WIN_DEPTH, fairy_said, OURS_WIN_DEPTH,
                                                                       ours_said)}, None


def write_wins(path, studies):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for p in studies:
            f.write('%s;win %d;bm %s;id %s;c0 "%s";c1 "%s"\n' % (p["fen"], p["win"], p["bm"], p["id"], p["c0"],
                                                                  p["c1"]))


def cmd_wins(args):
    """Regenerates the win studies: for every family, random placements until --per-family of them pass
    check_win (every third one kept is turned round, so that Black is the winning side)."""
    ours_path, fairy_path = find_engines(args)
    if not fairy_path:
        sys.exit("puzzles.py wins: needs Fairy-Stockfish (apt-get install fairy-stockfish)")
    ours, fairy = Uci(ours_path), Uci(fairy_path, fairy=True)
    path = args.file if args.file != DEFAULT_FILE else WINS_FILE
    rng = random.Random(args.seed)
    studies, kept_total = [], 0
    try:
        for name, red, black, description in WIN_FAMILIES:
            kept, tried, seen = 0, 0, set()
            while kept < args.per_family and tried < args.family_tries:
                tried += 1
                fen = random_placement(rng, red, black)
                if fen in seen or not is_legal_setup(fen):
                    continue
                seen.add(fen)
                if (kept_total + 1) % 3 == 0:
                    fen = flip_colours(fen)
                fields, why = check_win(ours, fairy, fen)
                if fields and is_capture(fen, fields["bm"]):
                    # A study that starts by taking a piece left hanging is no study.
                    fields, why = None, "the first move %s takes a piece" % fields["bm"]
                if not fields:
                    if args.verbose:
                        print("  rejected %s: %s" % (fen, why), flush=True)
                    continue
                kept += 1
                kept_total += 1
                fields.update({"fen": fen, "id": "theory-%s-%d" % (name, kept), "c0": description})
                studies.append(fields)
                print("%s: %s (%s) %s" % (fields["id"], fen, fields["bm"], fields["c1"]), flush=True)
                write_wins(path, studies)
            print("%s: kept %d of %d placements" % (name, kept, tried), flush=True)
    finally:
        write_wins(path, studies)
        ours.close()
        fairy.close()
    print("%d win studies in %s" % (len(studies), path))


def sample_of(puzzles, k):
    if k and k < len(puzzles):
        step = len(puzzles) / k
        return [puzzles[int(i * step)] for i in range(k)]
    return puzzles


def cmd_verify(args):
    """Re-verifies the mates (--file, default mates.epd) and the win studies (--wins-file, default wins.epd)."""
    ours_path, fairy_path = find_engines(args)
    puzzles = read_set(args.file)
    if not puzzles:
        sys.exit("puzzles.py verify: no puzzles in %s" % args.file)
    wins_file = args.wins_file if args.wins_file is not None else (WINS_FILE if args.file == DEFAULT_FILE else "")
    studies = read_set(wins_file) if wins_file else []
    if wins_file and not studies:
        sys.exit("puzzles.py verify: no win studies in %s" % wins_file)
    # The studies of a mates file given alone (--file wins.epd) are checked as studies.
    studies += [p for p in puzzles if p["win"] is not None]
    puzzles = [p for p in puzzles if p["win"] is None]
    puzzles = sample_of(puzzles, args.sample)
    studies = sample_of(studies, args.wins_sample if args.wins_sample is not None else args.sample)
    ours = Uci(ours_path)
    fairy = Uci(fairy_path, fairy=True) if fairy_path else None
    failures = 0
    try:
        for p in puzzles:
            n, why = check(ours, fairy, p["fen"], p["mate"])
            if n is None:
                failures += 1
                print("FAIL %s;mate %d: %s" % (p["fen"], p["mate"], why))
        for p in studies:
            fields, why = check_win(ours, fairy, p["fen"])
            if not fields:
                failures += 1
                print("FAIL %s;win %d: %s" % (p["fen"], p["win"], why))
    finally:
        ours.close()
        if fairy:
            fairy.close()
    who = ("our engine and Fairy-Stockfish" if fairy else
           "our engine only" + (" (--ours-only)" if args.ours_only else " (Fairy-Stockfish not found)"))
    print("verified %d puzzles and %d win studies with %s: %d failed" % (len(puzzles), len(studies), who, failures))
    return 1 if failures else 0


def main():
    # A terminated run still writes what it found (the finally clauses run).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["generate", "verify", "import", "wins"])
    ap.add_argument("source", nargs="?", help="import: the EPD file to take positions from")
    ap.add_argument("--id", default="imported", help="import: provenance written into each line")
    ap.add_argument("--file", default=DEFAULT_FILE)
    ap.add_argument("--engine", help="our engine (default build/bin/xiangqi-engine)")
    ap.add_argument("--fairy", help="Fairy-Stockfish (default: fairy-stockfish on PATH or /usr/games)")
    ap.add_argument("--ours-only", action="store_true", help="verify with our engine alone")
    ap.add_argument("--sample", type=int, default=0, help="verify only this many puzzles, evenly spaced")
    ap.add_argument("--wins-file", help="verify: the win studies (default assets/puzzles/wins.epd; '' for none)")
    ap.add_argument("--wins-sample", type=int, help="verify only this many win studies (default: as --sample)")
    ap.add_argument("--per-family", type=int, default=4, help="wins: studies to keep of each ending")
    ap.add_argument("--family-tries", type=int, default=80, help="wins: random placements to try per ending")
    ap.add_argument("--verbose", action="store_true", help="wins: say why each placement was rejected")
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
    if args.command == "wins":
        cmd_wins(args)
        return 0
    return cmd_verify(args)


if __name__ == "__main__":
    sys.exit(main())
