package ui_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
)

type counter struct {
	N int `json:"n"`
}

func counterConfig() ui.StateConfig[counter] {
	return ui.StateConfig[counter]{
		Key:   "scaffold.test",
		Fresh: func() counter { return counter{N: 1} },
		Check: func(c *counter) error {
			if c.N < 0 || c.N > 10 {
				return errors.New("n out of range")
			}
			return nil
		},
		Clone: func(c counter) counter { return c },
	}
}

func TestStateUndoRedoSaves(t *testing.T) {
	uitest.NewApp(t)
	st := ui.OpenState(nil, counterConfig())
	recomputed, reloaded := 0, 0
	st.Recompute = func() { recomputed++ }
	st.Reload = func() { reloaded++ }
	st.Change(func(c *counter) { c.N = 5 })
	st.Change(func(c *counter) { c.N = 7 })
	w := test.NewWindow(st.Buttons())
	defer w.Close()
	test.Tap(st.UndoButton())
	if st.Get().N != 5 || recomputed != 2 || reloaded != 1 {
		t.Fatalf("after undo n=%d recomputed=%d reloaded=%d", st.Get().N, recomputed, reloaded)
	}
	test.Tap(st.RedoButton())
	if st.Get().N != 7 || !st.RedoButton().Disabled() {
		t.Fatalf("after redo n=%d, redo enabled=%v", st.Get().N, !st.RedoButton().Disabled())
	}
	again := ui.OpenState(nil, counterConfig())
	if again.Get().N != 7 || again.CanUndo() {
		t.Errorf("reopened n=%d canUndo=%v", again.Get().N, again.CanUndo())
	}
}

func TestStateRefusedFileIsShownInTheGivenWindow(t *testing.T) {
	uitest.NewApp(t)
	ui.OpenState(nil, counterConfig()).Save()
	path := filepath.Join(store.Dir(), "scaffold.test.json")
	if err := os.WriteFile(path, []byte(`{"arrayan_state": 1, "data": {"n": -1}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	other := test.NewWindow(widget.NewLabel("other"))
	defer other.Close()
	w := test.NewWindow(widget.NewLabel("screen"))
	defer w.Close()
	other.Show()
	st := ui.OpenState(w, counterConfig())
	if st.Get().N != 1 {
		t.Errorf("refused file trusted: n=%d", st.Get().N)
	}
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Error("the refusal is not shown in the screen's window")
	}
	if len(other.Canvas().Overlays().List()) != 0 {
		t.Error("the refusal is shown in another window")
	}
}

type pair struct {
	A int `json:"a"`
	B int `json:"b"`
}

func pairConfig(restore bool) ui.StateConfig[pair] {
	cfg := ui.StateConfig[pair]{
		Key:   "scaffold.pair",
		Fresh: func() pair { return pair{} },
		Check: func(*pair) error { return nil },
		Clone: func(p pair) pair { return p },
	}
	if restore {
		cfg.Restore = func(scope string, cur, old pair) pair {
			if scope == "a" {
				cur.A = old.A
			} else {
				cur.B = old.B
			}
			return cur
		}
	}
	return cfg
}

// Undo in one scope takes back that scope's changes only, however the
// other scopes changed since.
func TestStateUndoPerScope(t *testing.T) {
	uitest.NewApp(t)
	st := ui.OpenState(nil, pairConfig(true))
	w := test.NewWindow(st.Buttons())
	defer w.Close()
	st.SetScope("a")
	st.Change(func(p *pair) { p.A = 1 })
	st.SetScope("b")
	if st.CanUndo() || !st.UndoButton().Disabled() {
		t.Fatal("scope b can undo scope a's change")
	}
	st.Change(func(p *pair) { p.B = 2 })
	st.SetScope("a")
	test.Tap(st.UndoButton())
	if got := *st.Get(); got != (pair{A: 0, B: 2}) {
		t.Fatalf("undo in a gave %+v", got)
	}
	st.SetScope("b")
	test.Tap(st.UndoButton())
	if got := *st.Get(); got != (pair{}) {
		t.Fatalf("undo in b gave %+v", got)
	}
	test.Tap(st.RedoButton())
	st.SetScope("a")
	test.Tap(st.RedoButton())
	if got := *st.Get(); got != (pair{A: 1, B: 2}) {
		t.Fatalf("redo in both gave %+v", got)
	}
}

// Without Restore, changing scope forgets the history, so an undo can
// never change a part not on screen.
func TestStateScopeWithoutRestoreForgets(t *testing.T) {
	uitest.NewApp(t)
	st := ui.OpenState(nil, pairConfig(false))
	st.SetScope("a")
	st.Change(func(p *pair) { p.A = 1 })
	st.SetScope("b")
	st.SetScope("a")
	if st.Undo() || st.Get().A != 1 {
		t.Fatalf("undo after a scope change: %+v", *st.Get())
	}
}
