package ui_test

import (
	"os"
	"path/filepath"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/app/ui"
)

// FuzzSavedHistory opens a state file of any content, as the app does on
// starting, and undoes and redoes everything it holds: nothing panics and
// every value Undo or Redo brings back passes the screen's check.
func FuzzSavedHistory(f *testing.F) {
	for _, s := range []string{
		`{"arrayan_state": 1, "data": {"a": 3}, "history": {"": {"past": [{"a": 1}, {"a": 2}], "future": [{"b": 4}]}}}`,
		`{"arrayan_state": 1, "data": {"a": 3}, "history": {"x": {"past": [{"a": 99999}]}, "": {"past": [{"a": 1}]}}}`,
		`{"arrayan_state": 1, "data": {"a": 3}, "history": {"": {"past": [null, 7, "x"]}}}`,
		`{"arrayan_state": 1, "data": {"a": 3}, "history": {"": {}}}`,
		`{"a": 3, "history": {"": {"past": [{"a": 1}]}}}`,
	} {
		f.Add([]byte(s))
	}
	uitest.NewApp(f)
	cfg := formConfig()
	f.Fuzz(func(t *testing.T, file []byte) {
		ui.OpenState(nil, cfg).Save()
		if err := os.WriteFile(filepath.Join(store.Dir(), cfg.Key+".json"), file, 0o644); err != nil {
			t.Fatal(err)
		}
		st := ui.OpenState(nil, cfg)
		for _, scope := range []string{"", "x"} {
			st.SetScope(scope)
			for n := 0; st.Undo(); n++ {
				if err := cfg.Check(st.Get()); err != nil || n > 50 {
					t.Fatalf("undo %d brought back %+v (%v)", n+1, *st.Get(), err)
				}
			}
			for st.Redo() {
				if err := cfg.Check(st.Get()); err != nil {
					t.Fatalf("redo brought back %+v (%v)", *st.Get(), err)
				}
			}
		}
	})
}
