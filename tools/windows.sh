#!/usr/bin/env bash
# Windows x86-64 build, made and tested on Debian 12 (docs/WINDOWS.md):
#   1. installs what it needs with apt-get (as root; otherwise prints the command);
#   2. builds Qt 6.4.2 for Windows from Debian's source packages ONCE into ~/.cache/xiangqi/qt-6.4.2-mingw
#      (later runs reuse it; each module has a stamp file, an interrupted build resumes);
#   3. cross-compiles the project into build-windows/ (cmake/mingw-w64.cmake, ccache);
#   4. runs the Qt Test suite under Wine (last line "N passed, M failed", non-zero exit on a failure);
#   5. packages build-windows/xiangqi-<version>-win64-setup.exe (NSIS) and xiangqi-<version>-win64.zip;
#   6. installs the installer silently into a fresh Wine prefix, starts the installed game on an Xvfb
#      display, takes screenshots and checks that the installed xiangqi-engine.exe answers "uci".
# Options: --only-qt (steps 1-2), --no-tests (skip 4), --no-package (skip 5-6), --no-smoke (skip 6),
#          -j N (parallel jobs; default 2).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE=${XIANGQI_CACHE:-$HOME/.cache/xiangqi}
QT_VERSION=6.4.2
QT_PREFIX=$CACHE/qt-$QT_VERSION-mingw
BUILD=${XIANGQI_WINDOWS_BUILD:-$ROOT/build-windows}
TOOLCHAIN=$ROOT/cmake/mingw-w64.cmake
JOBS=2
ONLY_QT=0 TESTS=1 PACKAGE=1 SMOKE=1
while [ $# -gt 0 ]; do
  case $1 in
    --only-qt) ONLY_QT=1 ;;
    --no-tests) TESTS=0 ;;
    --no-package) PACKAGE=0; SMOKE=0 ;;
    --no-smoke) SMOKE=0 ;;
    -j) JOBS=$2; shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done
WINE=/usr/lib/wine/wine64
T0=$(date +%s)
log() { printf '[windows.sh %4ds] %s\n' $(( $(date +%s) - T0 )) "$*"; }

# ---------------------------------------------------------------------------------------------------------
# 1. Packages
# ---------------------------------------------------------------------------------------------------------
PACKAGES=(cmake ninja-build ccache perl python3 dpkg-dev zip unzip xauth
  g++-mingw-w64-x86-64-posix mingw-w64-tools wine64 nsis xvfb imagemagick fonts-wqy-microhei
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-multimedia-dev qt6-translations-l10n libgl-dev)
# Debian's Qt sources (apt-get source) need a deb-src entry beside the deb one.
have_deb_src() {
  grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null
}
install_packages() {
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  local need_src=0
  [ -f "$QT_PREFIX/.stamp-all" ] || have_deb_src || need_src=1
  [ ${#missing[@]} -eq 0 ] && [ $need_src -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing packages. Run this (as root), then run this command again:" >&2
    [ $need_src -eq 1 ] && echo "  sed -i 's/^Types: deb\$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources" >&2
    echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
  if [ $need_src -eq 1 ]; then
    log "adding deb-src to the apt sources"
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      sed -i 's/^Types: deb$/Types: deb deb-src/' /etc/apt/sources.list.d/debian.sources
    else
      sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list > /etc/apt/sources.list.d/xiangqi-deb-src.list
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  log "installing: ${missing[*]}"
  apt-get update -qq
  [ ${#missing[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
install_packages

# ---------------------------------------------------------------------------------------------------------
# 2. Qt for Windows, built once from Debian's source packages
# ---------------------------------------------------------------------------------------------------------
SRC=$CACHE/src
QTBUILD=$CACHE/build
mkdir -p "$SRC" "$QTBUILD" "$QT_PREFIX"

# fetch_source PACKAGE: unpacks Debian's source package (with Debian's patches) once, prints its folder.
fetch_source() {
  local pkg=$1 dir
  dir=$(find "$SRC" -maxdepth 1 -type d -name "$pkg-*" | head -1)
  if [ -z "$dir" ]; then
    (cd "$SRC" && apt-get source -qq "$pkg" >&2)
    dir=$(find "$SRC" -maxdepth 1 -type d -name "$pkg-*" | head -1)
  fi
  [ -n "$dir" ] || { echo "apt-get source $pkg failed" >&2; exit 1; }
  echo "$dir"
}

QT_CMAKE_COMMON=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN"
  -DCMAKE_INSTALL_PREFIX="$QT_PREFIX" -DCMAKE_PREFIX_PATH="$QT_PREFIX"
  -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake
  -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DBUILD_SHARED_LIBS=ON)

# build_module NAME SOURCE_PACKAGE [CMAKE ARGS...]: configure, build and install one Qt module; a stamp
# file marks it done.
build_module() {
  local name=$1 pkg=$2; shift 2
  local stamp=$QT_PREFIX/.stamp-$name
  [ -f "$stamp" ] && return 0
  local src t=$(date +%s)
  src=$(fetch_source "$pkg")
  log "Qt: building $name from $(basename "$src") (log: $QTBUILD/$name.log)"
  {
    [ -f "$QTBUILD/$name/CMakeCache.txt" ] ||
      cmake -S "$src" -B "$QTBUILD/$name" "${QT_CMAKE_COMMON[@]}" "$@"
    nice -n 5 cmake --build "$QTBUILD/$name" --parallel "$JOBS"
    cmake --install "$QTBUILD/$name"
  } > "$QTBUILD/$name.log" 2>&1 || { tail -40 "$QTBUILD/$name.log" >&2; return 1; }
  echo "$(( $(date +%s) - t ))" > "$stamp"
  log "Qt: $name done in $(( $(date +%s) - t )) s"
}

build_qt() {
  [ -f "$QT_PREFIX/.stamp-all" ] && { log "Qt for Windows: cached in $QT_PREFIX"; return 0; }
  # qtbase: only what the program uses. No Sql (Debian removed the bundled SQLite; the program does not
  # use Qt Sql), no tablet support (Debian removed the Wacom wintab.h), no D-Bus, no OpenGL (QPainter and
  # QSvgRenderer only), bundled third-party libraries (zlib, libpng, harfbuzz, freetype, pcre2).
  build_module qtbase qt6-base \
    -DFEATURE_sql=OFF -DFEATURE_tabletevent=OFF -DFEATURE_dbus=OFF -DFEATURE_opengl=OFF \
    -DINPUT_opengl=no -DFEATURE_printsupport=OFF -DFEATURE_concurrent=OFF -DFEATURE_xml=OFF \
    -DFEATURE_sql_sqlite=OFF -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF \
    -DFEATURE_system_png=OFF -DFEATURE_system_jpeg=OFF -DFEATURE_system_harfbuzz=OFF \
    -DFEATURE_system_freetype=OFF -DFEATURE_system_doubleconversion=OFF -DFEATURE_system_libb2=OFF \
    -DFEATURE_openssl=OFF -DFEATURE_icu=OFF
  build_module qtsvg qt6-svg
  touch "$QT_PREFIX/.stamp-all"
}
build_qt
[ $ONLY_QT -eq 1 ] && { log "Qt ready in $QT_PREFIX"; exit 0; }
