#!/usr/bin/env bash
# Fails when an ELF file's dynamic section has a search path that depends on where it is run from
# (an empty entry means the current folder, and so does a relative one) or, with --none, any
# RUNPATH or RPATH at all (the packaged binary links only system libraries).
#   tests/check-runpath.sh [--none] FILE...
set -euo pipefail
none=0
if [ "${1:-}" = --none ]; then none=1; shift; fi
[ $# -gt 0 ] || { echo "usage: check-runpath.sh [--none] FILE..." >&2; exit 2; }
status=0
for f in "$@"; do
    dyn=$(readelf -d "$f") || { echo "check-runpath: $f: readelf -d failed" >&2; exit 1; }
    while IFS= read -r line; do
        kind=$(sed -n 's/.*(\(RUNPATH\|RPATH\)).*/\1/p' <<<"$line")
        value=$(sed -n 's/.*\[\(.*\)\]$/\1/p' <<<"$line")
        if [ "$none" = 1 ]; then
            echo "check-runpath: $f has $kind [$value]; an installed binary needs none" >&2
            status=1
            continue
        fi
        IFS=: read -r -a entries <<<"$value:"
        [ -n "$value" ] || entries=("")
        for e in "${entries[@]}"; do
            case $e in
            /*) ;;
            '') echo "check-runpath: $f has $kind [$value]: an empty entry loads libraries from the current folder" >&2; status=1; break ;;
            *) echo "check-runpath: $f has $kind [$value]: \"$e\" is not an absolute folder" >&2; status=1; break ;;
            esac
        done
    done < <(grep -E '\((RUNPATH|RPATH)\)' <<<"$dyn" || true)
done
if [ $status = 0 ]; then
    if [ "$none" = 1 ]; then echo "check-runpath: no RUNPATH or RPATH in: $*"
    else echo "check-runpath: no RUNPATH or RPATH entry depends on the current folder: $*"; fi
fi
exit $status
