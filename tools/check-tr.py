#!/usr/bin/env python3
"""Fails when a user-visible string in ui/ escapes the translation system.

Looks in ui/*/src/**/*.cpp for string literals handed straight to the calls that put text on the screen (setText,
setWindowTitle, setToolTip, setPlaceholderText, setStatusTip, addItem, addAction, addMenu, setTitle, QLabel,
QPushButton, QCheckBox, QGroupBox, QMessageBox::… and showMessage) without tr()/translate. A literal that holds
no letter (a symbol, a number, "%1: %2") is fine, as is one marked with the comment `// not translated: why`.
Prints each offending place as FILE:LINE and exits 1 if there is any. Python 3 standard library only.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CALLS = (r"(?:setText|setWindowTitle|setToolTip|setPlaceholderText|setStatusTip|setWhatsThis|addItem|addAction|"
         r"addMenu|setTitle|setLabelText|showMessage|setInformativeText|setDetailedText|setSuffix|setPrefix|"
         r"setSpecialValueText|new QLabel|new QPushButton|new QCheckBox|new QGroupBox|new QRadioButton|"
         r"QMessageBox::(?:warning|information|question|critical))")
# The call, then (optionally) `this, ` or `parent, ` arguments, then a bare literal or QStringLiteral("…").
PATTERN = re.compile(CALLS + r"\s*\(\s*(?:[\w>\-\.\*&]+\s*,\s*)*(?:QStringLiteral\(|QString\(|QLatin1String\()?\s*\"([^\"]*)\"")
LETTER = re.compile(r"[A-Za-z\u4e00-\u9fff]{2,}")


def check(path):
    problems = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if "not translated" in line or line.lstrip().startswith("//"):
                continue
            for m in PATTERN.finditer(line):
                literal = m.group(1)
                if LETTER.search(literal):
                    problems.append("%s:%d: \"%s\" is shown without tr()" % (os.path.relpath(path, ROOT), number, literal))
    return problems


def unfinished_translations(path):
    """Messages of a Qt Linguist .ts file whose translation is missing or marked unfinished."""
    import xml.etree.ElementTree as ET
    problems = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            t = message.find("translation")
            if t is None or t.get("type") in ("unfinished",) or not ("".join(t.itertext()).strip()):
                if t is not None and t.get("type") in ("obsolete", "vanished"):
                    continue
                problems.append("%s: [%s] \"%s\" has no translation"
                                % (os.path.relpath(path, ROOT), name, message.findtext("source")))
    return problems


def main():
    sources = []
    for folder, _, names in os.walk(os.path.join(ROOT, "ui")):
        sources += [os.path.join(folder, n) for n in names if n.endswith(".cpp")]
    if len(sources) < 20:  # the layout moved: better to fail than to check nothing
        print("only %d sources found under ui/: is the folder layout what this script expects?" % len(sources))
        return 1
    problems = []
    for path in sorted(sources):
        problems += check(path)
    # The Chinese translation is complete (refresh it first: cmake --build build --target update_translations).
    problems += unfinished_translations(os.path.join(ROOT, "assets", "translations", "xiangqi_zh_CN.ts"))
    for p in problems:
        print(p)
    print("%d problem(s): untranslated user-visible strings in ui/ or missing Chinese translations" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
