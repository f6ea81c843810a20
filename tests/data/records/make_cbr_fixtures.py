#!/usr/bin/env python3
"""Writes the ChessBridge CBR / CBL test fixtures of tests/test_chessbridge.cpp from the public description of the
format (docs/FORMATS.md), independently of the C++ reader: a game with nested variations and comments, a set-up
position with Black to move, a library of three games (one of them longer than a 4096-byte slot) with 5 index
slots, and broken files. It also prints the final position of each line, computed here by moving the pieces
(no rules), for the tests to compare against. Run it from anywhere; it writes beside itself.
Python 3 standard library only."""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RECORD_MAGIC = b"CCBridge Record\0"
LIBRARY_MAGIC = b"CCBridgeLibrary\0"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
CODES = {"r": 1, "n": 2, "b": 3, "a": 4, "k": 5, "c": 6, "p": 7}  # low nibble; high nibble 1 Red, 2 Black
FIELDS = {"title": (180, 128), "event": (692, 64), "round": (756, 64), "date": (884, 64), "site": (948, 64),
          "red": (1076, 64), "redteam": (1140, 64), "black": (1300, 64), "blackteam": (1364, 64)}
RESULTS = {"*": 0, "1-0": 1, "0-1": 2, "1/2-1/2": 3}
MOVES_AT = 2214

# The main fixture: a tree of (ICCS move, comment, [children]); children[0] continues the line. Variations on
# the first move, on Black's first move (with a variation nested inside it) and on Black's second move.
GAME = ("", "开局前的评论：象棋桥", [
    ("h2e2", "中炮", [
        ("h9g7", "", [
            ("h0g2", "", [
                ("i9h9", "", [("i0h0", "", [("b9c7", "双方出子", [])])]),
                ("h7i7", "变着：平炮\r\n第二行", [("i0h0", "", [])]),
            ]),
        ]),
        ("b9c7", "另一种应法", [
            ("b0c2", "", [("a9b9", "", [])]),
            ("h0g2", "嵌套的变化", [("h9g7", "", [])]),
        ]),
    ]),
    ("c3c4", "仙人指路", [("c6c5", "", [])]),
])
GAME_TAGS = {"title": "测试CBR", "event": "象棋桥联赛", "round": "第5轮", "date": "2026-11-23", "site": "上海",
             "red": "红方甲", "redteam": "红队", "black": "黑方乙", "blackteam": "黑队"}

# A set-up position with Black to move from move 30, a variation on Red's reply.
ENDGAME_FEN = "3k5/4a4/4b4/9/2P6/9/9/9/4R4/5K3 b - - 0 30"
ENDGAME = ("", "黑先", [
    ("d9d8", "", [
        ("e1d1", "将军", [("e8d7", "", [("c5c6", "", [])])]),
        ("c5d5", "", [("d8d9", "", [])]),
    ]),
])

# The library: a short game, a long one (comments push it past 4096 bytes), and a set-up position.
LIB_SHORT = ("", "", [("b2e2", "过宫炮", [("h9g7", "", [("b0c2", "", [("i9h9", "", [])])])])])
SHUFFLE = ["h0g2", "h9g7", "g2h0", "g7h9"] * 5
LONG_COMMENT = "这是一段很长的评论，用来让棋谱超过一个四千零九十六字节的槽。" * 30


def line_tree(moves, comment_every=None):
    node = []
    for i, m in reversed(list(enumerate(moves))):
        c = LONG_COMMENT if comment_every and i % comment_every == 0 else ""
        node = [(m, c, node)]
    return ("", "长对局", node)


LIB_LONG = line_tree(SHUFFLE + ["h2e2"], comment_every=7)
LIB_ENDGAME_FEN = "5k3/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1"  # a black pawn chases the red general
LIB_ENDGAME = ("", "", [("e1d1", "", [("d0e0", "", [("d1d0", "", [])])])])


def index_of(iccs):  # "h2" -> row * 9 + col, row 0 = Black's back rank (rank 9)
    return (9 - int(iccs[1])) * 9 + (ord(iccs[0]) - ord("a"))


def board_bytes(fen):
    out = bytearray(90)
    for row, text in enumerate(fen.split()[0].split("/")):
        col = 0
        for ch in text:
            if ch.isdigit():
                col += int(ch)
                continue
            out[row * 9 + col] = (0x10 if ch.isupper() else 0x20) | CODES[ch.lower()]
            col += 1
    return bytes(out)


def utf16(text, size):
    raw = text.encode("utf-16-le")[: size - 2]
    return raw + b"\0" * (size - len(raw))


def entry(flags, frm, to, comment):
    data = bytes([flags | (0x04 if comment else 0), 0, frm, to])
    if comment:
        text = comment.encode("utf-16-le")
        data += struct.pack("<I", len(text)) + text
    return data


def moves_bytes(tree):
    """The opening entry, then every move in pre-order: a move, its continuation, then its alternative."""
    _, comment, children = tree
    out = entry(0x00 if children else 0x01, 0, 0, comment)
    stack = [(children, 0)] if children else []
    while stack:
        siblings, k = stack.pop()
        move, comment, below = siblings[k]
        flags = (0x01 if not below else 0) | (0x02 if k + 1 < len(siblings) else 0)
        out += entry(flags, index_of(move[:2]), index_of(move[2:]), comment)
        if k + 1 < len(siblings):
            stack.append((siblings, k + 1))
        if below:
            stack.append((below, 0))
    return out


def record(tree, fen=START, tags=None, result="*", side=None, number=None):
    head = bytearray(MOVES_AT)
    head[0:16] = RECORD_MAGIC
    for name, value in (tags or {}).items():
        at, size = FIELDS[name]
        head[at:at + size] = utf16(value, size)
    head[2076] = RESULTS[result]
    head[2112] = side if side is not None else (1 if fen.split()[1] == "w" else 2)
    head[2116:2118] = struct.pack("<H", number if number is not None else int(fen.split()[5]))
    head[2120:2210] = board_bytes(fen)
    head[2210:2214] = struct.pack("<I", 1)  # playback state (ignored by readers)
    return bytes(head) + moves_bytes(tree)


def library(records, slots, name="测试棋库", empty_slots=()):
    """records: bytes of each game; a game takes as many 4096-byte slots as it needs. empty_slots: slot numbers
    (counted over the whole sequence) left blank, as a deleted game leaves them."""
    head = bytearray(66624 + slots * 276)
    head[0:16] = LIBRARY_MAGIC
    head[60:64] = struct.pack("<I", slots)
    head[64:576] = utf16(name, 512)
    for k in range(min(slots, len(records))):  # index entries: a name at entry offset 148 (readers ignore it)
        at = 66624 + k * 276
        head[at + 148:at + 276] = utf16("第%d局" % (k + 1), 128)
    out = bytes(head)
    slot = 0
    pending = list(records)
    while pending:
        if slot in empty_slots:
            out += b"\0" * 4096
            slot += 1
            continue
        rec = pending.pop(0)
        n = (len(rec) + 4095) // 4096
        out += rec + b"\0" * (n * 4096 - len(rec))
        slot += n
    return out


# ---- final positions by moving pieces (no rules), for the tests ----------------------------------------------
def play(fen, moves):
    fields = fen.split()
    rows = []
    for text in fields[0].split("/"):
        row = []
        for ch in text:
            row += ["."] * int(ch) if ch.isdigit() else [ch]
        rows.append(row)
    side, clock, number = fields[1], int(fields[4]), int(fields[5])
    for m in moves:
        fc, fr, tc, tr = ord(m[0]) - 97, 9 - int(m[1]), ord(m[2]) - 97, 9 - int(m[3])
        piece = rows[fr][fc]
        assert piece != "." and (piece.isupper() == (side == "w")), m
        clock = 0 if rows[tr][tc] != "." else clock + 1
        rows[tr][tc], rows[fr][fc] = piece, "."
        if side == "b":
            number += 1
        side = "b" if side == "w" else "w"
    board = []
    for row in rows:
        text, empty = "", 0
        for ch in row:
            if ch == ".":
                empty += 1
                continue
            text += (str(empty) if empty else "") + ch
            empty = 0
        board.append(text + (str(empty) if empty else ""))
    return "/".join(board) + " %s - - %d %d" % (side, clock, number)


def main_line(tree):
    out, node = [], tree
    while node[2]:
        node = node[2][0]
        out.append(node[0])
    return out


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def main():
    game = record(GAME, tags=GAME_TAGS, result="1-0")
    endgame = record(ENDGAME, fen=ENDGAME_FEN, tags={"title": "黑先残局"}, result="0-1")
    write("game.cbr", game)
    write("endgame-black.cbr", endgame)

    short = record(LIB_SHORT, tags={"title": "库一", "red": "甲", "black": "乙"}, result="1/2-1/2")
    long = record(LIB_LONG, tags={"title": "库二"})
    assert 4096 < len(long) < 8192, len(long)
    lib_end = record(LIB_ENDGAME, fen=LIB_ENDGAME_FEN, tags={"title": "库三"}, result="0-1")
    write("library.cbl", library([short, long, lib_end], slots=5))

    # Broken files. Offsets: the first move's entry starts after the opening entry (and its comment).
    first = MOVES_AT + len(entry(0, 0, 0, GAME[1]))
    write("bad-magic.cbr", b"CCBridge Recxrd\0" + game[16:])
    bad = bytearray(game)
    bad[first + 3] = 95  # h2e2's destination: a square index past the board
    write("bad-square.cbr", bytes(bad))
    bad = bytearray(game)
    bad[first + 2] = index_of("e2")  # e2e2: from an empty square
    write("bad-empty-square.cbr", bytes(bad))
    bad = bytearray(game)
    bad[first + 3] = index_of("h8")  # h2h8: the cannon cannot pass Black's cannon on h7 without taking it
    write("bad-illegal.cbr", bytes(bad))
    bad = bytearray(game)
    bad[MOVES_AT + 4:MOVES_AT + 8] = struct.pack("<I", len(game))  # the opening comment's size: past the end
    write("bad-comment-size.cbr", bytes(bad))
    bad = bytearray(long)
    bad[MOVES_AT + len(entry(0, 0, 0, LIB_LONG[1])) + 2] = index_of("e5")  # its first move from an empty square
    write("bad-game.cbl", library([short, bytes(bad), lib_end], slots=3, empty_slots=(1,)))
    # A library with three broken games of four, as real libraries come: the long game's tenth move (Black's
    # fifth, h9h5) is not legal, the set-up game has a board byte that is no piece (0x38 on e5), and the file
    # ends two bytes into game.cbr's last entry (c6c5 at 2382). Read leniently: the good game, the long one up
    # to its ninth move, game.cbr up to the cut; the set-up game is refused.
    bad_long = record(line_tree(SHUFFLE[:9] + ["h9h5"] + SHUFFLE[10:] + ["h2e2"], comment_every=7), tags={"title": "库二"})
    bad_board = bytearray(lib_end)
    bad_board[2120 + 40] = 0x38
    whole = library([short, bad_long, bytes(bad_board), game], slots=3)
    last = 66624 + 3 * 276 + 4 * 4096
    assert whole[last:last + 16] == RECORD_MAGIC
    write("partial-library.cbl", whole[:last + len(game) - 2])

    print("game main line:", " ".join(main_line(GAME)), "->", play(START, main_line(GAME)))
    print("endgame main line:", " ".join(main_line(ENDGAME)), "->", play(ENDGAME_FEN, main_line(ENDGAME)))
    print("library short:", play(START, main_line(LIB_SHORT)))
    print("library long:", play(START, main_line(LIB_LONG)), "record bytes", len(long))
    print("library endgame:", play(LIB_ENDGAME_FEN, main_line(LIB_ENDGAME)))
    print("first move entry of game.cbr at", first, "; game.cbr", len(game), "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
