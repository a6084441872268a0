#!/usr/bin/env bash
# Runs every fuzz target of the repository (found with `go test -list`, so
# new ones are picked up) for FUZZTIME each (default 1m). Stops at the first
# failure; its crashing input is then under the package's testdata/fuzz.
# Minimising a new input is capped at 10 s: with large seeds (a whole Yusuf
# game) the default minute stalls the run. A passing target prints its last
# lines; a failing one prints all its output.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime="${FUZZTIME:-1m}"
export CGO_ENABLED=0
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for pkg in $(go list ./... | grep -v '/cmd/arrayan$'); do
	for target in $(go test -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
		echo "== $pkg $target ($fuzztime)"
		if ! go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" -fuzzminimizetime 10s "$pkg" >"$log" 2>&1; then
			cat "$log"
			exit 1
		fi
		tail -n 3 "$log"
	done
done
