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
# Wine keeps Windows file names in the Unix locale's charset: under a bare machine's POSIX locale a Chinese folder
# name cannot be made (test_windows failed so on a fresh Debian). C.UTF-8 is always there on Debian.
[ "$(locale charmap 2>/dev/null)" = UTF-8 ] || export LC_ALL=C.UTF-8

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
  qt6-multimedia-dev qt6-translations-l10n libgl-dev
  gcc libc6-dev make tcl)  # the last four: SQLite's amalgamation is generated on the host (configure, make, tclsh)
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

# Qt's build trees remember their toolchain file's path, so Qt builds with a copy in the cache: the cached build
# then does not depend on where this checkout is.
QT_TOOLCHAIN=$CACHE/mingw-w64.cmake
cmp -s "$TOOLCHAIN" "$QT_TOOLCHAIN" || cp "$TOOLCHAIN" "$QT_TOOLCHAIN"
QT_CMAKE_COMMON=(-G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$QT_TOOLCHAIN"
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
  src=$(fetch_source "$pkg") || return 1
  log "Qt: building $name from $(basename "$src") (log: $QTBUILD/$name.log)"
  {
    # Configured every time until the module is done, so that a changed feature list reaches an interrupted build.
    cmake -S "$src" -B "$QTBUILD/$name" "${QT_CMAKE_COMMON[@]}" "$@"
    nice -n 5 cmake --build "$QTBUILD/$name" --parallel "$JOBS"
    cmake --install "$QTBUILD/$name"
  } > "$QTBUILD/$name.log" 2>&1 || { tail -40 "$QTBUILD/$name.log" >&2; return 1; }
  echo "$(( $(date +%s) - t ))" > "$stamp"
  log "Qt: $name done in $(( $(date +%s) - t )) s"
}

# SQLite for Windows, for the game database (engine/db, through the SQLite C library, not Qt Sql): the
# amalgamation (sqlite3.c, sqlite3.h) generated from Debian's sqlite3 source package on the host (configure, make,
# tclsh), compiled with MinGW into $CACHE/sqlite-mingw/{include,lib,bin}. The program needs it: a failure stops here.
build_sqlite() {
  local out=$CACHE/sqlite-mingw
  [ -f "$out/.stamp" ] && return 0
  local t=$(date +%s) src
  if ! {
    src=$(fetch_source sqlite3) &&
    mkdir -p "$QTBUILD/sqlite3-host" "$out/include" "$out/lib" "$out/bin" &&
    (cd "$QTBUILD/sqlite3-host" && { [ -f Makefile ] || "$src/configure" --disable-tcl >/dev/null; } &&
       nice -n 5 make -s sqlite3.c) &&
    cp "$QTBUILD/sqlite3-host/sqlite3.c" "$QTBUILD/sqlite3-host/sqlite3.h" "$QTBUILD/sqlite3-host/sqlite3ext.h" \
       "$out/include/" &&
    (cd "$QTBUILD/sqlite3-host" &&
       nice -n 5 x86_64-w64-mingw32-gcc-posix -O2 -DSQLITE_THREADSAFE=1 -DSQLITE_ENABLE_FTS5 -DSQLITE_OMIT_LOAD_EXTENSION \
         -c sqlite3.c -o sqlite3-mingw.o &&
       x86_64-w64-mingw32-ar rcs "$out/lib/libsqlite3.a" sqlite3-mingw.o &&
       x86_64-w64-mingw32-gcc-posix -shared -o "$out/bin/sqlite3.dll" sqlite3-mingw.o \
         -Wl,--out-implib,"$out/lib/libsqlite3.dll.a")
  } > "$QTBUILD/sqlite.log" 2>&1; then
    tail -20 "$QTBUILD/sqlite.log" >&2
    log "SQLite for Windows failed (log: $QTBUILD/sqlite.log)"
    exit 1
  fi
  touch "$out/.stamp"
  log "SQLite amalgamation for Windows in $out ($(( $(date +%s) - t )) s)"
}

# Parts of Gui, Widgets and Network the program does not use (about 100 fewer files to compile).
QT_UNUSED_FEATURES=()
for f in graphicsview graphicseffect mdiarea calendarwidget datetimeedit colordialog fontdialog wizard undoview \
    lcdnumber dial keysequenceedit fontcombobox commandlinkbutton toolbox columnview syntaxhighlighter errormessage \
    splashscreen pdf textodfwriter movie undocommand undostack undogroup networkdiskcache dnslookup \
    sctp topleveldomain networklistmanager socks5; do
  QT_UNUSED_FEATURES+=("-DFEATURE_$f=OFF")
done

# Qt 6.4's Gui has the DirectWrite font engine and font database only with Direct2D, which is left out (below),
# but the Windows platform plugin offers the DirectWrite 3 font database (an opt-in: -platform
# windows:fontengine=directwrite) whenever DirectWrite 3 is there, so qwindows.dll failed to link (undefined
# QWindowsDirectWriteFontDatabase). The plugin asks for Direct2D too, as Gui does; the default GDI font database
# is what it uses anyway.
patch_qtbase() {
  sed -i 's/^#if QT_CONFIG(directwrite3)$/#if QT_CONFIG(directwrite3) \&\& QT_CONFIG(direct2d)/' \
    "$1/src/plugins/platforms/windows/qwindowsintegration.cpp"
}

build_qt() {
  [ -f "$QT_PREFIX/.stamp-all" ] && { log "Qt for Windows: cached in $QT_PREFIX"; return 0; }
  [ -f "$QT_PREFIX/.stamp-qtbase" ] || patch_qtbase "$(fetch_source qt6-base)"
  # qtbase: only what the program uses. TLS through Windows' Schannel (no OpenSSL to ship). No Sql (Debian removed the bundled SQLite; the program does not
  # use Qt Sql), no tablet support (Debian removed the Wacom wintab.h), no D-Bus, no OpenGL (QPainter and
  # QSvgRenderer only), bundled third-party libraries (zlib, libpng, harfbuzz, freetype, pcre2). -Os: quicker to
  # compile than the -O3 Qt uses for Core and Gui by default, and smaller DLLs.
  build_module qtbase qt6-base \
    -DFEATURE_sql=OFF -DFEATURE_tabletevent=OFF -DFEATURE_dbus=OFF -DFEATURE_opengl=OFF \
    -DINPUT_opengl=no -DFEATURE_printsupport=OFF -DFEATURE_concurrent=OFF -DFEATURE_xml=OFF \
    -DFEATURE_sql_sqlite=OFF -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF \
    -DFEATURE_system_png=OFF -DFEATURE_system_jpeg=OFF -DFEATURE_system_harfbuzz=OFF \
    -DFEATURE_system_freetype=OFF -DFEATURE_system_doubleconversion=OFF -DFEATURE_system_libb2=OFF \
    -DFEATURE_openssl=OFF -DFEATURE_ssl=ON -DFEATURE_icu=OFF -DFEATURE_direct2d=OFF -DFEATURE_direct2d1_1=OFF \
    -DFEATURE_schannel=ON -DFEATURE_tuiotouch=OFF -DFEATURE_optimize_size=ON \
    -DFEATURE_udpsocket=ON -DFEATURE_http=ON \
    "${QT_UNUSED_FEATURES[@]}"
  # qtsvg draws the piece sets. Debian's mirror may not serve its source (26 Nov 2026: the .dsc is there, the
  # qt6-svg_6.4.2.orig.tar.xz answers 404, and still on 8 Dec 2026); CMake then finds no Qt6::Svg and the game shows
  # the same piece sets as images rendered from the SVG on the build machine (assets/pieces/images), and the next run
  # tries again.
  if build_module qtsvg qt6-svg; then
    touch "$QT_PREFIX/.stamp-all"
  else
    log "Qt: qtsvg NOT built (its source could not be fetched or built): the game shows its pieces from the images rendered from the SVG sets"
  fi
}
build_qt
build_sqlite
[ $ONLY_QT -eq 1 ] && { log "Qt ready in $QT_PREFIX"; exit 0; }

# ---------------------------------------------------------------------------------------------------------
# 3. The project, cross-compiled
# ---------------------------------------------------------------------------------------------------------
MINGW_DLL_DIRS=(/usr/lib/gcc/x86_64-w64-mingw32/12-posix /usr/x86_64-w64-mingw32/lib)
MINGW_DLLS=(libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
QT_DLLS=(Qt6Core Qt6Gui Qt6Widgets Qt6Network)
# Plugins the game loads: the Windows platform, the native style, TLS through Windows' own Schannel (the cloud
# library's https address), and (with qtsvg) SVG images and icons.
QT_PLUGINS=(platforms/qwindows styles/qwindowsvistastyle tls/qschannelbackend)
if [ -f "$QT_PREFIX/bin/Qt6Svg.dll" ]; then
  QT_DLLS+=(Qt6Svg)
  QT_PLUGINS+=(imageformats/qsvg iconengines/qsvgicon)
fi

# deploy_runtime DIR [extra plugins...]: the Qt and MinGW DLLs and the Qt plugins beside the programs in DIR.
deploy_runtime() {
  local dir=$1 f d p; shift
  for f in "${MINGW_DLLS[@]}"; do
    for d in "${MINGW_DLL_DIRS[@]}"; do
      [ -f "$d/$f" ] && { cp -u "$d/$f" "$dir/"; break; }
    done
    [ -f "$dir/$f" ] || { echo "MinGW runtime $f not found" >&2; exit 1; }
  done
  for f in "${QT_DLLS[@]}" "${QT_EXTRA_DLLS[@]}"; do cp -u "$QT_PREFIX/bin/$f.dll" "$dir/"; done
  for p in "${QT_PLUGINS[@]}" "$@"; do
    mkdir -p "$dir/$(dirname "$p")"
    cp -u "$QT_PREFIX/plugins/$p.dll" "$dir/$p.dll"
  done
}

VERSION=$(sed -n 's/^project(Xiangqi VERSION \([0-9.]*\).*/\1/p' "$ROOT/CMakeLists.txt")
QT_EXTRA_DLLS=()
[ -f "$QT_PREFIX/bin/Qt6Multimedia.dll" ] && QT_EXTRA_DLLS+=(Qt6Multimedia)
t=$(date +%s)
log "project: configuring and building $VERSION in $BUILD"
mkdir -p "$BUILD"
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DCMAKE_PREFIX_PATH="$QT_PREFIX;$CACHE/sqlite-mingw" \
  -DSQLite3_LIBRARY="$CACHE/sqlite-mingw/lib/libsqlite3.a" -DSQLite3_INCLUDE_DIR="$CACHE/sqlite-mingw/include" \
  -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
  -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
  -DCMAKE_CROSSCOMPILING_EMULATOR="$ROOT/tools/windows/wine-test.sh" \
  -DXIANGQI_BUILD_UI=ON -DXIANGQI_BUILD_TESTS=ON > "$BUILD/configure.log" 2>&1 ||
  { tail -30 "$BUILD/configure.log" >&2; exit 1; }
nice -n 5 cmake --build "$BUILD" --parallel "$JOBS"
# The translations (.qm) come from the host's lrelease when the cross build has no Qt6::lrelease.
mkdir -p "$BUILD/share/xiangqi/translations"
for ts in "$ROOT"/assets/translations/*.ts; do
  qm=$BUILD/share/xiangqi/translations/$(basename "${ts%.ts}").qm
  [ "$qm" -nt "$ts" ] || /usr/lib/qt6/bin/lrelease -silent "$ts" -qm "$qm"
done
# The build tree runs in place under Wine (tests): the DLLs and plugins beside the programs.
deploy_runtime "$BUILD/bin" platforms/qoffscreen platforms/qminimal
cp -u "$QT_PREFIX/bin/Qt6Test.dll" "$BUILD/bin/"   # the Qt Test programs (not installed)
PROJECT_SECONDS=$(( $(date +%s) - t ))
log "project: built in $PROJECT_SECONDS s"

# A Wine prefix made once per folder.
# No Mono/Gecko prompts, and no crash debugger: winedbg would write its report into the crashing program's
# standard output (test_engineclient's crashing engine), which Windows does not do.
export WINEDEBUG=${WINEDEBUG:--all} WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d" WINEARCH=win64
wine_prefix() {
  export WINEPREFIX=$1
  if [ ! -f "$WINEPREFIX/system.reg" ]; then
    mkdir -p "$WINEPREFIX"
    "$WINE" wineboot --init >/dev/null 2>&1 || true
    "$(dirname "$WINE")/wineserver" -w 2>/dev/null || wineserver -w 2>/dev/null || true
  fi
  # A CJK font: Wine's own fonts have no Chinese characters.
  local fonts=$WINEPREFIX/drive_c/windows/Fonts
  mkdir -p "$fonts"
  [ -e "$fonts/wqy-microhei.ttc" ] || ln -sf /usr/share/fonts/truetype/wqy/wqy-microhei.ttc "$fonts/wqy-microhei.ttc"
}

# ---------------------------------------------------------------------------------------------------------
# 4. The Qt Test suite under Wine
# ---------------------------------------------------------------------------------------------------------
SUITE_STATUS=0
if [ $TESTS -eq 1 ]; then
  t=$(date +%s)
  wine_prefix "$CACHE/wine-tests"
  # Wine does not pass QT_* variables from Unix to Windows programs (so that the host's Qt settings do not leak
  # in); WINEQT_X=... arrives as QT_X=... . Without this the tests get no QT_QPA_PLATFORM, try the "windows"
  # platform with no display, and stop at Qt's "no Qt platform plugin could be initialized" message box; and Qt
  # Test writes its results with OutputDebugString instead of to standard output.
  export WINEQT_QPA_PLATFORM=offscreen WINEQT_FORCE_STDERR_LOGGING=1
  # The offscreen platform reads fonts from Qt's lib/fonts (none: every character a box) unless told a folder.
  export WINEQT_QPA_FONTDIR='Z:\usr\share\fonts\truetype\wqy'
  # Third-party engines for test_engineclient's game between .exe engines, when build-test-engines --windows
  # (/work/shared/tools) has built them into the cache; never copied into the project.
  engines=${XDG_CACHE_HOME:-$HOME/.cache}/xiangqi-test-engines/windows
  [ -f "$engines/eleeye.exe" ] && [ -f "$engines/pikafish-hce.exe" ] && export XIANGQI_TEST_ENGINES="Z:$engines"
  # test_cloudclient's https check needs a TLS server, and Wine's Schannel has no server side (Wine 8's
  # CertFindChainInStore is a stub): a Python responder on 127.0.0.1 with the test certificate stands in, and the
  # Windows client reaches it through Schannel.
  tls_port=$(mktemp)
  python3 "$ROOT/tests/session/tls_responder.py" "$ROOT/tests/data/tls/localhost.crt" \
    "$ROOT/tests/data/tls/localhost.key" "$tls_port" & tls_pid=$!
  for _ in $(seq 50); do [ -s "$tls_port" ] && break; sleep 0.1; done
  export XIANGQI_TLS_RESPONDER="https://127.0.0.1:$(cat "$tls_port")/chessdb.php"
  # Only the Qt Test executables: the Python checks (tools/*.py) are platform-independent and run on Linux.
  log "suite: running the Qt Test executables under Wine (log: $BUILD/suite.log)"
  set +e
  ctest --test-dir "$BUILD" --output-on-failure --timeout 900 --parallel "$JOBS" \
    -E '^(puzzles_sample|ui_strings_translated|test_sprt|test_tune)$' > "$BUILD/suite.log" 2>&1
  set -e
  kill "$tls_pid" 2>/dev/null || true
  rm -f "$tls_port"
  unset XIANGQI_TLS_RESPONDER
  "$(dirname "$WINE")/wineserver" -k 2>/dev/null || true
  passed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' "$BUILD/suite.log" || true)
  # Skipped tests (a missing optional program such as fairy-stockfish) count as neither.
  failed=$(grep -cE '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .*(\*\*\*(Failed|Timeout|Exception)|Not Run|Child aborted)' \
    "$BUILD/suite.log" || true)
  grep -E '^ *[0-9]+/[0-9]+ Test +#' "$BUILD/suite.log" | sed 's/^/  /'
  SUITE_SECONDS=$(( $(date +%s) - t ))
  log "suite: $SUITE_SECONDS s under Wine"
  [ "$failed" -eq 0 ] && [ "$passed" -gt 0 ] || SUITE_STATUS=1
fi

# ---------------------------------------------------------------------------------------------------------
# 5. Installer (NSIS) and portable zip
# ---------------------------------------------------------------------------------------------------------
PACKAGE_STATUS=0
if [ $PACKAGE -eq 1 ]; then
  t=$(date +%s)
  STAGE=$BUILD/stage/xiangqi-$VERSION-win64
  rm -rf "$BUILD/stage"
  cmake --install "$BUILD" --prefix "$STAGE" --strip > "$BUILD/install.log"
  mkdir -p "$STAGE/share/xiangqi/translations" "$STAGE/translations"
  cp -u "$BUILD"/share/xiangqi/translations/*.qm "$STAGE/share/xiangqi/translations/"
  deploy_runtime "$STAGE/bin"
  "x86_64-w64-mingw32-strip" --strip-unneeded "$STAGE"/bin/*.dll "$STAGE"/bin/*/*.dll
  # Qt's own Chinese translations (dialog buttons, shortcuts) from the host's qt6-translations-l10n.
  for qm in qt_zh_CN qtbase_zh_CN; do
    cp -u "/usr/share/qt6/translations/$qm.qm" "$STAGE/translations/"
  done
  # Qt finds its plugins beside the programs and its translations in <install>/translations.
  printf '[Paths]\r\nPrefix = ..\r\nPlugins = bin\r\nTranslations = translations\r\n' > "$STAGE/bin/qt.conf"
  sed 's/$/\r/' "$ROOT/LICENSE" > "$STAGE/LICENSE.txt"
  rm -f "$BUILD/xiangqi-$VERSION-win64.zip" "$BUILD/xiangqi-$VERSION-win64-setup.exe"
  (cd "$BUILD/stage" && zip -qr9 "$BUILD/xiangqi-$VERSION-win64.zip" "xiangqi-$VERSION-win64")
  makensis -V2 -DVERSION="$VERSION" -DSTAGE="$STAGE" -DROOT="$ROOT" \
    -DOUTFILE="$BUILD/xiangqi-$VERSION-win64-setup.exe" "$ROOT/tools/windows/xiangqi.nsi"
  log "package: $(du -h "$BUILD/xiangqi-$VERSION-win64-setup.exe" | cut -f1) installer," \
      "$(du -h "$BUILD/xiangqi-$VERSION-win64.zip" | cut -f1) zip in $(( $(date +%s) - t )) s"
fi

# ---------------------------------------------------------------------------------------------------------
# 6. Smoke test: silent install into a fresh Wine prefix, the game on an Xvfb display, the engine over UCI
# ---------------------------------------------------------------------------------------------------------
SMOKE_STATUS=0
if [ $SMOKE -eq 1 ]; then
  t=$(date +%s)
  SMOKE_DIR=$BUILD/smoke
  rm -rf "$SMOKE_DIR"; mkdir -p "$SMOKE_DIR"
  unset WINEQT_QPA_PLATFORM
  wine_prefix "$SMOKE_DIR/wineprefix"
  log "smoke: installing silently into $WINEPREFIX"
  "$WINE" "$BUILD/xiangqi-$VERSION-win64-setup.exe" /S
  "$(dirname "$WINE")/wineserver" -w
  INSTALLED=$WINEPREFIX/drive_c/Program\ Files/Xiangqi
  for f in bin/xiangqi.exe bin/xiangqi-engine.exe bin/platforms/qwindows.dll uninstall.exe; do
    [ -f "$INSTALLED/$f" ] || { echo "smoke: $f not installed" >&2; SMOKE_STATUS=1; }
  done
  # The engine over UCI.
  if printf 'uci\nisready\nquit\n' | timeout 60 "$WINE" "$INSTALLED/bin/xiangqi-engine.exe" 2>/dev/null |
      tr -d '\r' | tee "$SMOKE_DIR/uci.txt" | grep -qx uciok; then
    log "smoke: the installed xiangqi-engine.exe answers uciok"
  else
    echo "smoke: xiangqi-engine.exe did not answer uciok" >&2; SMOKE_STATUS=1
  fi
  # The game: --screenshot (its own rendering), then a real window on Xvfb captured by ImageMagick.
  XVFB_DISPLAY=:${XIANGQI_XVFB_DISPLAY:-87}
  Xvfb "$XVFB_DISPLAY" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
  XVFB_PID=$!
  trap 'kill $XVFB_PID 2>/dev/null || true' EXIT
  sleep 2
  export DISPLAY=$XVFB_DISPLAY
  timeout 120 "$WINE" "$INSTALLED/bin/xiangqi.exe" --size 980x760 \
    --screenshot "Z:${SMOKE_DIR//\//\\}\\screenshot.png" >"$SMOKE_DIR/game-screenshot.log" 2>&1 || true
  [ -s "$SMOKE_DIR/screenshot.png" ] || { echo "smoke: --screenshot wrote nothing" >&2; SMOKE_STATUS=1; }
  "$WINE" "$INSTALLED/bin/xiangqi.exe" --size 980x760 >"$SMOKE_DIR/game-window.log" 2>&1 &
  GAME_PID=$!
  sleep "${XIANGQI_SMOKE_WAIT:-20}"
  import -display "$XVFB_DISPLAY" -window root "$SMOKE_DIR/window.png" || SMOKE_STATUS=1
  kill "$GAME_PID" 2>/dev/null || true
  "$(dirname "$WINE")/wineserver" -k 2>/dev/null || true
  kill $XVFB_PID 2>/dev/null || true
  log "smoke: screenshots $SMOKE_DIR/screenshot.png and $SMOKE_DIR/window.png in $(( $(date +%s) - t )) s"
fi

log "done in $(( $(date +%s) - T0 )) s (Qt in $QT_PREFIX)"
[ $SMOKE_STATUS -eq 0 ] || echo "smoke test FAILED" >&2
if [ $TESTS -eq 1 ]; then
  echo "$passed passed, $failed failed"
  [ $SUITE_STATUS -eq 0 ] && [ $SMOKE_STATUS -eq 0 ] || exit 1
fi
[ $SMOKE_STATUS -eq 0 ]
