#!/usr/bin/env bash
# The sanitizer and fuzzing stage of CI (.ci/run, after tools/test.sh), also for local use:
#   asan  the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer (preset asan, build-asan/)
#   tsan  the engine-thread tests under ThreadSanitizer (preset tsan, build-tsan/): the UCI loop's input and
#         command threads (test_uci, test_ucistorm) and the search's stop flag (test_search). The Qt tests
#         (test_game, test_controllerstorm) are not run under TSan: see docs/RELIABILITY.md, "TSan and Qt".
#   fuzz  every libFuzzer target for FUZZ_SECONDS (default 30) seconds (tools/fuzz.sh)
#
#   tools/sanitize.sh [asan] [tsan] [fuzz]      default: all three, in that order
#   BUILD_JOBS=4 FUZZ_SECONDS=60 tools/sanitize.sh fuzz     compile jobs (default 2), seconds per fuzz target
#
# Installs what is missing (Clang and its sanitizer and libFuzzer runtimes) through tools/common.sh, as
# tools/test.sh does. Each stage builds only what it runs, in its own directory, so the stages can also be
# run one at a time. A sanitizer report, a failed test or a fuzz finding fails the stage; the script goes
# on with the other stages and fails at the end. docs/RELIABILITY.md ("Sanitizers", "CI") has the details
# and the measured times.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
# clang + libclang-rt-dev: the compiler of the presets asan/tsan/fuzz and its runtimes (libFuzzer among them;
# the versioned package, libclang-rt-14-dev on Debian 12, comes with it). The other two: test_packaging.
XQ_PACKAGES+=(clang libclang-rt-dev desktop-file-utils appstream)
xq_install_deps
cd "$XQ_ROOT"

stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(asan tsan fuzz)
jobs=${BUILD_JOBS:-2}  # compile jobs (JOBS is tools/fuzz.sh's -fork)
export QT_QPA_PLATFORM=offscreen
failed=()
times=()

# The tests whose threads are ours and hand over through std:: primitives TSan sees (not Qt's event queue).
tsan_tests=(test_uci test_ucistorm test_search)

run_asan() {
    # (called in a condition, where set -e does not apply: hence the &&)
    cmake --preset asan >/dev/null &&
        cmake --build --preset asan --parallel "$jobs" &&
        ctest --preset asan --parallel 2 --timeout 1800
}

run_tsan() {
    local pattern
    pattern="^($(IFS='|'; echo "${tsan_tests[*]}"))\$"
    # The tests and what they start (the engine).
    cmake --preset tsan >/dev/null &&
        cmake --build --preset tsan --parallel "$jobs" --target "${tsan_tests[@]}" &&
        ctest --preset tsan --parallel 2 --timeout 1800 -R "$pattern"
}

run_fuzz() {
    JOBS= tools/fuzz.sh "${FUZZ_SECONDS:-30}"
}

for stage in "${stages[@]}"; do
    case $stage in
        asan | tsan | fuzz) ;;
        *)
            echo "sanitize.sh: unknown stage '$stage' (asan, tsan or fuzz)" >&2
            exit 2
            ;;
    esac
    echo "== sanitize.sh: $stage"
    start=$SECONDS
    if ! "run_$stage"; then failed+=("$stage"); fi
    times+=("$stage $((SECONDS - start)) s")
done
echo "== sanitize.sh: $(IFS=','; echo "${times[*]}" | sed 's/,/, /g')"
if [ ${#failed[@]} -gt 0 ]; then
    echo "sanitize.sh: FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "sanitize.sh: all stages passed"
