#!/usr/bin/env bash
# Runs every libFuzzer target for a bounded time (default 30 s each) from its committed seed
# corpus; fails on any crash, sanitizer report, leak, timeout (10 s per input) or out-of-memory
# (2 GiB). New inputs go to a scratch folder, not into fuzz/corpus. A crashing input is kept in
# build-fuzz/artifacts/ — add it to the target's regression test and fix the bug.
# Targets run TPU_FUZZ_JOBS at a time (default: the number of cores, at most 2; each target is
# one process on one core), each still for the full SECONDS; every target's result is reported.
#   [TPU_FUZZ_TARGETS="fuzz_quota ..."] [TPU_FUZZ_JOBS=N] fuzz/run-fuzzers.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
bin=build-fuzz/fuzz
mkdir -p build-fuzz/artifacts
targets="${TPU_FUZZ_TARGETS:-fuzz_catalog fuzz_planfile fuzz_topology fuzz_shellwords fuzz_export \
    fuzz_scripts fuzz_machinetype fuzz_reservation fuzz_quota fuzz_serverconfig fuzz_tokenanswer \
    fuzz_reviewfile fuzz_overlay fuzz_refreshanswer fuzz_capacityanswer fuzz_aggregatereservation \
    fuzz_adviceanswer}"
cores=$(nproc 2>/dev/null || echo 1)
jobs=${TPU_FUZZ_JOBS:-$((cores < 2 ? cores : 2))}

# One target: its log in build-fuzz/TARGET.log, its verdict in build-fuzz/TARGET.status.
fuzz_one() {
    local target=$1 scratch status=0
    scratch=$(mktemp -d)
    "$bin/$target" "$scratch" "fuzz/corpus/${target#fuzz_}" -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="build-fuzz/artifacts/$target-" >"build-fuzz/$target.log" 2>&1 || status=$?
    rm -rf "$scratch"
    echo "$status" >"build-fuzz/$target.status"
}

running=0
for target in $targets; do
    [ -x "$bin/$target" ] || { echo "FAILED: $target is not built ($bin/$target)"; exit 1; }
    rm -f "build-fuzz/$target.status"
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
    echo "== $target: ${seconds}s"
    fuzz_one "$target" &
    running=$((running + 1))
done
wait || true

# The verdicts, in the order the targets were named.
status=0
for target in $targets; do
    result=$(cat "build-fuzz/$target.status" 2>/dev/null || echo missing)
    if [ "$result" != 0 ]; then
        echo "FAILED: $target (exit $result; see build-fuzz/$target.log and build-fuzz/artifacts/)"
        tail -40 "build-fuzz/$target.log"
        status=1
    else
        echo -n "ok: $target: "
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "build-fuzz/$target.log" | tr '\n' ' '
        echo
    fi
done
exit $status
