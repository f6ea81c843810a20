#!/usr/bin/env python3
"""Sequential probability ratio test (SPRT) of a candidate engine build against a base build.

Plays the two builds against each other with the shared arena (pairs of games from one opening,
colours swapped), and after every finished pair computes the generalised SPRT log-likelihood
ratio (GSPRT, as fishtest and OpenBench do) of H1: Elo = elo1 against H0: Elo = elo0 (logistic
Elo), from the pentanomial distribution of pair scores (or the trinomial one of game results).
It stops when the LLR leaves [log(beta/(1-alpha)), log((1-beta)/alpha)] or after --games games.

Usage (normally through tools/sprt.sh, which finds the arena):
  tools/sprt.py --arena DIR --cand BIN --base BIN [--elo0 0] [--elo1 5] [--alpha 0.05]
                [--beta 0.05] [--games 2000] [--tc nodes=20000] [--concurrency 2]
                [--openings FILE] [--model pentanomial|trinomial] [--out PREFIX]
The last line is one summary, e.g.
  SPRT H1 accepted: 412 games, W-D-L 160-130-122, Elo +32.3 +- 24.1 (95%), LLR 2.97 [-2.94, 2.94], elo0 0 elo1 10

Python 3 standard library only; the arithmetic is unit-tested by tools/test_sprt.py.
"""
import argparse
import math
import os
import re
import signal
import subprocess
import sys

REGULARIZE = 1e-3  # a zero count becomes this, so that the MLE exists (as fishtest does)


def logistic(elo):
    """Expected score for a logistic Elo difference."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def elo_of(score):
    score = min(max(score, 1e-9), 1 - 1e-9)
    return -400.0 * math.log10(1.0 / score - 1.0)


def bounds(alpha, beta):
    """LLR bounds (lower: accept H0, upper: accept H1)."""
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def outcomes(n):
    """Scores of the n outcomes: trinomial 0, 1/2, 1; pentanomial pair score / 2 = 0, 1/4 ... 1."""
    return [i / (n - 1) for i in range(n)]


def mle(values, probs, s):
    """Maximum-likelihood distribution on `values` with mean s, given observed frequencies probs.

    Maximising sum p_i log q_i under sum q_i = 1 and sum q_i v_i = s gives, with a Lagrange
    multiplier x, q_i = p_i / (1 + x (v_i - s)), where x solves
    f(x) = sum p_i (v_i - s) / (1 + x (v_i - s)) = 0. f falls strictly on the interval where all
    denominators stay positive, so bisection finds x.
    """
    lo_v, hi_v = min(values), max(values)
    if not lo_v < s < hi_v:
        raise ValueError("mean %g outside the outcome range" % s)
    lo, hi = -1.0 / (hi_v - s), 1.0 / (s - lo_v)
    # Keep away from the poles, where f is infinite.
    eps = 1e-12
    lo, hi = lo + eps * (hi - lo), hi - eps * (hi - lo)

    def f(x):
        return sum(p * (v - s) / (1.0 + x * (v - s)) for v, p in zip(values, probs))

    for _ in range(200):
        mid = (lo + hi) / 2
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    x = (lo + hi) / 2
    q = [p / (1.0 + x * (v - s)) for v, p in zip(values, probs)]
    total = sum(q)
    return [v / total for v in q]


def llr(counts, elo0, elo1, regularize=True):
    """GSPRT log-likelihood ratio of Elo = elo1 against Elo = elo0 (logistic Elo).

    counts: trinomial [losses, draws, wins] or pentanomial [pairs scoring 0, 1/2, 1, 3/2, 2].
    """
    if len(counts) not in (3, 5):
        raise ValueError("counts must have 3 (L, D, W) or 5 (pair scores 0..2) entries")
    counts = [float(c) for c in counts]
    if sum(counts) <= 0:
        return 0.0
    if regularize:
        counts = [c if c > 0 else REGULARIZE for c in counts]
    n = sum(counts)
    if n <= 0:
        return 0.0
    values = outcomes(len(counts))
    probs = [c / n for c in counts]
    s0, s1 = logistic(elo0), logistic(elo1)
    q0, q1 = mle(values, probs, s0), mle(values, probs, s1)
    return n * sum(p * math.log(a / b) for p, a, b in zip(probs, q1, q0) if p > 0)


def elo_estimate(counts):
    """(Elo, half-width of its 95 % interval) from trinomial or pentanomial counts."""
    n = sum(counts)
    if n == 0:
        return 0.0, float("inf")
    values = outcomes(len(counts))
    mean = sum(c * v for c, v in zip(counts, values)) / n
    var = sum(c * (v - mean) ** 2 for c, v in zip(counts, values)) / n
    se = math.sqrt(var / n) if n > 1 else 0.5
    lo, hi = mean - 1.959964 * se, mean + 1.959964 * se
    elo = elo_of(mean)
    return elo, (elo_of(hi) - elo_of(lo)) / 2


GAME_LINE = re.compile(r"^Game\s+(\d+)/\d+\s+#\S+\s+(.+?) \(red\) - (.+?) \(black\): (1-0|0-1|1/2-1/2)")


PAIRS_LINE = re.compile(r"pairs\s+(\d+)\s+W-D-L (\d+)-(\d+)-(\d+)\s+pairs\(0,\.5,1,1\.5,2\) (\d+) (\d+) (\d+) (\d+) (\d+)\s")


def resumed_counts(path, header):
    """The counts of a stopped test from its output: (pairs, [L, D, W], pentanomial counts).

    The test goes on only under the same hypotheses, model and time control (the header's words up to the game
    limit), and only if it was not decided: a decided test is not continued."""
    with open(path) as f:
        lines = f.read().splitlines()
    # A resumed test's output begins with the line that says where it resumed from; its counts include those.
    if lines and lines[0].startswith("resumed from "):
        lines = lines[1:]
    if not lines or lines[0].split(", at most")[0] != header:
        raise ValueError("its first line is not this test's header (%r)" % header)
    last = None
    for line in lines[1:]:
        if line.startswith("SPRT H"):
            raise ValueError("that test was decided (%s)" % line)
        m = PAIRS_LINE.match(line)
        if m:
            last = m
    if last is None:
        raise ValueError("no finished pair in it")
    g = [int(x) for x in last.groups()]
    pairs, wins, draws, losses, penta = g[0], g[1], g[2], g[3], g[4:]
    if sum(penta) != pairs or wins + draws + losses != 2 * pairs:
        raise ValueError("its last line does not add up: %s" % last.group(0))
    return pairs, [losses, draws, wins], penta


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arena", required=True, help="directory of arena.mjs (with node_modules)")
    ap.add_argument("--cand", required=True, help="candidate engine binary")
    ap.add_argument("--base", required=True, help="base engine binary")
    ap.add_argument("--elo0", type=float, default=0.0)
    ap.add_argument("--elo1", type=float, default=5.0)
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    ap.add_argument("--games", type=int, default=2000, help="maximum number of games (even)")
    ap.add_argument("--tc", default="nodes=20000",
                    help="arena time control (nodes=N is load-independent), or clock=BASE_MS+INC_MS for a game clock")
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--openings", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                                                       "sprt-openings.epd"),
                    help="EPD file (default tools/data/sprt-openings.epd, made by tools/sprt-openings.py)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the shuffled opening order")
    ap.add_argument("--model", choices=["pentanomial", "trinomial"], default="pentanomial")
    ap.add_argument("--out", default="/tmp/sprt", help="prefix of the PGN and log files")
    ap.add_argument("--arena-option", action="append", default=[], help="extra arena option (repeatable)")
    ap.add_argument("--resume", metavar="LOG",
                    help="go on with a test that was stopped early: LOG is its output (this script's stdout); its "
                         "counts are the start, its settings must be the same, and --seed must be a new one")
    a = ap.parse_args()
    if a.games < 2 or a.games % 2:
        ap.error("--games must be an even number >= 2")
    if not a.elo0 < a.elo1:
        ap.error("--elo0 must be below --elo1")
    for b in (a.cand, a.base):
        if not os.access(b, os.X_OK):
            ap.error("engine %s is not an executable file" % b)

    lower, upper = bounds(a.alpha, a.beta)
    header = ("SPRT elo0 %g elo1 %g alpha %g beta %g, bounds [%.2f, %.2f], %s, tc %s"
              % (a.elo0, a.elo1, a.alpha, a.beta, lower, upper, a.model, a.tc))
    penta = [0] * 5
    tri = [0, 0, 0]
    prior_pairs = 0
    if a.resume:
        try:
            prior_pairs, tri, penta = resumed_counts(a.resume, header)
        except (OSError, ValueError) as e:
            ap.error("cannot resume from %s: %s" % (a.resume, e))
        print("resumed from %s: %d pairs, W-D-L %d-%d-%d, pairs(0,.5,1,1.5,2) %s"
              % (a.resume, prior_pairs, tri[2], tri[1], tri[0], " ".join(map(str, penta))), flush=True)
    if 2 * prior_pairs >= a.games:
        ap.error("--games %d: the resumed test has played %d games already" % (a.games, 2 * prior_pairs))
    # A game clock ("clock=BASE_MS+INC_MS") needs tools/clockmatch.mjs: the arena has no clock.
    clock = a.tc.startswith("clock=")
    runner = ([os.path.join(os.path.dirname(os.path.abspath(__file__)), "clockmatch.mjs"), "--arena", a.arena]
              if clock else [os.path.join(a.arena, "arena.mjs")])
    cmd = ["node"] + runner + [
           "--engine1", a.cand, "--ranks1", "0", "--name1", "cand",
           "--engine2", a.base, "--ranks2", "0", "--name2", "base",
           "--tc", a.tc, "--games", str(a.games - 2 * prior_pairs), "--concurrency", str(a.concurrency),
           "--shuffle", "--seed", str(a.seed), "--resign", "3,1000", "--maxplies", "300",
           "--pgn", a.out + ".pgn"]
    if a.openings:
        cmd += ["--openings", a.openings]
    for opt in a.arena_option:
        cmd += opt.split(" ", 1)
    if os.path.exists(a.out + ".pgn"):
        os.remove(a.out + ".pgn")
    print(header + ", at most %d games" % a.games, flush=True)
    log = open(a.out + ".log", "w")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)

    games = {}  # game number -> candidate's score (0, 0.5, 1)
    done_pairs = set()
    verdict = None
    value = 0.0
    for line in proc.stdout:
        log.write(line)
        log.flush()
        m = GAME_LINE.match(line.strip())
        if not m:
            continue
        number, red, result = int(m.group(1)), m.group(2), m.group(4)
        score = 0.5 if result == "1/2-1/2" else float((result == "1-0") == (red == "cand"))
        games[number] = score
        tri[int(score * 2)] += 1
        pair = (number + 1) // 2
        if pair in done_pairs or (2 * pair - 1) not in games or (2 * pair) not in games:
            continue
        done_pairs.add(pair)
        penta[int((games[2 * pair - 1] + games[2 * pair]) * 2)] += 1
        counts = penta if a.model == "pentanomial" else tri
        value = llr(counts, a.elo0, a.elo1)
        elo, err = elo_estimate(counts)
        print("pairs %4d  W-D-L %d-%d-%d  pairs(0,.5,1,1.5,2) %s  Elo %+.1f +- %.1f  LLR %.2f"
              % (prior_pairs + len(done_pairs), tri[2], tri[1], tri[0], " ".join(map(str, penta)), elo, err, value), flush=True)
        if value >= upper or value <= lower:
            verdict = "H1 accepted" if value >= upper else "H0 accepted"
            proc.send_signal(signal.SIGINT)  # the arena kills its engines and stops
            break
    try:
        proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()
    counts = penta if a.model == "pentanomial" else tri
    elo, err = elo_estimate(counts)
    n = sum(tri)
    if verdict is None:
        verdict = "inconclusive" if n >= a.games else "stopped early"
    print("SPRT %s: %d games, W-D-L %d-%d-%d, Elo %+.1f +- %.1f (95%%), LLR %.2f [%.2f, %.2f], elo0 %g elo1 %g, tc %s"
          % (verdict, n, tri[2], tri[1], tri[0], elo, err, value, lower, upper, a.elo0, a.elo1, a.tc))
    return 0 if verdict in ("H1 accepted", "H0 accepted", "inconclusive") else 1


if __name__ == "__main__":
    sys.exit(main())
