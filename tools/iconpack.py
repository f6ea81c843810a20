#!/usr/bin/python3
# Packs the rendered app icon PNGs into the Windows .ico and macOS .icns containers (both hold PNG images as is).
"""Usage: tools/iconpack.py

Reads assets/icons/xiangqi-N.png (rendered by tools/make-assets.py) and writes assets/icons/xiangqi.ico
(16, 24, 32, 48, 64, 128, 256 px; for the .exe) and assets/icons/xiangqi.icns (16 to 512 px; for the macOS
bundle). Called by tools/make-assets.py after it renders the PNGs; standard library only.
"""

import os
import struct

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ICONS = os.path.join(ROOT, "assets", "icons")

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def png(size):
    with open(os.path.join(ICONS, f"xiangqi-{size}.png"), "rb") as f:
        return f.read()


def ico_bytes():
    images = [png(s) for s in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(ICO_SIZES, images):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns_bytes():
    body = b"".join(kind + struct.pack(">I", 8 + len(png(size))) + png(size) for size, kind in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main():
    for name, data in (("xiangqi.ico", ico_bytes()), ("xiangqi.icns", icns_bytes())):
        with open(os.path.join(ICONS, name), "wb") as f:
            f.write(data)
        print(f"wrote assets/icons/{name} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
