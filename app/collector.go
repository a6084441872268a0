package app

import (
	"runtime/debug"
	"sync"
)

// startMemoryLimit caps the memory Go may take while its collector is held
// (HoldCollector): past it the collector runs anyway. The home screen's
// first frame needs about 15 MB; a saved screen reopened at start may need
// more, and a browser never gives back WebAssembly memory once grown.
const startMemoryLimit = 64 << 20

// collectorHold is what HoldCollector changed, for resumeCollector to put
// back (nil while the collector is not held).
var collectorHold struct {
	sync.Mutex
	restore func()
}

// HoldCollector pauses Go's garbage collection (unless memory reaches
// startMemoryLimit) until the window's first frame is on the screen, when
// NewMainWindow resumes it. In a browser the collector shares the page's
// one thread with the app: its three rounds before the first frame, for
// about 12 MB of short-lived allocations (texts measured and drawn), held
// that frame back by some 40 ms (README, the web budget). Call it first
// thing in main, and only in a browser: elsewhere nothing resumes it.
func HoldCollector() {
	collectorHold.Lock()
	defer collectorHold.Unlock()
	if collectorHold.restore != nil {
		return
	}
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(startMemoryLimit)
	collectorHold.restore = func() {
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(percent)
	}
}

// resumeCollector undoes HoldCollector; it does nothing when the collector
// is not held.
func resumeCollector() {
	collectorHold.Lock()
	defer collectorHold.Unlock()
	if collectorHold.restore != nil {
		collectorHold.restore()
		collectorHold.restore = nil
	}
}
