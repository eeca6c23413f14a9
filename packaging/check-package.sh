#!/usr/bin/env bash
# Checks the built Debian package as CI: lintian, desktop-file-validate and appstreamcli report
# nothing; unpacked into a scratch root, the packaged binary runs and finds its packaged catalog;
# the MIME types map *.tpuplan and *.tpureview, and the desktop entry and the metainfo claim
# both; the icons and the tarball are complete.
#   packaging/check-package.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: check-package.sh BUILD_DIR}
app_id=io.github.tpuplanner.TpuPlanner
fail() { echo "check-package: $*" >&2; exit 1; }

debs=("$build"/packages/tpu-planner_*_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $build/packages, found: ${debs[*]}"
deb=${debs[0]}
echo "== $deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libyaml-cpp; do
    grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib (is dpkg-shlibdeps installed?): $depends"
done

echo "== lintian"
lintian --fail-on error "$deb" || fail "lintian reports errors"

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
share=$root/usr/share

echo "== desktop-file-validate"
out=$(desktop-file-validate "$share/applications/$app_id.desktop" 2>&1) || fail "$out"
[ -z "$out" ] || fail "desktop-file-validate: $out"
# `tpu-planner FILE` opens plans and capacity reviews (app/main.cpp), so the entry claims both.
grep -qx "MimeType=application/x-tpu-plan+json;application/x-tpu-review+json;" \
    "$share/applications/$app_id.desktop" \
    || fail "the desktop entry must open exactly application/x-tpu-plan+json and application/x-tpu-review+json"
grep -qx "Icon=$app_id" "$share/applications/$app_id.desktop" || fail "Icon is not $app_id"

echo "== appstreamcli validate"
# --strict: infos fail too (pedantic hints, such as the upper case in the id, do not).
appstreamcli validate --no-net --strict "$share/metainfo/$app_id.metainfo.xml" \
    || fail "appstreamcli validate"
appstreamcli validate-tree --no-net --strict "$root" || fail "appstreamcli validate-tree"
for type in application/x-tpu-plan+json application/x-tpu-review+json; do
    grep -q "<mediatype>$type</mediatype>" "$share/metainfo/$app_id.metainfo.xml" \
        || fail "the metainfo's provides lacks the mediatype $type"
done

echo "== icons"
[ -f "$share/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "no scalable icon"
for size in 16 22 24 32 48 64 128 256; do
    png=$share/icons/hicolor/${size}x${size}/apps/$app_id.png
    file "$png" | grep -q "PNG image data, $size x $size" || fail "bad icon $png: $(file "$png")"
done

echo "== MIME type"
XDG_DATA_DIRS=$share update-mime-database "$share/mime" 2>&1 | tee "$root/mime.log"
[ ! -s "$root/mime.log" ] || fail "update-mime-database complained"
grep -q "^50:application/x-tpu-plan+json:\*\.tpuplan" "$share/mime/globs2" \
    || fail "*.tpuplan is not mapped to application/x-tpu-plan+json"
grep -q "application/x-tpu-plan+json application/json" "$share/mime/subclasses" \
    || fail "application/x-tpu-plan+json is not a subclass of application/json"
grep -q "^50:application/x-tpu-review+json:\*\.tpureview" "$share/mime/globs2" \
    || fail "*.tpureview is not mapped to application/x-tpu-review+json"
grep -q "application/x-tpu-review+json application/json" "$share/mime/subclasses" \
    || fail "application/x-tpu-review+json is not a subclass of application/json"

echo "== the packaged binary"
# Debian wants no RUNPATH in a program that links only system libraries, and an empty or
# relative entry would load libraries from the folder it is run from.
"$(dirname "$0")/../tests/check-runpath.sh" --none "$root/usr/bin/tpu-planner" \
    || fail "the packaged binary has a RUNPATH or RPATH"
export LC_ALL=C.UTF-8 LANGUAGE= # English messages, whatever the machine's locale
bin=$root/usr/bin/tpu-planner
version=$("$bin" --version) || fail "--version failed"
echo "$version"
grep -qx "tpu-planner $(dpkg-deb -f "$deb" Version | sed 's/-[^-]*$//')" <<<"$version" \
    || fail "--version does not match the package version"
catalog=$(env -u XDG_DATA_HOME HOME="$root/home" "$bin" catalog versions) || fail "catalog versions failed"
head -1 <<<"$catalog"
grep -q "from $root/usr/share/tpu-planner/tpu-catalog.json" <<<"$catalog" \
    || fail "the packaged binary does not use the packaged catalog"
grep -q "^v6e" <<<"$catalog" || fail "catalog versions lists no v6e"

echo "== tarball"
tgz=("$build"/packages/tpu-planner-*.tar.gz)
[ -f "${tgz[0]}" ] || fail "no .tar.gz"
listing=$(tar -tzf "${tgz[0]}")
for f in bin/tpu-planner share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml \
         share/mime/packages/$app_id.xml share/tpu-planner/tpu-catalog.json; do
    grep -q "/$f\$" <<<"$listing" || fail "${tgz[0]} lacks $f"
done

echo "check-package: all good"
