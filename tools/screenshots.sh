#!/usr/bin/env bash
# Screenshots of the real window under Xvfb (X11, not the offscreen platform), made by the walk
# through the wizard in tools/screenshots/screenshots.cpp (Screenshots::wizard()).
#   tools/screenshots.sh appstream        the AppStream/README images in docs/screenshots/
#   tools/screenshots.sh review DIR       every step, light and dark, into DIR to look at;
#                                         LANG_ID=it for Italian, QT_SCALE_FACTOR=2 for high DPI
# Needs a built tree (cmake --build --preset ci --target tpu-screenshots) and xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: tools/screenshots.sh appstream | review DIR}
shots_bin=build-ci/tools/screenshots/tpu-screenshots
[ -x "$shots_bin" ] || { echo "build $shots_bin first" >&2; exit 2; }

shoot() { # DIR THEMES LANG
    rm -rf "$1" && mkdir -p "$1"
    # A fresh settings folder: no remembered window layout or theme from a developer's session.
    local home; home=$(mktemp -d)
    HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share \
    TPU_SCREENSHOT_DIR=$1 TPU_SCREENSHOT_THEMES=$2 TPU_SCREENSHOT_LANG=$3 QT_QPA_PLATFORM=xcb \
        xvfb-run -a -s "-screen 0 3000x2000x24" "$shots_bin" wizard >/dev/null
    rm -rf "$home"
}

case "$what" in
    appstream)
        tmp=$(mktemp -d)
        shoot "$tmp" light en
        cp "$tmp/light-1366x768-2-version.png" docs/screenshots/version.png
        cp "$tmp/light-1366x768-4-topology.png" docs/screenshots/topology.png
        cp "$tmp/light-1366x768-6-summary.png" docs/screenshots/summary.png
        rm -rf "$tmp"
        ls -l docs/screenshots/
        ;;
    review)
        dir=${2:?usage: tools/screenshots.sh review DIR}
        shoot "$dir" light,dark "${LANG_ID:-en}"
        ls "$dir"
        ;;
    *)
        echo "usage: tools/screenshots.sh appstream | review DIR" >&2
        exit 2
        ;;
esac
