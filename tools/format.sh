#!/usr/bin/env bash
# The project's one formatting rule: every tracked C++ file as clang-format 14 formats it with the
# project's .clang-format. Other clang-format versions format differently, so only 14 is accepted.
#   tools/format.sh          rewrite every file that differs (then review and commit the change)
#   tools/format.sh --check  list the files that differ and exit 1; exit 0 when none does
set -euo pipefail
cd "$(dirname "$0")/.."

tool=$(command -v clang-format-14 || true)
if [ -z "$tool" ]; then
    echo "format.sh: clang-format-14 is not installed. What to do: apt-get install clang-format-14" >&2
    exit 2
fi

mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
case "${1:-}" in
    --check)
        # One clang-format process for all files; each difference is reported as "FILE:LINE:COL: error".
        mapfile -t drift < <("$tool" --dry-run -Werror "${files[@]}" 2>&1 |
            sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
        if [ ${#drift[@]} -gt 0 ]; then
            echo "format.sh: ${#drift[@]} of ${#files[@]} files differ from .clang-format:" >&2
            printf '  %s\n' "${drift[@]}" >&2
            echo "What to do: run tools/format.sh (or cmake --build --preset ci --target format) and commit." >&2
            exit 1
        fi
        echo "format.sh: all ${#files[@]} C++ files follow .clang-format"
        ;;
    "")
        "$tool" -i "${files[@]}"
        ;;
    *)
        echo "usage: $0 [--check]" >&2
        exit 2
        ;;
esac
