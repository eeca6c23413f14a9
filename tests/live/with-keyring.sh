#!/bin/sh
# Runs a command inside its own D-Bus session with a fresh, unlocked GNOME Keyring (Secret
# Service), so keychain tests use the real thing without touching the user's keyring.
# Exits 77 (ctest: skipped) only when the packages are missing.
for tool in dbus-run-session gnome-keyring-daemon; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool is not installed (packages dbus, gnome-keyring); keychain round trip not run"
        exit 77
    fi
done
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
HOME="$tmp" XDG_DATA_HOME="$tmp/data" XDG_RUNTIME_DIR="$tmp/run" XDG_CONFIG_HOME="$tmp/config" \
dbus-run-session -- sh -c '
    mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
    printf test-password | gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 1
    exec "$@"' sh "$@"
