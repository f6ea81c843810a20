#!/usr/bin/env python3
"""Writes the XQF test fixtures of tests/test_formats.cpp from the public description of the format
(docs/FORMATS.md), independently of the C++ reader: plain version 1.0 files and encrypted 1.1, 1.2 and 1.8
files with variations and comments, plus broken ones. Run it from anywhere; it writes beside itself.
Python 3 standard library only."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
SLOTS = "RNBAKABNRCCPPPPP"  # the 16 places of each side
COPYRIGHT = b"[(C) Copyright Mr. Dong Shiwei.]"

# The fixture game: a tree of (ICCS move, comment, [children]); children[0] is the main line.
GAME = ("", "开局前的评论", [
    ("h2e2", "中炮", [
        ("h9g7", "", [
            ("h0g2", "", [
                ("i9h9", "", [("i0h0", "", [])]),
                ("h7i7", "变着：平炮", [("i0h0", "", [])]),
            ]),
        ]),
        ("b9c7", "另一种应法", [("b0c2", "", [])]),
    ]),
])
TAGS = {0x50: "测试棋谱", 0xD0: "全国象棋个人赛", 0x110: "2026-11-23", 0x120: "北京", 0x130: "张三",
        0x140: "李四", 0x150: "中炮对屏风马", 0x1D0: "评论员", 0x1E0: "作者"}

# An endgame with Black to move, for the set-up position and the side to move.
ENDGAME_FEN = "3k5/4a4/9/9/9/9/9/9/3R5/4K4 b - - 0 1"
ENDGAME = ("", "", [("d9e9", "将平", [("d1d9", "", [])])])


def square(iccs):  # "h2" -> XQF place file*10+rank
    return (ord(iccs[0]) - ord("a")) * 10 + int(iccs[1])


def places_of(fen):
    board = fen.split()[0].split("/")
    pieces = []
    for i, row in enumerate(board):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                pieces.append((ch, f * 10 + (9 - i)))
                f += 1
    places = [0xFF] * 32
    for ch, place in sorted(pieces, key=lambda p: p[1]):
        base = 0 if ch.isupper() else 16
        kind = ch.upper().replace("H", "N").replace("E", "B")
        for k in range(16):
            if SLOTS[k] == kind and places[base + k] == 0xFF:
                places[base + k] = place
                break
    return places


START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def key(b, factor):
    return (((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * factor & 0xFF


def build(version, tree, fen=START, keys=None, result=1, tags=TAGS):
    head = bytearray(0x400)
    head[0:2] = b"XQ"
    head[2] = version
    encrypted = version >= 11
    kxy = kxyf = kxyt = 0
    rmk = 0
    stream = bytes(32)
    if encrypted:
        mask, ora, orb, orc, ord_, xy, xyf, xyt = keys
        total = (256 - (xy + xyf + xyt) % 256) % 256  # KeysSum makes the four add up to 0 mod 256
        head[3] = mask
        head[8:12] = bytes([ora, orb, orc, ord_])
        head[12:16] = bytes([total, xy, xyf, xyt])
        kxy = key(xy, xy)
        kxyf = key(xyf, kxy)
        kxyt = key(xyt, kxyf)
        rmk = ((total * 256 + xy) % 32000) + 767
        parts = [(total & mask) | ora, (xy & mask) | orb, (xyf & mask) | orc, (xyt & mask) | ord_]
        stream = bytes(COPYRIGHT[i] & parts[i % 4] for i in range(32))
    places = places_of(fen)
    for i in range(32):
        if version >= 12:
            raw = (places[(kxy + i + 1) & 31] + kxy) & 0xFF
        elif encrypted:
            raw = (places[i] + kxy) & 0xFF
        else:
            raw = places[i]
        head[0x10 + i] = raw
    head[0x32] = 1 if fen.split()[1] == "b" else 0
    head[0x33] = result
    for at, text in tags.items():
        data = text.encode("gb18030")
        head[at] = len(data)
        head[at + 1:at + 1 + len(data)] = data

    body = bytearray()

    def record(frm, to, has_next, has_sibling, comment):
        text = comment.encode("gb18030")
        if encrypted:
            flags = (0x80 if has_next else 0) | (0x40 if has_sibling else 0) | (0x20 if text else 0)
            body.extend([(frm + 0x18 + kxyf) & 0xFF, (to + 0x20 + kxyt) & 0xFF, flags, 0])
            if text:
                body.extend(struct.pack("<I", (len(text) + rmk) & 0xFFFFFFFF))
                body.extend(text)
        else:
            flags = (0xF0 if has_next else 0) | (0x0F if has_sibling else 0)
            body.extend([frm + 0x18, to + 0x20, flags, 0])
            body.extend(struct.pack("<I", len(text)))
            body.extend(text)

    def walk(siblings):
        for k, (move, comment, children) in enumerate(siblings):
            record(square(move[:2]), square(move[2:]), bool(children), k + 1 < len(siblings), comment)
            walk(children)

    record(0, 0, bool(tree[2]), False, tree[1])
    walk(tree[2])
    data = bytearray(head) + body
    if encrypted:
        for p in range(0x400, len(data)):
            data[p] = (data[p] + stream[p % 32]) & 0xFF
    return bytes(data)


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def main():
    write("game-v10.xqf", build(10, GAME))
    write("game-v11.xqf", build(11, GAME, keys=(0xFF, 0, 0, 0, 0, 0x35, 0x7A, 0x11)))
    write("game-v12.xqf", build(12, GAME, keys=(0xAA, 0x01, 0x10, 0x22, 0x41, 0x93, 0x05, 0xC8)))
    write("game-v18.xqf", build(18, GAME, keys=(0x7F, 0x80, 0x00, 0x3C, 0x05, 0xE1, 0x66, 0x2B)))
    write("endgame-v12.xqf", build(12, ENDGAME, ENDGAME_FEN, keys=(0xF3, 0x0C, 0x21, 0x00, 0x18, 0x4D, 0x9E, 0x77),
                                   result=0, tags={0x50: "残局"}))
    write("endgame-v10.xqf", build(10, ENDGAME, ENDGAME_FEN, result=0, tags={0x50: "残局"}))
    # The header says Red moves, but Black's piece moves first (common in real files): the move decides.
    wrong = bytearray(build(11, ENDGAME, ENDGAME_FEN, keys=(0x5A, 0x21, 0x43, 0x65, 0x87, 0x10, 0x20, 0x30),
                            result=0, tags={0x50: "残局"}))
    wrong[0x32] = 0
    write("endgame-wrong-side-v11.xqf", bytes(wrong))
    # Broken files.
    good = build(10, GAME)
    write("bad-truncated.xqf", good[:0x400 + 30])
    write("bad-short-header.xqf", good[:200])
    write("bad-magic.xqf", b"XZ" + good[2:])
    enc = bytearray(build(12, GAME, keys=(0xAA, 0x01, 0x10, 0x22, 0x41, 0x93, 0x05, 0xC8)))
    enc[13] ^= 0x01  # KeyXY changed: the keys no longer add up
    write("bad-keys.xqf", bytes(enc))
    write("bad-version.xqf", good[:2] + bytes([19]) + good[3:])
    # A move from an empty square (e4 -> e5) as Red's second move, and an illegal one (rook a0 -> a5 through
    # its own pawn) as Red's first.
    write("bad-empty-square.xqf", build(10, ("", "", [("h2e2", "", [("h9g7", "", [("e4e5", "", [])])])])))
    write("bad-illegal.xqf", build(10, ("", "", [("a0a5", "", [])])))
    # Files XQWizard opens up to where they go wrong: the moves before are read, the reader says where it stopped.
    # Four good plies, then Red's third move is illegal (rook a0 -> a5 through its own pawn); encrypted 1.2.
    write("partial-illegal-end.xqf",
          build(12, ("", "", [("h2e2", "", [("h9g7", "", [("h0g2", "", [("i9h9", "", [("a0a5", "", [])])])])])]),
                keys=(0x3C, 0x40, 0x02, 0x11, 0x08, 0x2E, 0x91, 0x5D), tags={0x50: "读到非法着法为止"}))
    # Three plies, the last with a comment whose length runs past the end of the file (the file was cut in it).
    cut = build(10, ("", "", [("h2e2", "", [("h9g7", "", [("h0g2", "马二进三的评论", [])])])]),
                tags={0x50: "评论超出文件"})
    write("partial-comment-past-end.xqf", cut[:-4])


if __name__ == "__main__":
    main()
