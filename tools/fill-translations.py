#!/usr/bin/env python3
"""Fills unfinished entries of a Qt .ts file from a JSON dictionary {source: translation} (numerus sources take
a one-element list, as Chinese has one plural form). Usage: fill-translations.py TS DICT.json"""
import html, json, re, sys

ts_path, dict_path = sys.argv[1], sys.argv[2]
table = json.load(open(dict_path, encoding="utf-8"))
text = open(ts_path, encoding="utf-8").read()
missing = []

def fill(match):
    block = match.group(0)
    if 'type="unfinished"' not in block:
        return block
    src = html.unescape(re.search(r"<source>(.*?)</source>", block, re.S).group(1))
    if src not in table:
        missing.append(src)
        return block
    value = table[src]
    if 'numerus="yes"' in block:
        forms = value if isinstance(value, list) else [value]
        inner = "".join(f"\n            <numerusform>{html.escape(f, quote=False)}</numerusform>" for f in forms)
        return re.sub(r'<translation type="unfinished">.*?</translation>', f"<translation>{inner}\n        </translation>",
                      block, flags=re.S)
    return re.sub(r'<translation type="unfinished">.*?</translation>',
                  lambda _: f"<translation>{html.escape(value, quote=False)}</translation>", block, flags=re.S)

text = re.sub(r"<message[ >].*?</message>", fill, text, flags=re.S)
open(ts_path, "w", encoding="utf-8").write(text)
for m in missing:
    print("untranslated:", repr(m))
