#!/usr/bin/env bash
# Runs every libFuzzer target for a bounded time (default 30 s each) from its committed seed
# corpus; fails on any crash, sanitizer report, leak, timeout (10 s per input) or out-of-memory
# (2 GiB). New inputs go to a scratch folder, not into fuzz/corpus. A crashing input is kept in
# build-fuzz/artifacts/ — add it to the target's regression test and fix the bug.
#   [TPU_FUZZ_TARGETS="fuzz_quota ..."] fuzz/run-fuzzers.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
bin=build-fuzz/fuzz
mkdir -p build-fuzz/artifacts
status=0
targets="${TPU_FUZZ_TARGETS:-fuzz_catalog fuzz_planfile fuzz_topology fuzz_shellwords fuzz_export \
    fuzz_machinetype fuzz_reservation fuzz_quota fuzz_serverconfig fuzz_tokenanswer}"
for target in $targets; do
    scratch=$(mktemp -d)
    echo "== $target: ${seconds}s"
    if ! "$bin/$target" "$scratch" "fuzz/corpus/${target#fuzz_}" -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="build-fuzz/artifacts/$target-" >"build-fuzz/$target.log" 2>&1; then
        echo "FAILED: $target (see build-fuzz/$target.log and build-fuzz/artifacts/)"
        tail -40 "build-fuzz/$target.log"
        status=1
    else
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "build-fuzz/$target.log" | tr '\n' ' '
        echo
    fi
    rm -rf "$scratch"
done
exit $status
