#!/usr/bin/env bash
# The sanitizer and fuzzing stage of CI (.ci/run, after tools/test.sh), also for local use:
#   asan  the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer (preset asan, build-asan/)
#   tsan  the threaded tests under ThreadSanitizer (preset tsan, build-tsan/): the UCI loop's input and command
#         threads (test_uci, test_ucistorm), the search's stop flag (test_search), and the GUI's engine threads
#         (test_controllerstorm, test_game: the search worker and its controller, through Qt's queued signals,
#         which docs/RELIABILITY.md, "TSan and Qt", explains; test_explorer: the explorer's database thread;
#         test_builtinengine: its queue, preemption and jobs; test_engineinterface and test_enginesui: the engine
#         interface and the computer player with our engine, external processes and our engine standing in)
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

# The threaded tests. The engine's hand over through std:: primitives TSan sees; the GUI's through Qt's event
# queue, whose order ui/session/include/xiangqi/session/handoff.h shows TSan (docs/RELIABILITY.md, "TSan and Qt"). The GUI's
# run after the engine's, one at a time: the controller storm beside test_search would take the cores that
# test_search's 10 ms stop bound needs.
tsan_engine_tests=(test_uci test_ucistorm test_search)
tsan_gui_tests=(test_controllerstorm test_game test_explorer test_builtinengine test_engineinterface test_enginesui)

run_asan() {
    # (called in a condition, where set -e does not apply: hence the &&)
    cmake --preset asan >/dev/null &&
        cmake --build --preset asan --parallel "$jobs" &&
        ctest --preset asan --parallel 2 --timeout 1800
}

run_tsan() {
    local engine gui  # the patterns; then the first group's status
    engine="^($(IFS='|'; echo "${tsan_engine_tests[*]}"))\$"
    gui="^($(IFS='|'; echo "${tsan_gui_tests[*]}"))\$"
    # The tests and what they start (the engine). Both groups run even when the first fails.
    cmake --preset tsan >/dev/null &&
        cmake --build --preset tsan --parallel "$jobs" --target "${tsan_engine_tests[@]}" "${tsan_gui_tests[@]}" &&
        {
            ctest --preset tsan --parallel 2 --timeout 1800 -R "$engine"
            engine=$?
            ctest --preset tsan --timeout 1800 -R "$gui" && [ "$engine" -eq 0 ]
        }
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
