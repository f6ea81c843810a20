# CMake toolchain file: cross-compile for Windows x86-64 with Debian's MinGW-w64 (posix threads model),
# used for Qt itself (tools/windows.sh, step 2) and for the project (step 3).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(XIANGQI_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER   ${XIANGQI_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${XIANGQI_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER  ${XIANGQI_MINGW_TRIPLE}-windres)
set(CMAKE_AR           ${XIANGQI_MINGW_TRIPLE}-gcc-ar-posix CACHE FILEPATH "ar")
set(CMAKE_RANLIB       ${XIANGQI_MINGW_TRIPLE}-gcc-ranlib-posix CACHE FILEPATH "ranlib")
# Search headers and libraries only in the MinGW sysroot and in the prefixes given on the command line
# (the Windows Qt); programs (moc, rcc, lrelease) come from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${XIANGQI_MINGW_TRIPLE} ${CMAKE_PREFIX_PATH})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
# Run cross-compiled helpers (try_run, tests) through Wine, unless the command line names another emulator
# (tools/windows.sh gives the project tools/windows/wine-test.sh).
if(NOT CMAKE_CROSSCOMPILING_EMULATOR AND EXISTS /usr/lib/wine/wine64)
  set(CMAKE_CROSSCOMPILING_EMULATOR /usr/lib/wine/wine64)
endif()
