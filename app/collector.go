package app

import (
	"runtime/debug"
	"sync"
	"time"
)

// startMemoryLimit caps the memory Go may take while its collector is held
// (HoldCollector): past it the collector runs anyway. The home screen's
// first frame needs about 15 MB; a saved screen reopened at start may need
// more, and a browser never gives back WebAssembly memory once grown.
const startMemoryLimit = 64 << 20

// collectorHoldLimit is how long the collector is held at most: a page
// opened in a background tab, or on a locked phone, draws no frame until it
// is shown, and the app's loop allocates meanwhile.
const collectorHoldLimit = 10 * time.Second

// collectorHold is what HoldCollector changed, for resumeCollector to put
// back (nil while the collector is not held), and the timer that resumes
// it at the latest.
var collectorHold struct {
	sync.Mutex
	restore func()
	limit   *time.Timer
}

// HoldCollector pauses Go's garbage collection (unless memory reaches
// startMemoryLimit) until the window's first frame is on the screen, when
// NewMainWindow resumes it, or for collectorHoldLimit at most. In a browser
// the collector shares the page's one thread with the app: its three rounds
// before the first frame, for about 12 MB of short-lived allocations (texts
// measured and drawn), held that frame back by some 45 ms (docs/web.md, the web
// budget). Main calls it first thing, in a browser only.
func HoldCollector() { holdCollector(collectorHoldLimit) }

// holdCollector is HoldCollector, resuming the collector after limit at
// most.
func holdCollector(limit time.Duration) {
	collectorHold.Lock()
	defer collectorHold.Unlock()
	if collectorHold.restore != nil {
		return
	}
	percent := debug.SetGCPercent(-1)
	memory := debug.SetMemoryLimit(startMemoryLimit)
	collectorHold.restore = func() {
		debug.SetMemoryLimit(memory)
		debug.SetGCPercent(percent)
	}
	collectorHold.limit = time.AfterFunc(limit, resumeCollector)
}

// resumeCollector undoes HoldCollector; it does nothing when the collector
// is not held. It touches no widget: any goroutine may call it.
func resumeCollector() {
	collectorHold.Lock()
	defer collectorHold.Unlock()
	if collectorHold.restore != nil {
		collectorHold.limit.Stop()
		collectorHold.restore()
		collectorHold.restore = nil
	}
}
