# Arrayán build. `make run` and `make test` are the README's quick start.
GO ?= go

.PHONY: run build deps test race startup cli bench screenshots package fuzz web serve-web test-web bench-web test-desktop

## run: install the Debian build packages if missing, build and launch the app
run: build
	./bin/arrayan

## build: build the desktop app (needs cgo and the OpenGL headers)
build: deps
	CGO_ENABLED=1 $(GO) build -o bin/arrayan ./cmd/arrayan

deps:
	@bash .ci/install-deps.sh

## test: gofmt check, go vet (the desktop app with cgo, everything else
## without), staticcheck (a tool dependency in go.mod) and every test
## (engines and UI need neither cgo nor a display); screenshots are left to
## `make screenshots`. Depends on deps: the cgo vet needs gcc and the OpenGL
## headers, so a fresh machine gets them first, as with `make run`.
## The tests run with GOGC=400: the UI tests allocate heavily and a quarter
## of their time went to collecting garbage at the default 100 (memory is
## plentiful; nothing a test checks depends on when the collector runs)
test: deps
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	CGO_ENABLED=1 $(GO) vet ./cmd/arrayan
	CGO_ENABLED=1 $(GO) vet -tags desktopprobe ./cmd/arrayan
	CGO_ENABLED=0 $(GO) vet $$($(GO) list ./... | grep -v '/cmd/arrayan$$')
	CGO_ENABLED=0 $(GO) tool staticcheck $$($(GO) list ./... | grep -v '/cmd/arrayan$$')
	GOGC=400 CGO_ENABLED=0 $(GO) test -count=1 $$($(GO) list ./... | grep -v '/cmd/arrayan$$')

## race: every test under the race detector (which needs cgo)
race:
	CGO_ENABLED=1 $(GO) test -race -count=1 $$($(GO) list ./... | grep -v '/cmd/arrayan$$')

## startup: time to a mapped window, Arrayán against a bare Fyne window,
## under a private Xvfb (PAIRS=10 pairs; the median ratio is the figure)
startup:
	@bash .ci/startup.sh

## package: a Linux desktop package (Arrayán.tar.xz) with the metadata of FyneApp.toml
package: build
	$(GO) tool fyne package -os linux --executable bin/arrayan

## cli: build the headless command without cgo
cli:
	CGO_ENABLED=0 $(GO) build -o bin/arrayan-cli ./cmd/arrayan-cli

## bench: run every benchmark
bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./scoring/... ./setup/... ./app/...

## screenshots: write PNGs of the main screens (software renderer, no display)
screenshots:
	ARRAYAN_SCREENSHOTS=$(CURDIR)/screenshots CGO_ENABLED=0 $(GO) test -count=1 -timeout 40m -run TestScreenshots ./app/...

## fuzz: run every fuzz target for FUZZTIME each (default 1m)
fuzz:
	FUZZTIME=$(or $(FUZZTIME),1m) bash .ci/fuzz.sh

## web: the web build, a static site in build/web that any static host
## serves as it is (WebAssembly, a gzipped copy beside it, the web app
## manifest and the service worker that keeps the site for offline use);
## BASE_URL=https://… (the site's address) makes setup QR codes links to it;
## WEB_TAGS=… adds build tags (test-web's webprobe; never in the shipped site).
## The site leaves out Fyne's emoji font (no_emoji): 3.6 of its 13.4 MB
## gzipped, for glyphs none of the app's own texts draw. It runs Fyne in
## the same mode as the desktop app and the tests: without Fyne's fyneDo
## migration (build tag migrated_fynedo), whose web build crashed with
## "memory access out of bounds" (docs/web.md, "One Fyne mode")
WEB_DIR ?= build/web
comma := ,
web:
	rm -rf build/wasm $(WEB_DIR)
	mkdir -p build
	cd build && GOFLAGS="$$($(GO) env GOFLAGS)$(if $(BASE_URL), -ldflags=-X=arrayan.io/arrayan/app/setupscreen.siteAddress=$(BASE_URL))" \
		$(GO) tool fyne package -os web --release --src $(CURDIR)/cmd/arrayan --name arrayan \
		--icon $(CURDIR)/assets/icon.png --app-id io.arrayan.companion --tags no_emoji$(if $(WEB_TAGS),$(comma)$(WEB_TAGS))
	mv build/wasm $(WEB_DIR)
	rm -f $(WEB_DIR)/spinner_*.gif $(WEB_DIR)/light.css $(WEB_DIR)/dark.css
	cp web/index.html web/manifest.webmanifest assets/icon.png assets/icon-128.png assets/icon-192.png $(WEB_DIR)/
	version=$$(cat $(WEB_DIR)/arrayan.wasm $(WEB_DIR)/index.html | sha256sum | cut -c1-16); \
		sed "s/BUILD_VERSION/$$version/" web/sw.js >$(WEB_DIR)/sw.js
	gzip -9 -k $(WEB_DIR)/arrayan.wasm $(WEB_DIR)/wasm_exec.js
	@ls -l $(WEB_DIR)

## serve-web: serve the web build on http://127.0.0.1:8080/ (this computer only; PORT=… to change)
serve-web: web
	CGO_ENABLED=0 $(GO) run ./cmd/arrayan-serve -dir $(WEB_DIR) -port $(or $(PORT),8080)

## test-web: build the test site (the site with the probe that tells the
## tests where each widget is: build tag webprobe, in build/web-probe), install
## the browsers if missing and run the browser tests in three engines,
## Chromium, WebKit and Firefox (phone layout from the first frame, a game
## and data across reloads and offline, the walk through the whole app;
## a group's game played with no swipe to find the next control, the
## no-hunting walk of issue 29; in Chromium alone also a refused value kept
## aside, exports and imports, the walk's every ordered pair of screens);
## ENGINES=chromium,firefox keeps only those;
## screenshots go to build/web-shots as ENGINE-NAME.png
PROBE_DIR ?= build/web-probe
test-web:
	$(MAKE) web WEB_DIR=$(PROBE_DIR) WEB_TAGS=webprobe
	@bash .ci/install-deps.sh --web-test
	ARRAYAN_WEB_TEST=1 ARRAYAN_WEB_DIR=$(CURDIR)/$(PROBE_DIR) ARRAYAN_WEB_ENGINES=$(ENGINES) CGO_ENABLED=0 $(GO) test -count=1 -v -timeout 90m ./cmd/arrayan-serve/internal/webtest

## test-desktop: build the test build of the desktop app (the probe that
## tells the tests where each widget is: build tag desktopprobe, in
## bin/arrayan-probe), install Xvfb, xdotool, xmodmap and ImageMagick if
## missing and walk the app in a private Xvfb as the browser tests walk the
## site (TestDesktopWalk: a phone-sized and a desktop-sized window;
## WALK_ACTIONS random actions per seed, default 60); screenshots go to
## build/desktop-shots
test-desktop: deps
	CGO_ENABLED=1 $(GO) build -tags desktopprobe -o bin/arrayan-probe ./cmd/arrayan
	@bash .ci/install-deps.sh --screens
	ARRAYAN_DESKTOP_TEST=1 ARRAYAN_DESKTOP_APP=$(CURDIR)/bin/arrayan-probe ARRAYAN_WALK_ACTIONS=$(or $(WALK_ACTIONS),60) \
		CGO_ENABLED=0 $(GO) test -count=1 -v -timeout 40m -run 'TestDesktop' ./cmd/arrayan-serve/internal/webtest

## bench-web: the web build's size and first-frame ratios against a bare
## Fyne web app, also on a slower phone (CPU 4×, Fast 4G) and by a setup
## link (.ci/bench-web.sh; PAIRS=N pairs, default 5; THROTTLED_PAIRS=N, 3)
bench-web: web
	@bash .ci/bench-web.sh
