#!/usr/bin/env python3
"""The tuning pipeline end to end (CTest test_tune): xiangqi-tune gen writes labelled quiet positions,
fit with no epochs writes back exactly the weights evaluate.cpp has (so apply.py leaves the file as it is),
a few epochs of fitting change the weights and apply.py puts them in place, and --only changes only
the weights it names.

Usage: test_tune.py XIANGQI_TUNE SOURCE_DIR
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def run(*args):
    r = subprocess.run(args, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        sys.exit("FAIL: %s exited %d\n%s%s" % (" ".join(args), r.returncode, r.stdout, r.stderr))
    return r


def main():
    tune, source = sys.argv[1], sys.argv[2]
    evaluate = os.path.join(source, "engine", "core", "src", "evaluate.cpp")
    apply = os.path.join(source, "tools", "tune", "apply.py")
    openings = os.path.join(source, "tools", "data", "sprt-openings.epd")
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "data.txt")
        run(tune, "gen", "--games", "3", "--nodes", "300", "--seed", "5", "--openings", openings, "-o", data)
        lines = open(data, encoding="utf-8").read().splitlines()
        if len(lines) < 50:
            sys.exit("FAIL: 3 games gave only %d positions" % len(lines))
        for line in lines:
            if not re.fullmatch(r"[1-9rnbakcpRNBAKCP/]+ [wb] - - \d+ \d+;(1|0|0\.5)", line):
                sys.exit("FAIL: not 'FEN;result': %r" % line)
        again = os.path.join(tmp, "again.txt")
        run(tune, "gen", "--games", "3", "--nodes", "300", "--seed", "5", "--openings", openings, "-o", again)
        if open(again, encoding="utf-8").read() != open(data, encoding="utf-8").read():
            sys.exit("FAIL: the same seed gave different data")

        same = os.path.join(tmp, "same.txt")
        run(tune, "fit", data, "--epochs", "0", "--holdout", "0", "-o", same)
        copy = os.path.join(tmp, "evaluate.cpp")
        shutil.copy(evaluate, copy)
        out = run(sys.executable, apply, same, copy).stdout
        if "14 declarations replaced" not in out:
            sys.exit("FAIL: apply.py: %s" % out)
        if open(copy, encoding="utf-8").read() != open(evaluate, encoding="utf-8").read():
            sys.exit("FAIL: the unfitted weights do not reproduce evaluate.cpp")

        fitted = os.path.join(tmp, "fitted.txt")
        run(tune, "fit", data, "--epochs", "20", "--holdout", "0", "--min-count", "1", "-o", fitted)
        run(sys.executable, apply, fitted, copy)
        if open(copy, encoding="utf-8").read() == open(evaluate, encoding="utf-8").read():
            sys.exit("FAIL: 20 epochs of fitting changed no weight")

        # --only I-J: only those weights move (353 is the rook mobility, which every position uses).
        only = os.path.join(tmp, "only.txt")
        run(tune, "fit", data, "--epochs", "20", "--holdout", "0", "--min-count", "1", "--only", "353-353", "-o", only)
        before = open(same, encoding="utf-8").read().splitlines()
        after = open(only, encoding="utf-8").read().splitlines()
        changed = [b for a, b in zip(before, after) if a != b]
        if len(before) != len(after) or len(changed) != 1 or not changed[0].startswith("constexpr int RookMobility"):
            sys.exit("FAIL: --only 353-353 changed %r" % changed)
    print("test_tune: 4 passed, 0 failed")


if __name__ == "__main__":
    main()
