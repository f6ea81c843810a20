#!/usr/bin/python3
# Regenerates the game's assets (piece SVGs, sounds, app icon) reproducibly from code; see assets/README.md.
"""Usage: tools/make-assets.py [--check]

Writes assets/pieces/{traditional,international,contrast}.svg, assets/sounds/*.wav, assets/icons/xiangqi.svg and
assets/icons/xiangqi-N.png for the hicolor icon theme sizes N in ICON_SIZES. With --check nothing is written: the script regenerates everything in memory and
exits 1 if any committed file differs. The PNG is not compared: its bytes depend on the rsvg-convert version.

Needs Debian's python3 (the pyenv python has no fontTools), python3-fonttools, fonts-noto-cjk and, for the PNG,
librsvg2-bin:  apt-get install python3-fonttools fonts-noto-cjk librsvg2-bin
The output depends only on this script and the font file, so the same inputs give byte-identical files.
"""

import io
import math
import os
import random
import shutil
import struct
import re
import subprocess
import sys
import wave

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# Noto Serif CJK (SIL OFL 1.1). The Bold weight keeps the strokes readable on 40 px pieces; face 3 of the
# collection is the Traditional Chinese (TC) one, whose glyph shapes match the traditional piece characters.
FONT_PATH = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
FONT_FAMILY_WANTED = "Noto Serif CJK TC"

RED_INK = "#b0141a"
BLACK_INK = "#1c1a17"
CELL = 100  # every piece is drawn in its own CELL x CELL square
KINDS = "KABNRCP"  # general, advisor, elephant, horse, chariot, cannon, soldier
CHARACTERS = {
    "r": {"K": "帥", "A": "仕", "B": "相", "N": "傌", "R": "俥", "C": "炮", "P": "兵"},
    "b": {"K": "將", "A": "士", "B": "象", "N": "馬", "R": "車", "C": "砲", "P": "卒"},
}


def fmt(value):
    """Short, stable number formatting for SVG coordinates (two decimals, no trailing zeros)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# ---------------------------------------------------------------------------------------------------------------
# Glyph outlines


class SvgPathPen(BasePen):
    """Collects a glyph outline as SVG path data, mapping font units through `transform` and rounding."""

    def __init__(self, transform):
        super().__init__(glyphSet=None)
        self.transform = transform
        self.parts = []

    def _pt(self, pt):
        x, y = self.transform(pt)
        return f"{fmt(x)} {fmt(y)}"

    def _moveTo(self, pt):
        self.parts.append("M" + self._pt(pt))

    def _lineTo(self, pt):
        self.parts.append("L" + self._pt(pt))

    def _curveToOne(self, p1, p2, p3):
        self.parts.append("C" + " ".join(self._pt(p) for p in (p1, p2, p3)))

    def _closePath(self):
        self.parts.append("Z")

    def _endPath(self):
        pass

    def path(self):
        return "".join(self.parts)


class BoundsCollector(BasePen):
    """Bounding box of the on-curve and control points (enough for centring: CFF glyphs keep controls close)."""

    def __init__(self):
        super().__init__(glyphSet=None)
        self.xs, self.ys = [], []

    def _add(self, *pts):
        for x, y in pts:
            self.xs.append(x)
            self.ys.append(y)

    def _moveTo(self, pt):
        self._add(pt)

    def _lineTo(self, pt):
        self._add(pt)

    def _curveToOne(self, p1, p2, p3):
        self._add(p1, p2, p3)

    def _closePath(self):
        pass

    def _endPath(self):
        pass


class GlyphSource:
    def __init__(self, path, family):
        if not os.path.exists(path):
            sys.exit(f"make-assets: {path} is missing; apt-get install fonts-noto-cjk")
        self.font = None
        for number in range(16):
            font = TTFont(path, fontNumber=number, lazy=True)
            if font["name"].getDebugName(1) == family:
                self.font = font
                break
        if self.font is None:
            sys.exit(f"make-assets: no face named {family!r} in {path}")
        self.version = self.font["name"].getDebugName(5)
        self.cmap = self.font.getBestCmap()
        self.glyphs = self.font.getGlyphSet()
        self.units_per_em = self.font["head"].unitsPerEm

    def outline(self, char, cx, cy, em, max_radius):
        """SVG path data of `char` scaled so one em is `em` units, its bounding box centred on (cx, cy); a glyph
        reaching further than `max_radius` from the centre is shrunk to fit (it must stay inside the ring)."""
        name = self.cmap[ord(char)]
        bounds = BoundsCollector()
        self.glyphs[name].draw(bounds)
        mid_x = (min(bounds.xs) + max(bounds.xs)) / 2
        mid_y = (min(bounds.ys) + max(bounds.ys)) / 2
        scale = em / self.units_per_em
        reach = max(math.hypot(x - mid_x, y - mid_y) for x, y in zip(bounds.xs, bounds.ys)) * scale
        scale *= min(1.0, max_radius / reach)
        pen = SvgPathPen(lambda p: (cx + (p[0] - mid_x) * scale, cy - (p[1] - mid_y) * scale))
        self.glyphs[name].draw(pen)
        return pen.path()


# ---------------------------------------------------------------------------------------------------------------
# Piece discs

DEFS = """<defs>
  <radialGradient id="wood" cx="0.42" cy="0.36" r="0.7">
    <stop offset="0" stop-color="#f9e8c0"/>
    <stop offset="0.6" stop-color="#eccb8e"/>
    <stop offset="1" stop-color="#d6a764"/>
  </radialGradient>
  <linearGradient id="rim" x1="0.2" y1="0.1" x2="0.8" y2="0.95">
    <stop offset="0" stop-color="#f0d298"/>
    <stop offset="0.5" stop-color="#cf9d58"/>
    <stop offset="1" stop-color="#9c6a31"/>
  </linearGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0.82" stop-color="#000000" stop-opacity="0.32"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0"/>
  </radialGradient>
</defs>"""

FACE_RADIUS = 42.3  # the flat top of the piece; the bevelled rim around it reaches radius 45.5
RING_RADIUS = 37.6  # the engraved ring in the side's colour; emblems stay inside it


def wood_grain(cx, cy, seed):
    """A few faint wavy lines across the face, kept inside it without a clip path (Qt 6.4 SVG has none)."""
    rng = random.Random(seed)
    paths = []
    y = -FACE_RADIUS + rng.uniform(4, 8)
    while y < FACE_RADIUS - 4:
        amplitude, phase, waves = rng.uniform(0.6, 1.6), rng.uniform(0, 2 * math.pi), rng.uniform(0.8, 1.6)
        half = math.sqrt((FACE_RADIUS - 2.5) ** 2 - y * y) - amplitude
        points = []
        for k in range(13):
            x = -half + 2 * half * k / 12
            points.append((cx + x, cy + y + amplitude * math.sin(phase + waves * math.pi * x / FACE_RADIUS)))
        paths.append("M" + "L".join(f"{fmt(px)} {fmt(py)}" for px, py in points))
        y += rng.uniform(5, 10)
    return (f'  <path fill="none" stroke="#9a6630" stroke-opacity="0.16" stroke-width="0.7" '
            f'stroke-linecap="round" d="{"".join(paths)}"/>')


def disc(ox, oy, ink, seed=0):
    """The wooden disc of one piece in the cell whose top-left corner is (ox, oy), without its emblem.

    An invisible rectangle spans the whole cell so a renderer asking for the element's bounds gets the cell,
    with the piece centred in it, whatever the emblem's shape."""
    cx, cy = ox + 50, oy + 50
    return "\n".join(
        [
            f'  <rect x="{ox}" y="{oy}" width="{CELL}" height="{CELL}" fill="none" stroke="none"/>',
            f'  <circle cx="{fmt(cx + 0.8)}" cy="{fmt(cy + 1.5)}" r="48" fill="url(#shadow)"/>',
            f'  <circle cx="{cx}" cy="{cy}" r="45.5" fill="url(#rim)" stroke="#7a4f22" stroke-width="1.2"/>',
            f'  <circle cx="{cx}" cy="{cy}" r="{FACE_RADIUS}" fill="url(#wood)" stroke="#b07e41" '
            f'stroke-opacity="0.6" stroke-width="0.8"/>',
            wood_grain(cx, cy, seed),
            f'  <circle cx="{cx}" cy="{cy}" r="{RING_RADIUS}" fill="none" stroke="{ink}" stroke-width="2.2"/>',
        ]
    )


def piece_document(title, emblem, disc_of=None, defs=None):
    """An SVG with 14 top-level groups rK..rP (top row) and bK..bP (bottom row), one 100x100 cell each.
    disc_of(ox, oy, ink, seed) draws the disc under each emblem (default: the wooden disc)."""
    disc_of = disc_of or disc
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f"<!-- {title} Generated by tools/make-assets.py; do not edit by hand. -->",
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{7 * CELL}" height="{2 * CELL}" '
        f'viewBox="0 0 {7 * CELL} {2 * CELL}">',
        DEFS if defs is None else defs,
    ]
    for row, side in enumerate("rb"):
        ink = RED_INK if side == "r" else BLACK_INK
        for col, kind in enumerate(KINDS):
            ox, oy = col * CELL, row * CELL
            lines.append(f'<g id="{side}{kind}">')
            lines.append(disc_of(ox, oy, ink, seed=row * 7 + col))
            lines.append(emblem(side, kind, ox, oy, ink))
            lines.append("</g>")
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def traditional_svg(glyphs):
    def emblem(side, kind, ox, oy, ink):
        path = glyphs.outline(CHARACTERS[side][kind], ox + 50, oy + 50, 55, RING_RADIUS - 2.6)
        return f'  <path fill="{ink}" d="{path}"/>'

    title = f"Traditional Xiangqi pieces; characters are outlines from {FONT_FAMILY_WANTED} Bold " \
        f"({glyphs.version.split(';')[0]}), SIL Open Font License 1.1."
    return piece_document(title, emblem)


# High contrast: a solid disc in the side's colour with a white character and a thick white ring, so the two sides
# and the seven kinds stay apart for players with weak sight, on small screens and in bright light.
CONTRAST_LIGHT = "#ffffff"
CONTRAST_RED = "#c8000a"
CONTRAST_BLACK = "#000000"


def contrast_disc(ox, oy, ink, seed=0):
    cx, cy = ox + 50, oy + 50
    fill = CONTRAST_RED if ink == RED_INK else CONTRAST_BLACK
    return "\n".join(
        [
            f'  <rect x="{ox}" y="{oy}" width="{CELL}" height="{CELL}" fill="none" stroke="none"/>',
            f'  <circle cx="{cx}" cy="{cy}" r="46" fill="{fill}" stroke="{CONTRAST_LIGHT}" stroke-width="2"/>',
            f'  <circle cx="{cx}" cy="{cy}" r="{RING_RADIUS + 1}" fill="none" stroke="{CONTRAST_LIGHT}" '
            f'stroke-width="3.2"/>',
        ]
    )


def contrast_svg(glyphs):
    def emblem(side, kind, ox, oy, ink):
        path = glyphs.outline(CHARACTERS[side][kind], ox + 50, oy + 50, 58, RING_RADIUS - 3.5)
        return f'  <path fill="{CONTRAST_LIGHT}" d="{path}"/>'

    title = f"High-contrast Xiangqi pieces; characters are outlines from {FONT_FAMILY_WANTED} Bold " \
        f"({glyphs.version.split(';')[0]}), SIL Open Font License 1.1."
    return piece_document(title, emblem, contrast_disc, "<defs/>")


# International symbols, drawn in a local 100x100 cell (centre 50,50; the ring has radius RING_RADIUS) as a list of
# shapes: ("ink", path) filled in the side's colour; ("light", path) and ("lightline", path, width) details in LIGHT,
# the face's colour, on top of the ink; ("circle" | "circle-light", (x, y, r)); ("ring-light", (x, y, r, width));
# ("tusk", path) filled LIGHT with an ink outline, for details that stand on the bare face.
LIGHT = "#f3dcaa"

SYMBOLS = {
    # General: a three-pointed crown over a band.
    "K": [
        ("ink", "M29 62L26 35L39 47L50 28L61 47L74 35L71 62Z"),
        ("ink", "M29 65H71V72H29Z"),
        ("circle", (26, 33, 4)),
        ("circle", (50, 26, 4.5)),
        ("circle", (74, 33, 4)),
        ("light", "M46 52L50 47L54 52L50 57Z"),
    ],
    # Advisor: a heraldic shield with a diagonal cross (advisors move diagonally inside the palace).
    "A": [
        ("ink", "M50 25L72 32V49C72 62 62 71 50 76C38 71 28 62 28 49V32Z"),
        ("lightline", "M50 29.5L67.5 35V49C67.5 59 60 66 50 70.5C40 66 32.5 59 32.5 49V35Z", 1.6),
        ("lightline", "M38 39L62 63M62 39L38 63", 4.2),
    ],
    # Elephant: a head seen from the front, big ears, a trunk curling out and two tusks.
    "B": [
        ("ink", "M33 31C23 31 20 40 21 48C22 57 27 62 36 62C39 55 40 40 33 31Z"),
        ("ink", "M67 31C77 31 80 40 79 48C78 57 73 62 64 62C61 55 60 40 67 31Z"),
        ("ink", "M50 27C60 27 65 35 64 45C63 52 59 56 56 59C56 66 57 70 61 71C64 72 65 69 64 67C68 67 69 72 66 75"
                "C61 79 51 77 50 70C49 65 48 61 45 58C40 54 36 50 36 43C36 34 41 27 50 27Z"),
        ("lightline", "M36.5 35C38 44 38 52 36.5 58M63.5 35C62 44 62 52 63.5 58", 1.8),
        ("circle-light", (44.5, 42, 2.6)),
        ("circle-light", (55.5, 42, 2.6)),
        ("tusk", "M45.5 57.5C45 62.5 41.5 66.5 35.5 67C39.5 64 41.5 61 41.5 56.5Z"),
        ("tusk", "M54.5 57.5C55 62.5 58.5 66.5 64.5 67C60.5 64 58.5 61 58.5 56.5Z"),
    ],
    # Horse: a knight's head facing left.
    "N": [
        ("ink", "M33 75C34 66 40 60 48 56C43 56 38 58 33 60C28 61 25 57 27 52L39 36C43 31 47 29 51 29L54 22L58 30"
                "C68 33 73 47 71 60C70 66 69 71 69 75Z"),
        ("circle-light", (46, 39, 2.5)),
        ("lightline", "M60 34C65 40 67 50 66 60", 2.2),
    ],
    # Chariot: a castle tower, as the rook it moves like.
    "R": [
        ("ink", "M31 27H40V33H46V27H54V33H60V27H69V41L62 45V62L69 66V73H31V66L38 62V45L31 41Z"),
        ("lightline", "M38 45H62M38 62H62", 1.8),
    ],
    # Cannon: a tapered barrel on a wheeled gun carriage.
    "C": [
        ("ink", "M25.5 68L28.5 74L51 67L47.5 60.5Z"),
        ("ink", "M32.9 62.8L27.1 52.2L68.1 32.5L71.9 39.5Z"),
        ("ink", "M66.4 30.6L71.2 28L76.4 37.6L71.6 40.2Z"),
        ("circle", (29, 58.5, 6)),
        ("circle", (50, 62, 12)),
        ("ring-light", (50, 62, 8, 1.7)),
        ("circle-light", (50, 62, 3)),
    ],
    # Soldier: a pawn.
    "P": [
        ("circle", (50, 36, 9)),
        ("ink", "M40 47H60V51H40Z"),
        ("ink", "M43 51H57L62 65H38Z"),
        ("ink", "M32 66H68V73H32Z"),
    ],
}


# How much each symbol is enlarged about the cell centre, so that all fill the inner ring about equally.
SYMBOL_SCALE = {"K": 1.0, "A": 1.08, "B": 1.08, "N": 1.1, "R": 1.1, "C": 1.1, "P": 1.22}


def place_path(d, ox, oy, scale):
    """Map absolute path data (only the M L H V C Z commands used above) from the local cell into the cell at
    (ox, oy), scaled by `scale` about the cell's centre."""
    out, command, index = [], None, 0
    for token in re.findall(r"[A-Za-z]|-?[0-9.]+", d):
        if token.isalpha():
            command, index = token, 0
            out.append(token)
            continue
        is_x = command == "H" or (command != "V" and index % 2 == 0)
        out.append(fmt((ox if is_x else oy) + 50 + (float(token) - 50) * scale))
        index += 1
    text = ""
    for item in out:  # a space only between two numbers
        text += item if item.isalpha() or not text or text[-1].isalpha() else " " + item
    return text


def international_svg():
    def emblem(side, kind, ox, oy, ink):
        scale = SYMBOL_SCALE[kind]
        parts = []
        for shape in SYMBOLS[kind]:
            what = shape[0]
            if what in ("ink", "light"):
                colour = ink if what == "ink" else LIGHT
                parts.append(f'  <path fill="{colour}" d="{place_path(shape[1], ox, oy, scale)}"/>')
            elif what == "tusk":
                parts.append(
                    f'  <path fill="{LIGHT}" stroke="{ink}" stroke-width="{fmt(1.3 * scale)}" stroke-linejoin="round" '
                    f'd="{place_path(shape[1], ox, oy, scale)}"/>'
                )
            elif what == "ring-light":
                x, y, r, width = shape[1]
                cx, cy = ox + 50 + (x - 50) * scale, oy + 50 + (y - 50) * scale
                parts.append(
                    f'  <circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r * scale)}" fill="none" stroke="{LIGHT}" '
                    f'stroke-width="{fmt(width * scale)}"/>'
                )
            elif what == "lightline":
                parts.append(
                    f'  <path fill="none" stroke="{LIGHT}" stroke-width="{fmt(shape[2] * scale)}" '
                    f'stroke-linecap="round" d="{place_path(shape[1], ox, oy, scale)}"/>'
                )
            else:
                x, y, r = shape[1]
                colour = LIGHT if what == "circle-light" else ink
                cx, cy = ox + 50 + (x - 50) * scale, oy + 50 + (y - 50) * scale
                parts.append(f'  <circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r * scale)}" fill="{colour}"/>')
        return "\n".join(parts)

    return piece_document("International Xiangqi pieces (symbols for players who do not read Chinese).", emblem)


# ---------------------------------------------------------------------------------------------------------------
# Sounds: short percussive and tonal effects built from decaying sine partials and a little filtered noise.

RATE = 44100


def wav_bytes(samples):
    """16-bit mono PCM WAV of `samples` (floats in -1..1), normalised so the loudest sample is `peak`."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(round(max(-1.0, min(1.0, s)) * 32767))) for s in samples))
    return buffer.getvalue()


def normalise(samples, peak):
    loudest = max(abs(s) for s in samples) or 1.0
    return [s * peak / loudest for s in samples]


def fade_edges(samples, fade_in=0.0005, fade_out=0.01):
    """Short linear fades so no sound starts or stops with a click of its own."""
    n_in, n_out = int(fade_in * RATE), int(fade_out * RATE)
    out = list(samples)
    for i in range(min(n_in, len(out))):  # n_in == 0 leaves the start alone
        out[i] *= i / n_in
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= i / n_out
    return out


def knock(duration, modes, noise_level, noise_decay, noise_cutoff, seed):
    """A struck piece of wood: damped partials (frequency Hz, amplitude, decay s) plus a low-passed noise burst."""
    rng = random.Random(seed)  # fixed seed: the files must be reproducible
    alpha = 1 - math.exp(-2 * math.pi * noise_cutoff / RATE)  # one-pole low-pass coefficient
    filtered = 0.0
    samples = []
    for i in range(int(duration * RATE)):
        t = i / RATE
        value = sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t) for f, a, d in modes)
        filtered += alpha * (rng.uniform(-1, 1) - filtered)
        value += noise_level * math.exp(-t / noise_decay) * filtered
        samples.append(value)
    return fade_edges(samples, fade_in=0.0002, fade_out=0.015)


def tone(frequency, duration, attack, decay, harmonics=((1, 1.0), (2, 0.25), (3, 0.08))):
    """A soft bell-like note: a few harmonics under an attack ramp and an exponential decay."""
    samples = []
    for i in range(int(duration * RATE)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        samples.append(envelope * sum(a * math.sin(2 * math.pi * frequency * k * t) for k, a in harmonics))
    return fade_edges(samples, fade_in=0.0, fade_out=0.02)  # cut notes end softly, without a click


def mix(length, parts):
    """Sum of (start time s, samples) into a buffer of `length` seconds."""
    out = [0.0] * int(length * RATE)
    for start, samples in parts:
        offset = int(start * RATE)
        for i, s in enumerate(samples[: len(out) - offset]):
            out[offset + i] += s
    return out


def sound_files():
    move = knock(0.09, [(1850, 1.0, 0.012), (2950, 0.55, 0.007), (820, 0.45, 0.02)], 1.6, 0.003, 4000, seed=1)
    capture = mix(
        0.22,
        [
            (0.0, knock(0.2, [(330, 1.0, 0.045), (640, 0.7, 0.03), (1180, 0.45, 0.016), (2300, 0.25, 0.006)],
                        2.2, 0.005, 2500, seed=2)),
            (0.028, [0.35 * s for s in knock(0.08, [(1700, 1.0, 0.01), (2800, 0.5, 0.006)], 1.2, 0.002, 4000,
                                              seed=3)]),
        ],
    )
    check = mix(0.32, [(0.0, tone(784.0, 0.15, 0.006, 0.07)), (0.14, tone(1046.5, 0.18, 0.006, 0.08))])
    chord = [523.25, 659.26, 783.99, 1046.5]  # C major: C5 E5 G5 C6, rolled like a harp
    gameover = mix(1.2, [(0.045 * i, [0.8 * s for s in tone(f, 1.2 - 0.045 * i, 0.008, 0.45)])
                         for i, f in enumerate(chord)])
    return {
        "assets/sounds/move.wav": wav_bytes(fade_edges(normalise(move, 0.7))),
        "assets/sounds/capture.wav": wav_bytes(fade_edges(normalise(capture, 0.85))),
        "assets/sounds/check.wav": wav_bytes(fade_edges(normalise(check, 0.55), fade_in=0.002, fade_out=0.02)),
        "assets/sounds/gameover.wav": wav_bytes(fade_edges(normalise(gameover, 0.55), fade_in=0.002,
                                                           fade_out=0.15)),
    }


# ---------------------------------------------------------------------------------------------------------------
# App icon: a red general on a board-coloured rounded square, a few board lines showing around it.


def icon_svg(glyphs):
    # Board lines every 64 px, the piece standing on the central intersection; they stop at the square's inner
    # edge by construction because Qt 6.4's SVG renderer has no clip paths.
    lines = "".join(f"M{v} 6V250M6 {v}H250" for v in (64, 128, 192))
    character = glyphs.outline("帥", 50, 50, 55, RING_RADIUS - 2.6)
    board_defs = """  <linearGradient id="board" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#dcb473"/>
    <stop offset="1" stop-color="#b98547"/>
  </linearGradient>
</defs>"""
    return "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f"<!-- Xiangqi app icon. Character outline from {FONT_FAMILY_WANTED} Bold (SIL Open Font License 1.1). "
            "Generated by tools/make-assets.py; do not edit by hand. -->",
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="256" height="256" viewBox="0 0 256 256">',
            DEFS.replace("</defs>", board_defs),
            '<rect x="4" y="4" width="248" height="248" rx="44" fill="url(#board)"/>',
            f'<path fill="none" stroke="#7a4e22" stroke-opacity="0.55" stroke-width="3" d="{lines}"/>',
            '<rect x="4" y="4" width="248" height="248" rx="44" fill="none" stroke="#6e4520" stroke-width="4"/>',
            '<g transform="translate(24 24) scale(2.08)">',
            disc(0, 0, RED_INK),
            f'  <path fill="{RED_INK}" d="{character}"/>',
            "</g>",
            "</svg>",
        ]
    ) + "\n"


# The hicolor icon theme sizes installed under share/icons/hicolor/NxN/apps/ (cmake/Install.cmake); 256 is also a
# resource of the game (the window icon's fallback).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render_png(svg_path, png_path, size):
    """Renders the icon with rsvg-convert; returns False (and says so) when it is not installed."""
    tool = shutil.which("rsvg-convert")
    if tool is None:
        print("rsvg-convert not found (apt-get install librsvg2-bin): PNG icon not rendered")
        return False
    subprocess.run([tool, "-w", str(size), "-h", str(size), svg_path, "-o", png_path], check=True)
    return True


# ---------------------------------------------------------------------------------------------------------------
# Main


def outputs():
    """Every generated file as {relative path: bytes}, PNG excluded (it is rendered from the icon SVG)."""
    glyphs = GlyphSource(FONT_PATH, FONT_FAMILY_WANTED)
    files = {
        "assets/pieces/traditional.svg": traditional_svg(glyphs).encode(),
        "assets/pieces/international.svg": international_svg().encode(),
        "assets/pieces/contrast.svg": contrast_svg(glyphs).encode(),
        "assets/icons/xiangqi.svg": icon_svg(glyphs).encode(),
    }
    files.update(sound_files())
    return files


def main():
    check = "--check" in sys.argv[1:]
    files = outputs()
    different = []
    for rel, data in files.items():
        path = os.path.join(ROOT, rel)
        if check:
            old = open(path, "rb").read() if os.path.exists(path) else None
            if old != data:
                different.append(rel)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        print(f"wrote {rel} ({len(data)} bytes)")
    for size in ICON_SIZES if not check else ():
        if not render_png(os.path.join(ROOT, "assets/icons/xiangqi.svg"),
                          os.path.join(ROOT, f"assets/icons/xiangqi-{size}.png"), size):
            break
        print(f"wrote assets/icons/xiangqi-{size}.png")
    else:
        if not check:
            subprocess.run([sys.executable, os.path.join(ROOT, "tools", "iconpack.py")], check=True)  # .ico, .icns
    if check:
        for rel in different:
            print(f"differs: {rel}")
        print("assets are up to date" if not different else "assets differ from the generator")
        return 1 if different else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
