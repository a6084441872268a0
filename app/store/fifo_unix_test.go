//go:build unix

package store

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A FIFO in the storage folder, named as a state file, is refused at once,
// never opened: opening it would block the loader until a writer came
// (issue 28, item 16: more than 5 s).
func TestFIFOIsRefusedAtOnce(t *testing.T) {
	useTempStorage(t)
	writeRaw(t, "seed", `{}`)
	if err := syscall.Mkfifo(filepath.Join(Dir(), "pipe.json"), 0o600); err != nil {
		t.Skip("no FIFO here:", err)
	}
	done := make(chan error, 1)
	go func() {
		var v sample
		_, err := Load("pipe", &v, nil)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Error("a FIFO was read as a state")
		}
	case <-time.After(2 * time.Second):
		// Unblock the loader (a writer opens the FIFO) so the test ends.
		if f, err := os.OpenFile(filepath.Join(Dir(), "pipe.json"), os.O_WRONLY, 0); err == nil {
			f.Close()
		}
		t.Fatal("the loader blocked on a FIFO")
	}
}
