#!/usr/bin/env python3
"""Puts the weights that `xiangqi-tune fit -o FILE` wrote into engine/core/src/evaluate.cpp.

Usage: tools/tune/apply.py WEIGHTS [engine/core/src/evaluate.cpp]
Each `constexpr Table NameTable = {{ ... }};` and each `constexpr ... Name = ...;` declaration of the
weights file replaces the declaration of the same name in evaluate.cpp (the comments above them stay).
Fails, changing nothing, when a name is not found exactly once.
"""
import re
import sys


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    weights_file = sys.argv[1]
    target = sys.argv[2] if len(sys.argv) == 3 else "engine/core/src/evaluate.cpp"
    weights = open(weights_file, encoding="utf-8").read()
    source = open(target, encoding="utf-8").read()
    decl = r"^constexpr [^=\n]*?\b%s = (?:\{\{.*?\}\};|[^;\n]*;)"  # up to the semicolon: a comment after it stays
    decls = re.findall(decl % r"(\w+)", weights, re.S | re.M)
    if not decls:
        sys.exit("%s: no declarations" % weights_file)
    for name in decls:
        new = re.search(decl % name, weights, re.S | re.M).group(0)
        pattern = re.compile(decl % name, re.S | re.M)
        found = pattern.findall(source)
        if len(found) != 1:
            sys.exit("%s: %s declared %d times, not once" % (target, name, len(found)))
        source = pattern.sub(lambda _m: new, source)
    open(target, "w", encoding="utf-8").write(source)
    print("%s: %d declarations replaced" % (target, len(decls)))


if __name__ == "__main__":
    main()
