#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds, and then runs the app or the whole test suite.
#   ./build.sh run [PLAN|VERB ...]   build and start TPU Planner (arguments go to it)
#   ./build.sh test                  build with warnings as errors, run every test, then build
#                                    and check the Debian package (packaging/check-package.sh)
#   ./build.sh package               build build-ci/packages/tpu-planner_VERSION-1_ARCH.deb and .tar.gz
set -euo pipefail
cd "$(dirname "$0")"

what=${1:-run}
[ $# -gt 0 ] && shift

packages=(cmake ninja-build g++ qt6-base-dev qt6-qpa-plugins libgl-dev libyaml-cpp-dev qt6-svg-dev)
# The package: Depends via dpkg-shlibdeps (dpkg-dev, file), and the three validators CI runs.
packages+=(dpkg-dev file lintian desktop-file-utils appstream shared-mime-info)
# Translations: lupdate/lrelease (qt_add_translations) and Qt's own Italian strings for the tests.
packages+=(qt6-tools-dev qt6-l10n-tools qt6-translations-l10n)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

case "$what" in
    run)
        cmake --preset dev >/dev/null
        cmake --build --preset dev
        exec ./build/app/tpu-planner "$@"
        ;;
    test)
        cmake --preset ci
        cmake --build --preset ci
        ctest --preset ci --timeout 600
        "$0" package
        packaging/check-package.sh build-ci
        ;;
    package)
        cmake --preset ci >/dev/null
        cmake --build --preset ci --target tpu-planner desktop_files
        rm -rf build-ci/packages
        (cd build-ci && cpack)
        ls -l build-ci/packages/*.deb build-ci/packages/*.tar.gz
        ;;
    *)
        echo "usage: $0 run|test|package" >&2
        exit 2
        ;;
esac
