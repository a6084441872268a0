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
# --web-test: Chromium, which the web build's browser tests drive
# (make test-web, make bench-web); the web build itself needs no package.
if [[ "${1:-}" == "--web-test" ]]; then
	packages+=(chromium)
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
