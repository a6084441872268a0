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
