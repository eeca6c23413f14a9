#!/usr/bin/env bash
# How many object files a change to each named header rebuilds, from the compiler's own
# dependency records in a built tree (ninja -t deps). Used to measure issue 27's include work.
#   tools/fanout.sh [BUILD_DIR] HEADER...      e.g. tools/fanout.sh build-ci catalog.h rules.h
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build-ci
if [ $# -gt 0 ] && [ -d "$1" ]; then dir=$1; shift; fi
[ -f "$dir/build.ninja" ] || { echo "fanout.sh: $dir is not a built tree; build it first" >&2; exit 2; }
deps=$(ninja -C "$dir" -t deps)
total=$(grep -c '\.o: #deps' <<<"$deps" || true)
for h in "$@"; do
    n=$(awk -v h="/$h" '
        /\.o: #deps/ { obj = $1; next }
        index($0, h) && substr($0, length($0) - length(h) + 1) == h { hit[obj] = 1 }
        END { c = 0; for (o in hit) c++; print c }' <<<"$deps")
    printf '%-28s %4d of %d objects\n' "$h" "$n" "$total"
done
