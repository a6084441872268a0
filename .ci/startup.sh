#!/usr/bin/env bash
# Start-up time of Arrayán against a bare Fyne window (cmd/arrayan/internal/
# barewindow), under a private Xvfb: the time from launching each program to
# its window being mapped (the X server's MapNotify, seen by xev), measured
# in PAIRS alternating pairs (default 10). Prints every pair and the medians,
# and the median of the per-pair ratios. Needs Xvfb and xev (x11-utils).
# ARRAYAN=path measures that build of the app instead of building this tree
# (to compare with an earlier commit).
set -euo pipefail
cd "$(dirname "$0")/.."
PAIRS=${PAIRS:-10}
GO=${GO:-go}

for tool in Xvfb xev; do
	command -v "$tool" >/dev/null || { echo "startup: $tool is needed (apt-get install xvfb x11-utils)" >&2; exit 2; }
done

mkdir -p bin
app=${ARRAYAN:-bin/arrayan}
if [[ -z ${ARRAYAN:-} ]]; then
	CGO_ENABLED=1 "$GO" build -o bin/arrayan ./cmd/arrayan
fi
CGO_ENABLED=1 "$GO" build -tags startupbench -o bin/barewindow ./cmd/arrayan/internal/barewindow

work=$(mktemp -d)
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
cleanup() {
	kill "$xvfb" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do
	xev -root -event property </dev/null >/dev/null 2>&1 & probe=$!
	sleep 0.1
	if kill "$probe" 2>/dev/null; then break; fi
done

# Both programs get the same clean settings and the same X11 platform, so
# only what they do before showing a window differs.
export HOME=$work/home XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data FYNE_PLATFORM=x11
mkdir -p "$HOME"

# mapped_ms PROGRAM: milliseconds from launch to its first mapped window.
mapped_ms() {
	local fifo=$work/events start line end
	rm -f "$fifo"
	mkfifo "$fifo"
	stdbuf -oL xev -root -event substructure >"$fifo" 2>/dev/null &
	local watcher=$!
	exec 3<"$fifo"
	sleep 0.2 # let xev select its events before the program starts
	start=$(date +%s%N)
	"$1" >"$work/$(basename "$1").log" 2>&1 &
	local prog=$!
	while IFS= read -r -t 30 line <&3; do
		if [[ $line == MapNotify* ]]; then
			end=$(date +%s%N)
			break
		fi
	done
	exec 3<&-
	kill "$prog" "$watcher" 2>/dev/null || true
	wait "$prog" "$watcher" 2>/dev/null || true
	if [[ -z ${end:-} ]]; then
		echo "startup: $1 mapped no window within 30 s" >&2
		exit 1
	fi
	echo $(((end - start) / 1000000))
}

median() { sort -n | awk '{v[NR]=$1} END {if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'; }

printf '%-5s %10s %10s %7s\n' pair bare_ms arrayan_ms ratio
: >"$work/bare" ; : >"$work/app" ; : >"$work/ratio"
for i in $(seq "$PAIRS"); do
	if ((i % 2)); then
		b=$(mapped_ms bin/barewindow); a=$(mapped_ms "$app")
	else
		a=$(mapped_ms "$app"); b=$(mapped_ms bin/barewindow)
	fi
	r=$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", a / b}')
	printf '%-5s %10s %10s %7s\n' "$i" "$b" "$a" "$r"
	echo "$b" >>"$work/bare"; echo "$a" >>"$work/app"; echo "$r" >>"$work/ratio"
done
echo "median: bare $(median <"$work/bare") ms, arrayan $(median <"$work/app") ms, ratio $(median <"$work/ratio")"
