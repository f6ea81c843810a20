# Shared by tools/play.sh and tools/test.sh: install what is missing, configure, build (Release).
# Sourced, not run. Idempotent: the second run only rebuilds what changed.
set -euo pipefail

XQ_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
XQ_BUILD=${XQ_BUILD:-$XQ_ROOT/build}

# Debian 12 / Ubuntu 24.04 package names.
XQ_PACKAGES=(cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev qt6-multimedia-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-qpa-plugins qt6-translations-l10n libgl-dev fonts-wqy-microhei
  libsqlite3-dev  # the game database (SQLite C library)
  # Moves spoken (optional at build); Debian 12's qt6-speech-dev needs the QmlIntegration headers of qt6-declarative-dev.
  qt6-speech-dev qt6-declarative-dev qt6-speech-speechd-plugin qt6-speech-flite-plugin
  fairy-stockfish)  # the reference engine the engine-client and review tests talk to

xq_install_deps() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "Not a Debian/Ubuntu system: install CMake >= 3.25, a C++20 compiler and Qt >= 6.4 (see README.md)." >&2
    return 0
  fi
  local missing=() p
  for p in "${XQ_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
  else
    echo "Missing packages. Run this, then run this command again:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
}

# xq_build [TARGET...]: configure once, then build the given targets (everything when none is given).
xq_build() {
  if [ ! -f "$XQ_BUILD/CMakeCache.txt" ]; then
    cmake -S "$XQ_ROOT" -B "$XQ_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release
  fi
  if [ $# -gt 0 ]; then
    cmake --build "$XQ_BUILD" --parallel --target "$@"
  else
    cmake --build "$XQ_BUILD" --parallel
  fi
}
