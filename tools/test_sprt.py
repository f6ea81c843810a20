#!/usr/bin/env python3
"""Unit tests of the SPRT arithmetic in tools/sprt.py (run by CTest as test_sprt)."""
import math
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sprt  # noqa: E402


class SprtArithmetic(unittest.TestCase):
    def test_bounds(self):
        lower, upper = sprt.bounds(0.05, 0.05)
        self.assertAlmostEqual(lower, -2.9444389791664403, places=12)  # ln(0.05 / 0.95)
        self.assertAlmostEqual(upper, 2.9444389791664403, places=12)
        lower, upper = sprt.bounds(0.05, 0.1)
        self.assertAlmostEqual(lower, math.log(0.1 / 0.95), places=12)
        self.assertAlmostEqual(upper, math.log(0.9 / 0.05), places=12)

    def test_logistic(self):
        self.assertAlmostEqual(sprt.logistic(0), 0.5)
        self.assertAlmostEqual(sprt.logistic(400), 10 / 11)
        self.assertAlmostEqual(sprt.elo_of(10 / 11), 400)
        self.assertAlmostEqual(sprt.logistic(5), 0.5071950817, places=9)

    def test_binomial_is_exact(self):
        # Without draws the MLE under a mean constraint s puts probability s on a win, so the LLR
        # is the classical binomial likelihood ratio.
        for wins, losses, elo0, elo1 in ((60, 40, 0, 10), (512, 488, 0, 5), (30, 70, -10, 0)):
            s0, s1 = sprt.logistic(elo0), sprt.logistic(elo1)
            expected = wins * math.log(s1 / s0) + losses * math.log((1 - s1) / (1 - s0))
            got = sprt.llr([losses, 0, wins], elo0, elo1, regularize=False)
            self.assertAlmostEqual(got, expected, places=9)
        # 60-0-40 against [0, 10]: a hand-checked number.
        self.assertAlmostEqual(sprt.llr([40, 0, 60], 0, 10, regularize=False), 0.5342, places=4)

    def test_normal_approximation(self):
        # For many games the GSPRT LLR approaches N (s1 - s0) (2 m - s0 - s1) / (2 var).
        for counts in ([1000, 3000, 4000, 3100, 1050], [3300, 4500, 3400]):
            n = sum(counts)
            values = sprt.outcomes(len(counts))
            mean = sum(c * v for c, v in zip(counts, values)) / n
            var = sum(c * (v - mean) ** 2 for c, v in zip(counts, values)) / n
            s0, s1 = sprt.logistic(0), sprt.logistic(5)
            approx = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)
            got = sprt.llr(counts, 0, 5)
            self.assertAlmostEqual(got, approx, delta=0.02 * abs(approx) + 0.01)

    def test_symmetry_and_sign(self):
        counts = [30, 80, 140, 90, 40]
        self.assertAlmostEqual(sprt.llr(counts, 0, 5), -sprt.llr(counts[::-1], -5, 0), places=9)
        self.assertGreater(sprt.llr([10, 20, 30, 40, 50], 0, 5), 0)
        self.assertLess(sprt.llr([50, 40, 30, 20, 10], 0, 5), 0)
        self.assertEqual(sprt.llr([0, 0, 0, 0, 0], 0, 5), 0.0)

    def test_mle_keeps_the_mean(self):
        values = sprt.outcomes(5)
        probs = [0.1, 0.2, 0.4, 0.2, 0.1]
        for s in (0.3, 0.5, 0.55, 0.7):
            q = sprt.mle(values, probs, s)
            self.assertAlmostEqual(sum(q), 1.0, places=12)
            self.assertAlmostEqual(sum(a * b for a, b in zip(values, q)), s, places=9)

    def test_elo_estimate(self):
        elo, err = sprt.elo_estimate([0, 0, 100, 0, 0])
        self.assertAlmostEqual(elo, 0.0)
        self.assertAlmostEqual(err, 0.0)
        elo, err = sprt.elo_estimate([20, 10, 40])  # 40 wins, 10 draws, 20 losses: 64.3 %
        self.assertAlmostEqual(elo, sprt.elo_of(45 / 70))
        self.assertGreater(err, 50)

    def test_bad_input(self):
        with self.assertRaises(ValueError):
            sprt.llr([1, 2, 3, 4], 0, 5)

    def test_resume(self):
        import tempfile
        header = "SPRT elo0 0 elo1 10 alpha 0.05 beta 0.05, bounds [-2.94, 2.94], pentanomial, tc nodes=150000"
        body = [header + ", at most 2000 games",
                "pairs    1  W-D-L 1-1-0  pairs(0,.5,1,1.5,2) 0 0 0 1 0  Elo +190.8 +- 3600.0  LLR 0.03",
                "pairs    2  W-D-L 1-3-0  pairs(0,.5,1,1.5,2) 0 0 1 1 0  Elo +88.7 +- 136.3  LLR 0.06"]

        def counts(lines, expected_header=header):
            with tempfile.NamedTemporaryFile("w", suffix=".log", delete=False) as f:
                f.write("\n".join(lines) + "\n")
            try:
                return sprt.resumed_counts(f.name, expected_header)
            finally:
                os.remove(f.name)

        self.assertEqual(counts(body), (2, [0, 3, 1], [0, 0, 1, 1, 0]))
        # The output of a resumed test resumes too: its counts include the earlier ones.
        resumed = ["resumed from a.log: 1 pairs, W-D-L 1-1-0, pairs(0,.5,1,1.5,2) 0 0 0 1 0"] + body
        self.assertEqual(counts(resumed), (2, [0, 3, 1], [0, 0, 1, 1, 0]))
        # Another test's output, a decided test, one without pairs or with counts that do not add up: refused.
        with self.assertRaises(ValueError):
            counts(body, header.replace("elo1 10", "elo1 5"))
        with self.assertRaises(ValueError):
            counts(body + ["SPRT H1 accepted: 4 games"])
        with self.assertRaises(ValueError):
            counts(body[:1])
        with self.assertRaises(ValueError):
            counts(body[:2] + [body[2].replace("0 0 1 1 0", "0 0 2 1 0")])


if __name__ == "__main__":
    unittest.main()
