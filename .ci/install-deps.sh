#!/usr/bin/env bash
# Installs the Debian packages that the desktop build (cgo + OpenGL), the
# window screenshots and the web build's browser tests need. Idempotent,
# and quiet when everything is present.
set -euo pipefail

packages=(gcc pkg-config libgl1-mesa-dev xorg-dev libxkbcommon-dev libwayland-dev)
if [[ "${1:-}" == "--screens" ]]; then
	# xmodmap (x11-xserver-utils): the desktop walk binds keys to the
	# letters outside ASCII it types (make test-desktop)
	packages+=(xvfb xdotool imagemagick x11-xserver-utils)
fi
# --web-test: the three browser engines the web build's browser tests
# drive (make test-web; make bench-web uses Chromium): Chromium; WebKit,
# WebKitGTK's MiniBrowser with its WebDriver (webkit2gtk-driver); Firefox
# ESR (its own WebDriver BiDi); and Xvfb with Mesa's software OpenGL, the
# display that the MiniBrowser (no headless mode) and Firefox (whose
# headless mode has no WebGL without a graphics card) draw on. The web
# build itself needs no package.
if [[ "${1:-}" == "--web-test" ]]; then
	packages+=(chromium webkit2gtk-driver firefox-esr xvfb libgl1-mesa-dri)
fi

missing=()
for p in "${packages[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing+=("$p")
	fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing build packages: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
