#!/usr/bin/env bash
# Quick start 1: install what is missing, build (Release) and start the game. Extra arguments go to the game.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
xq_install_deps
xq_build xiangqi xiangqi-engine  # only what the game needs: the tests are built by tools/test.sh
exec "$XQ_BUILD/bin/xiangqi" "$@"
