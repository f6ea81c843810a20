#!/usr/bin/env python3
"""Adds to a Qt .ts file the messages another .ts file has and it lacks, without reordering or rewriting it (small
diffs, easy merges; lupdate rewrites the whole file). Translations come from the other file when finished there, else
from an optional JSON dictionary {source: translation} (numerus: a one-element list), else stay unfinished.

Usage: ts-add.py TARGET.ts OTHER.ts [DICT.json]   (OTHER: e.g. the output of `cmake --build build --target
update_translations` saved aside, or another branch's version of TARGET)"""
import html, json, re, sys

target_path, other_path = sys.argv[1], sys.argv[2]
table = json.load(open(sys.argv[3], encoding="utf-8")) if len(sys.argv) > 3 else {}
target = open(target_path, encoding="utf-8").read()
other = open(other_path, encoding="utf-8").read()

def contexts(text):
    out = {}
    for m in re.finditer(r"<context>\s*<name>(.*?)</name>(.*?)</context>", text, re.S):
        msgs = {}
        for mm in re.finditer(r"<message[ >].*?</message>", m.group(2), re.S):
            src = re.search(r"<source>(.*?)</source>", mm.group(0), re.S).group(1)
            msgs[src] = mm.group(0)
        out.setdefault(m.group(1), {}).update(msgs)
    return out

have, theirs = contexts(target), contexts(other)
added = unfinished = 0
for ctx, msgs in theirs.items():
    new = []
    for src, block in msgs.items():
        if src in have.get(ctx, {}):
            continue
        if 'type="unfinished"' in block or 'type="vanished"' in block or 'type="obsolete"' in block:
            plain = html.unescape(src)
            if plain in table:
                value = table[plain]
                if 'numerus="yes"' in block:
                    forms = value if isinstance(value, list) else [value]
                    inner = "".join(f"\n            <numerusform>{html.escape(f, quote=False)}</numerusform>" for f in forms)
                    block = re.sub(r'<translation type="[a-z]+">.*?</translation>',
                                   lambda _: f"<translation>{inner}\n        </translation>", block, flags=re.S)
                else:
                    block = re.sub(r'<translation type="[a-z]+">.*?</translation>',
                                   lambda _: f"<translation>{html.escape(value, quote=False)}</translation>", block, flags=re.S)
            else:
                unfinished += 1
                print("unfinished:", ctx, plain, file=sys.stderr)
        new.append("    " + block.strip())
        added += 1
    if not new:
        continue
    joined = "\n".join(new) + "\n"
    m = re.search(r"<context>\s*<name>" + re.escape(ctx) + r"</name>.*?(</context>)", target, re.S)
    if m:
        target = target[:m.start(1)] + joined + target[m.start(1):]
    else:
        target = target.replace("</TS>", f"<context>\n    <name>{ctx}</name>\n{joined}</context>\n</TS>")
open(target_path, "w", encoding="utf-8").write(target)
print(f"{added} messages added, {unfinished} of them unfinished", file=sys.stderr)
