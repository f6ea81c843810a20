#!/usr/bin/env bash
# ctest's emulator for the Windows build (tools/windows.sh): runs one Windows program under Wine and passes on
# its output and exit status. The output goes through a file, not ctest's pipe: Wine starts helper processes
# (conhost.exe for a console program's child, explorer.exe for the first window) that inherit the program's
# standard handles and outlive it, and ctest would wait for them to close the pipe (minutes, or until the
# wineserver ends) before it counted the test as finished.
out=$(mktemp "${TMPDIR:-/tmp}/wine-test.XXXXXX")
trap 'rm -f "$out"' EXIT
"${XIANGQI_WINE:-/usr/lib/wine/wine64}" "$@" </dev/null >"$out" 2>&1
status=$?
cat "$out"
exit $status
