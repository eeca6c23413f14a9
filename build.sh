#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds, and then runs the app or the whole test suite.
#   ./build.sh run [PLAN|VERB ...]   build the application only (in build-ci, the tree `test` uses)
#                                    and start TPU Planner (arguments go to it)
#   ./build.sh test                  check formatting (tools/format.sh --check), build with warnings
#                                    as errors, run every test, build and check the Debian package
#                                    (packaging/check-package.sh): the newcomer's loop
#   ./build.sh sanitize              the suite under ASan+UBSan, then each fuzz target for 45 s
#                                    (.ci/run runs it after `test`, so every landing passes both)
#   ./build.sh package               build build-ci/packages/tpu-planner_VERSION-1_ARCH.deb and .tar.gz
set -euo pipefail
cd "$(dirname "$0")"

what=${1:-run}
[ $# -gt 0 ] && shift

packages=(cmake ninja-build g++ qt6-base-dev qt6-qpa-plugins libgl-dev libyaml-cpp-dev qt6-svg-dev)
packages+=(libssl-dev qtkeychain-qt6-dev libsecret-1-0 dbus gnome-keyring)  # live checks: JWT signing, OS keychain (QtKeychain dlopens libsecret), keychain test
packages+=(clang-14 libclang-rt-14-dev)  # the fuzz preset: libFuzzer targets with ASan + UBSan
packages+=(clang-format-14)  # tools/format.sh: the formatting check ./build.sh test runs first
packages+=(fonts-dejavu-core poppler-utils)  # report: its font (real, extractable PDF text); pdftotext/pdffonts in tests
packages+=(qt6-charts-dev)  # Qt Charts: the summary step's charts (ui/summary)
# The package: Depends via dpkg-shlibdeps (dpkg-dev, file), and the three validators CI runs.
packages+=(dpkg-dev file lintian desktop-file-utils appstream shared-mime-info)
# Translations: lupdate/lrelease (qt_add_translations) and Qt's own Italian strings for the tests.
packages+=(qt6-tools-dev qt6-l10n-tools qt6-translations-l10n)
# Terraform export tests: HashiCorp's HCL parser (Debian's Go source) and Go to build tools/hclcheck.
packages+=(golang-go golang-github-hashicorp-hcl-v2-dev)
# tst_clidocs runs docs/cli.md's examples, which read summary.json with jq.
packages+=(jq)

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

sanitize() {
    # The whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer (no recovery).
    cmake --preset asan
    cmake --build --preset asan
    ctest --preset asan --timeout 900
    # Each libFuzzer target for a bounded time from its committed seed corpus; any crash, leak,
    # timeout or out-of-memory fails.
    cmake --preset fuzz
    cmake --build --preset fuzz
    fuzz/run-fuzzers.sh "${TPU_FUZZ_SECONDS:-45}"
}

package() {
    # In build-ci, configured by the caller: the application, its desktop files, then CPack.
    cmake --build --preset ci --target tpu-planner desktop_files
    rm -rf build-ci/packages
    (cd build-ci && cpack)
    ls -l build-ci/packages/*.deb build-ci/packages/*.tar.gz
}

case "$what" in
    run)
        # The tree ./build.sh test builds (build-ci), and only the application and what it links:
        # after ./build.sh test this is a no-op build, and ./build.sh test reuses what it built.
        cmake --preset ci >/dev/null
        cmake --build --preset ci --target tpu-planner
        exec ./build-ci/app/tpu-planner "$@"
        ;;
    test)
        tools/format.sh --check  # formatting drift fails first, before anything is built
        cmake --preset ci
        cmake --build --preset ci
        ctest --preset ci --timeout 600
        package  # the tree just configured and built: no second apt check or configure
        packaging/check-package.sh build-ci
        ;;
    package)
        cmake --preset ci >/dev/null
        package
        ;;
    sanitize)
        sanitize
        ;;
    *)
        echo "usage: $0 run|test|sanitize|package" >&2
        exit 2
        ;;
esac
