#!/usr/bin/env bash
# Quick start 2: install what is missing, build (Release) and run the whole test suite with CTest.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
# The packaging test (test_packaging) validates the desktop entry and the AppStream metainfo with these.
XQ_PACKAGES+=(desktop-file-utils appstream)
xq_install_deps
xq_build
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$XQ_BUILD" --output-on-failure --parallel 2 --timeout 900 "$@"
