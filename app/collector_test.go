package app

import (
	"runtime/metrics"
	"testing"
	"time"
)

// collectorSettings reads Go's collector target (percent, -1 when off) and
// memory limit as the runtime reports them.
func collectorSettings(t *testing.T) (percent, limit int64) {
	t.Helper()
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}, {Name: "/gc/gomemlimit:bytes"}}
	metrics.Read(s)
	for _, v := range s {
		if v.Value.Kind() != metrics.KindUint64 {
			t.Fatalf("metric %s is not a number", v.Name)
		}
	}
	return int64(s[0].Value.Uint64()), int64(s[1].Value.Uint64())
}

func TestHoldCollectorPausesUntilResumed(t *testing.T) {
	percent, limit := collectorSettings(t)
	HoldCollector()
	t.Cleanup(resumeCollector) // never leave the other tests without a collector
	HoldCollector()            // twice: the second must not take the paused settings for the old ones
	gotPercent, gotLimit := collectorSettings(t)
	if gotPercent != -1 {
		t.Errorf("held collector target %d%%, want -1 (off)", gotPercent)
	}
	if gotLimit != startMemoryLimit {
		t.Errorf("held memory limit %d, want %d", gotLimit, startMemoryLimit)
	}
	resumeCollector()
	resumeCollector() // a second resume does nothing
	if p, l := collectorSettings(t); p != percent || l != limit {
		t.Errorf("after resuming: target %d%%, limit %d; want %d%%, %d as before", p, l, percent, limit)
	}
}

// TestHeldCollectorResumesAfterTheLimit: a page that draws no frame (a
// background tab) gets its collector back anyway.
func TestHeldCollectorResumesAfterTheLimit(t *testing.T) {
	percent, _ := collectorSettings(t)
	// Long enough that the check below comes before the limit on a busy
	// machine (other packages' tests run beside it).
	holdCollector(500 * time.Millisecond)
	t.Cleanup(resumeCollector)
	if p, _ := collectorSettings(t); p != -1 {
		t.Fatalf("held collector target %d%%, want -1 (off)", p)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		if p, _ := collectorSettings(t); p == percent {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the collector is still held 5 s after a hold of 0.5 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
