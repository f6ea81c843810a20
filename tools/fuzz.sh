#!/usr/bin/env bash
# Builds the libFuzzer targets with Clang (build-fuzz/, preset "fuzz") and runs each for N seconds,
# starting from its seed corpus in tests/fuzz/corpus/<target>/. New inputs go to
# build-fuzz/corpus/<target>/ (copy the interesting ones into the seed corpus); a crash, a failed
# check or a hang stops that target and leaves a crash-*/timeout-* file in build-fuzz/findings/<target>/.
# The hang limit is 60 s per input: generous, because a loaded machine starves the fuzzer (the UCI
# target stops everything 5 ms after the end of its script, so a real hang never ends).
#
#   tools/fuzz.sh [SECONDS] [TARGET...]     default: 30 seconds, every target (tests/fuzz/CMakeLists.txt)
#   JOBS=2 tools/fuzz.sh 1800 uci           more processes per target (libFuzzer -fork)
# A dictionary tests/fuzz/<target>.dict, when there is one, is passed with -dict.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
shift || true
if ! command -v clang++ >/dev/null; then
    echo "fuzz.sh: clang++ not found (Debian: apt-get install clang libclang-rt-14-dev)" >&2
    exit 2
fi
cmake --preset fuzz >/dev/null
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    # Every target: the one list, the xiangqi_add_fuzzer(<name> ...) lines of tests/fuzz/CMakeLists.txt
    # (what the build and the corpus replays know), so a new target joins without a change here.
    mapfile -t targets < <(sed -n 's/^[[:space:]]*xiangqi_add_fuzzer([[:space:]]*\([A-Za-z0-9_]*\).*/\1/p' \
        tests/fuzz/CMakeLists.txt)
    if [ ${#targets[@]} -eq 0 ]; then
        echo "fuzz.sh: no xiangqi_add_fuzzer(...) line in tests/fuzz/CMakeLists.txt" >&2
        exit 2
    fi
fi
cmake --build build-fuzz -j "${JOBS:-2}" --target "${targets[@]/#/fuzz_}"
status=0
summary=()
# A smaller quarantine: recycling a big one stalled a starved fuzzer for seconds (false timeouts).
export ASAN_OPTIONS=${ASAN_OPTIONS:-quarantine_size_mb=32}
for t in "${targets[@]}"; do
    mkdir -p "build-fuzz/corpus/$t" "build-fuzz/findings/$t"
    echo "== fuzz_$t for ${seconds}s"
    extra=()
    [ -n "${JOBS:-}" ] && extra+=("-fork=$JOBS")
    [ -f "tests/fuzz/$t.dict" ] && extra+=("-dict=tests/fuzz/$t.dict")
    if ! ./build-fuzz/bin/"fuzz_$t" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="build-fuzz/findings/$t/" "${extra[@]}" \
        "build-fuzz/corpus/$t" "tests/fuzz/corpus/$t" 2>&1 | tee "build-fuzz/findings/$t/log.txt" |
        grep -E "^(stat::|==|SUMMARY|.*check failed|INFO: (Seed|Done))|Test unit written"; then
        :
    fi
    log="build-fuzz/findings/$t/log.txt"
    verdict=clean
    # A crash, failed check, hang (timeout), leak or out-of-memory; not a slow unit (slow-unit-*: over 10 s on
    # one input, which a starved fuzzer on a loaded machine reports for inputs that take milliseconds).
    if grep -qE "Test unit written to .*/(crash|timeout|leak|oom)-|^SUMMARY" "$log"; then
        status=1
        verdict="FINDING (see $log)"
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    found=$(find "build-fuzz/corpus/$t" -type f | wc -l)
    seeds=$(find "tests/fuzz/corpus/$t" -type f | wc -l)
    summary+=("fuzz_$t: ${execs:-?} executions, corpus $found found + $seeds seeds, $verdict")
done
printf '%s\n' "${summary[@]}"
exit $status
