#!/usr/bin/env bash
# The web build's budget: Arrayán's site (make web) against a bare Fyne web
# app that shows one label (cmd/arrayan/internal/barewindow, built the same
# way into build/bare-web with the same page, in the same Fyne mode as the
# site: without the fyneDo migration, docs/web.md), side by side in headless
# Chromium: the gzipped size and the time from navigation to the first
# frame cold, on the second visit and on later visits (both served by the
# service worker), and of a first visit by a setup link; then first visits
# by a slower phone (Chromium's CPU throttled 4×, the Fast 4G network) to
# the home screen and by a setup link. Prints the ratios. PAIRS=N pairs
# (default 5), THROTTLED_PAIRS=N throttled ones (default 3, 0 skips them).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
bash .ci/install-deps.sh --web-test
bare=build/bare-web
rm -rf "$bare"
mkdir -p "$bare"
CGO_ENABLED=0 GOOS=js GOARCH=wasm "$GO" build -trimpath -ldflags "-s -w" -tags release,startupbench \
	-o "$bare/arrayan.wasm" ./cmd/arrayan/internal/barewindow
cp build/web/index.html build/web/wasm_exec.js build/web/manifest.webmanifest build/web/icon*.png "$bare/"
sed "s/^const VERSION = .*/const VERSION = \"bare\";/" build/web/sw.js >"$bare/sw.js"
gzip -9 -k "$bare/arrayan.wasm" "$bare/wasm_exec.js"
ARRAYAN_WEB_TEST=1 ARRAYAN_WEB_BENCH=1 ARRAYAN_WEB_BARE_DIR=$PWD/$bare ARRAYAN_WEB_DIR=$PWD/build/web \
	ARRAYAN_WEB_PAIRS=${PAIRS:-5} ARRAYAN_WEB_THROTTLED_PAIRS=${THROTTLED_PAIRS:-3} CGO_ENABLED=0 "$GO" test -count=1 -v -timeout 90m \
	-run '^TestWebBudget$' ./cmd/arrayan-serve/internal/webtest | grep -v '^=== '
