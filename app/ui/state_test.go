package ui_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	if again.Get().N != 7 || !again.CanUndo() {
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

// form is a state with two numbers and a name, each typed into its field.
type form struct {
	A    int    `json:"a"`
	B    int    `json:"b"`
	Name string `json:"name"`
}

func formConfig() ui.StateConfig[form] {
	return ui.StateConfig[form]{
		Key:   "scaffold.form",
		Fresh: func() form { return form{} },
		Check: func(f *form) error {
			if f.A > 9999 || f.B > 9999 {
				return errors.New("too large")
			}
			return nil
		},
		Clone: func(f form) form { return f },
	}
}

// formScreen is a screen over formConfig's state: two number fields and a
// name entry, each Typed.
type formScreen struct {
	st   *ui.State[form]
	a, b *ui.NumberField
	name *widget.Entry
	w    fyne.Window
}

func openForm(t *testing.T) *formScreen {
	f := &formScreen{st: ui.OpenState(nil, formConfig())}
	f.a = ui.NewNumberField(f.st.Get().A, false, false, func(v int, _ bool) error {
		f.st.Change(func(s *form) { s.A = v })
		return nil
	})
	f.b = ui.NewNumberField(f.st.Get().B, false, false, func(v int, _ bool) error {
		f.st.Change(func(s *form) { s.B = v })
		return nil
	})
	f.name = widget.NewEntry()
	f.name.SetText(f.st.Get().Name)
	f.name.OnChanged = func(v string) {
		if v != f.st.Get().Name { // not when Reload shows the value
			f.st.Change(func(s *form) { s.Name = v })
		}
	}
	f.st.Typed(f.a.Entry)
	f.st.Typed(f.b.Entry)
	f.st.Typed(f.name)
	f.st.Reload = func() {
		f.a.SetValue(f.st.Get().A, false)
		f.b.SetValue(f.st.Get().B, false)
		f.name.SetText(f.st.Get().Name)
	}
	f.w = test.NewWindow(container.NewVBox(f.a.Object(), f.b.Object(), f.name, f.st.Buttons()))
	t.Cleanup(f.w.Close)
	return f
}

// typeOver selects everything in e and types text over it, as a player
// does.
func typeOver(e *widget.Entry, text string) {
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	test.Type(e, text)
}

// Typing several characters into a number field is one step: Undo brings
// back the value before the whole edit, not the one before the last
// keystroke; the next field's edit is a step of its own, and + is one.
func TestTypingIntoAFieldIsOneUndoStep(t *testing.T) {
	uitest.NewApp(t)
	f := openForm(t)
	typeOver(f.a.Entry, "1234")
	typeOver(f.b.Entry, "56")
	test.Type(f.name, "Zoe")
	test.Tap(f.a.Plus)
	if got := *f.st.Get(); got != (form{A: 1235, B: 56, Name: "Zoe"}) {
		t.Fatalf("typed %+v", got)
	}
	for _, want := range []form{{A: 1234, B: 56, Name: "Zoe"}, {A: 1234, B: 56}, {A: 1234}, {}} {
		test.Tap(f.st.UndoButton())
		if got := *f.st.Get(); got != want {
			t.Fatalf("undo gave %+v, want %+v", got, want)
		}
	}
	if f.st.CanUndo() || f.a.Entry.Text != "0" {
		t.Errorf("after undoing all: canUndo=%v, field shows %q", f.st.CanUndo(), f.a.Entry.Text)
	}
	test.Tap(f.st.RedoButton())
	if got := *f.st.Get(); got != (form{A: 1234}) {
		t.Errorf("redo gave %+v", got)
	}
}

// Typing into a field again after another change, or after Undo, is a new
// step.
func TestTypingAfterAnotherChangeIsANewStep(t *testing.T) {
	uitest.NewApp(t)
	f := openForm(t)
	typeOver(f.a.Entry, "12")
	test.Tap(f.b.Plus)
	test.Type(f.a.Entry, "3")
	test.Tap(f.st.UndoButton())
	if got := *f.st.Get(); got != (form{A: 12, B: 1}) {
		t.Fatalf("undo of the second edit gave %+v", got)
	}
	test.Type(f.a.Entry, "9")
	test.Tap(f.st.UndoButton())
	if got := *f.st.Get(); got != (form{A: 12, B: 1}) {
		t.Fatalf("undo after typing once more after an undo gave %+v", got)
	}
	// Enter ends the edit: the next keystrokes are a new step.
	test.Type(f.a.Entry, "4")
	f.a.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Type(f.a.Entry, "5")
	test.Tap(f.st.UndoButton())
	if got := *f.st.Get(); got != (form{A: 124, B: 1}) {
		t.Fatalf("undo after Enter gave %+v", got)
	}
}

// The history is saved with the value: after the app closes (or
// crashes) and opens again, Undo still takes back the last step, a whole
// edit of a field.
func TestUndoAfterReopening(t *testing.T) {
	uitest.NewApp(t)
	f := openForm(t)
	typeOver(f.a.Entry, "42")
	typeOver(f.b.Entry, "7")

	again := openForm(t)
	if got := *again.st.Get(); got != (form{A: 42, B: 7}) {
		t.Fatalf("reopened %+v", got)
	}
	test.Tap(again.st.UndoButton())
	if got := *again.st.Get(); got != (form{A: 42}) || again.b.Entry.Text != "0" {
		t.Fatalf("undo after reopening gave %+v, field shows %q", got, again.b.Entry.Text)
	}
	third := openForm(t)
	test.Tap(third.st.UndoButton())
	if got := *third.st.Get(); got != (form{}) || third.st.CanUndo() {
		t.Fatalf("second undo after reopening gave %+v", got)
	}
	test.Tap(third.st.RedoButton())
	if got := *third.st.Get(); got != (form{A: 42}) {
		t.Fatalf("redo after reopening gave %+v", got)
	}
}

// A file saved before the history was kept opens as before, with nothing
// to undo; a history step the screen's check refuses is never restored.
func TestFilesWithoutOrWithBadHistory(t *testing.T) {
	uitest.NewApp(t)
	ui.OpenState(nil, formConfig()).Save()
	path := filepath.Join(store.Dir(), "scaffold.form.json")
	for name, file := range map[string]string{
		"no history":      `{"arrayan_state": 1, "data": {"a": 3}}`,
		"no envelope":     `{"a": 3}`,
		"refused step":    `{"arrayan_state": 1, "data": {"a": 3}, "history": {"": {"past": [{"a": 1}, {"a": 100000}]}}}`,
		"broken history":  `{"arrayan_state": 1, "data": {"a": 3}, "history": [1, 2]}`,
		"history of null": `{"arrayan_state": 1, "data": {"a": 3}, "history": {"": null}}`,
	} {
		if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		st := ui.OpenState(nil, formConfig())
		if st.Get().A != 3 || st.CanUndo() || st.Undo() {
			t.Errorf("%s: a=%d canUndo=%v", name, st.Get().A, st.CanUndo())
		}
	}
}

// The history is bounded: 50 steps per scope, and fewer when the values
// are large, so that the file stays well within the store's cap.
func TestHistoryIsBounded(t *testing.T) {
	uitest.NewApp(t)
	st := ui.OpenState(nil, formConfig())
	for i := range 70 {
		st.Change(func(f *form) { f.A = i + 1 })
	}
	again := ui.OpenState(nil, formConfig())
	n := 0
	for again.Undo() {
		n++
	}
	if n != 50 || again.Get().A != 20 {
		t.Errorf("%d steps undone after reopening, back to %d", n, again.Get().A)
	}

	big := ui.OpenState(nil, formConfig())
	long := strings.Repeat("x", 100_000)
	for i := range 30 {
		big.Change(func(f *form) { f.Name = fmt.Sprint(i, long) })
	}
	info, err := os.Stat(filepath.Join(store.Dir(), "scaffold.form.json"))
	if err != nil || info.Size() > store.MaxFileSize/2 {
		t.Fatalf("file of %v bytes (%v)", info.Size(), err)
	}
	if !ui.OpenState(nil, formConfig()).CanUndo() {
		t.Error("a large value lost its whole history")
	}
}

// A state's Undo and Redo buttons are made enabled exactly when they have
// something to do, fresh or reopened with a history.
func TestNewStateButtonsShowWhatTheyCanDo(t *testing.T) {
	uitest.NewApp(t)
	fresh := ui.OpenState(nil, formConfig())
	if !fresh.UndoButton().Disabled() || !fresh.RedoButton().Disabled() {
		t.Fatal("a fresh state's Undo or Redo is enabled")
	}
	fresh.Change(func(f *form) { f.A = 1 })
	again := ui.OpenState(nil, formConfig())
	w := test.NewWindow(again.Buttons())
	defer w.Close()
	if again.UndoButton().Disabled() || !again.RedoButton().Disabled() {
		t.Fatalf("reopened with one change: undo enabled %v, redo enabled %v", !again.UndoButton().Disabled(), !again.RedoButton().Disabled())
	}
	test.Tap(again.UndoButton())
	if again.Get().A != 0 || !again.UndoButton().Disabled() || again.RedoButton().Disabled() {
		t.Fatalf("after undo a=%d, undo enabled %v, redo enabled %v", again.Get().A, !again.UndoButton().Disabled(), !again.RedoButton().Disabled())
	}
}

// TestRefusalDialogFitsAPhone: on a 390 px phone the refusal of a saved
// file is shown as wide as the window allows, its whole message (the name
// the file is kept under last) above the OK button, not squeezed to about
// 90 px with the name hidden behind OK (issue 28, item 14).
func TestRefusalDialogFitsAPhone(t *testing.T) {
	uitest.NewApp(t)
	ui.OpenState(nil, counterConfig()).Save()
	path := filepath.Join(store.Dir(), "scaffold.test.json")
	if err := os.WriteFile(path, []byte(`{"arrayan_state": 1, "data": {"n": -1}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	w := test.NewWindow(widget.NewLabel("screen"))
	defer w.Close()
	// The app reopens on the screen: the dialog is made before the window
	// has its size.
	ui.OpenState(w, counterConfig())
	w.Resize(fyne.NewSize(390, 844))
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	var msg *widget.Label
	var ok *widget.Button
	uitest.Walk(top, func(o fyne.CanvasObject) {
		if l, is := o.(*widget.Label); is && strings.Contains(l.Text, "kept as") {
			msg = l
		}
		if b, is := o.(*widget.Button); is && b.Text == "OK" {
			ok = b
		}
	})
	if msg == nil || ok == nil {
		t.Fatalf("no message or no OK: %v", uitest.Texts(top))
	}
	var dialogWidth float32
	uitest.Walk(top, func(o fyne.CanvasObject) { dialogWidth = max(dialogWidth, o.Size().Width) })
	if msg.Size().Width < 250 {
		t.Errorf("the message is %v wide in a 390 px window", msg.Size().Width)
	}
	msgBottom := fyne.CurrentApp().Driver().AbsolutePositionForObject(msg).Y + msg.MinSize().Height
	okTop := fyne.CurrentApp().Driver().AbsolutePositionForObject(ok).Y
	if msgBottom > okTop {
		t.Errorf("the message ends at %v, below the OK button's top %v (message %v, min %v)", msgBottom, okTop, msg.Size(), msg.MinSize())
	}
}
