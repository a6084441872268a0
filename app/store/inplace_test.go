package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// faulty is the desktop's back-end with faults injected: a full disk
// for every rename (keeping aside) and write, or every name taken (999
// values kept aside in the same second).
type faulty struct {
	files
	diskFull  bool // rename, write and writeAll fail with ENOSPC
	allTaken  bool // exists says yes to every name
	writeSeen int  // writes and writeAlls that reached the back-end
}

func (f *faulty) rename(from, to string) (string, error) {
	if f.diskFull {
		return "", &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.ENOSPC}
	}
	return f.files.rename(from, to)
}

func (f *faulty) write(name string, data []byte) error {
	f.writeSeen++
	if f.diskFull {
		return syscall.ENOSPC
	}
	return f.files.write(name, data)
}

func (f *faulty) writeAll(values map[string][]byte) error {
	f.writeSeen++
	if f.diskFull {
		return syscall.ENOSPC
	}
	return f.files.writeAll(values)
}

func (f *faulty) exists(name string) bool { return f.allTaken || f.files.exists(name) }

// useFaulty makes f the store's back-end for the test.
func useFaulty(t *testing.T, f *faulty) {
	t.Helper()
	was := current
	current = f
	t.Cleanup(func() { current = was })
}

// newerValue is a state file of a newer format, which the store refuses.
const newerValue = `{"arrayan_state": 99, "data": {"name": "from the future"}}`

func TestValueThatCannotBeKeptAsideIsNeverOverwritten(t *testing.T) {
	for _, c := range []struct {
		name  string
		fault faulty
		stays bool
	}{
		{"disk full", faulty{diskFull: true}, false},
		{"999 kept aside this second", faulty{allTaken: true}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			useTempStorage(t)
			f := c.fault
			useFaulty(t, &f)
			key := "inplace." + strings.ReplaceAll(c.name, " ", "-")
			writeRaw(t, key, newerValue)
			var got sample
			_, err := Load(key, &got, nil)
			var e *Error
			if !errors.As(err, &e) || e.Stays != c.stays || (e.AsideFailed != nil) == c.stays {
				t.Fatalf("Load = %v (%#v); want a value that stays (Stays %v)", err, e, c.stays)
			}
			if !KeptInPlace(key) {
				t.Fatal("KeptInPlace is false after a failed keep-aside")
			}
			f.diskFull = false // room again: still no save may replace the value
			seen := f.writeSeen
			if err := Save(key, sample{"new", 1}); !errors.Is(err, ErrInPlace) {
				t.Errorf("Save = %v; want ErrInPlace", err)
			} else if m := err.(*Error).Said(); m.Code != "store.save" || !strings.Contains(m.String(), "download it, or discard it") {
				t.Errorf("the refusal says %q (%s)", m.String(), m.Code)
			}
			if err := SaveAll(map[string]json.RawMessage{"other": json.RawMessage(`1`), key: json.RawMessage(`{}`)}); !errors.Is(err, ErrInPlace) {
				t.Errorf("SaveAll = %v; want ErrInPlace", err)
			}
			if err := Remove(key); !errors.Is(err, ErrInPlace) {
				t.Errorf("Remove = %v; want ErrInPlace", err)
			}
			if f.writeSeen != seen {
				t.Errorf("%d writes reached the back-end", f.writeSeen-seen)
			}
			if data, _ := os.ReadFile(filepath.Join(Dir(), key+".json")); string(data) != newerValue {
				t.Fatalf("the value is now %q", data)
			}
			raw, err := Raw(key)
			if err != nil || string(raw) != newerValue {
				t.Errorf("Raw = %q, %v", raw, err)
			}

			undo, err := Discard(key)
			if err != nil {
				t.Fatal(err)
			}
			if KeptInPlace(key) {
				t.Error("still kept in place after Discard")
			}
			if _, err := os.Stat(filepath.Join(Dir(), key+".json")); !os.IsNotExist(err) {
				t.Errorf("the value is still there after Discard: %v", err)
			}
			if err := undo(); err != nil {
				t.Fatal(err)
			}
			if data, _ := os.ReadFile(filepath.Join(Dir(), key+".json")); string(data) != newerValue || !KeptInPlace(key) {
				t.Errorf("after the undo: %q, kept in place %v", data, KeptInPlace(key))
			}
			if err := Save(key, sample{"new", 1}); !errors.Is(err, ErrInPlace) {
				t.Errorf("Save after the undo = %v; want ErrInPlace", err)
			}
		})
	}
}

func TestValueLoadedFineMaySaveAgain(t *testing.T) {
	useTempStorage(t)
	f := faulty{diskFull: true}
	useFaulty(t, &f)
	writeRaw(t, "inplace.fixed", newerValue)
	var got sample
	if _, err := Load("inplace.fixed", &got, nil); err == nil || !KeptInPlace("inplace.fixed") {
		t.Fatalf("Load = %v", err)
	}
	f.diskFull = false
	writeRaw(t, "inplace.fixed", `{"arrayan_state": 1, "data": {"name": "fine", "count": 1}}`)
	if ok, err := Load("inplace.fixed", &got, nil); !ok || err != nil {
		t.Fatalf("Load = %v, %v", ok, err)
	}
	if err := Save("inplace.fixed", sample{"next", 2}); err != nil {
		t.Errorf("a save over a value loaded fine: %v", err)
	}
}

func TestSaveAllWritesEveryState(t *testing.T) {
	useTempStorage(t)
	if err := Save("all.a", sample{"old", 1}); err != nil {
		t.Fatal(err)
	}
	err := SaveAll(map[string]json.RawMessage{"all.a": json.RawMessage(`{"name":"A","count":2}`), "all.b": json.RawMessage(`{"name":"B","count":3}`)})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]sample{"all.a": {"A", 2}, "all.b": {"B", 3}} {
		var got sample
		if ok, err := Load(name, &got, nil); !ok || err != nil || got != want {
			t.Errorf("%s: %v, %v, %+v", name, ok, err, got)
		}
	}
}

func TestSaveAllOnAFullDiskReplacesNothing(t *testing.T) {
	useTempStorage(t)
	for _, name := range []string{"full.a", "full.b", "full.c"} {
		if err := Save(name, sample{"old", 1}); err != nil {
			t.Fatal(err)
		}
	}
	made := 0
	createTemp = func(dir, pattern string) (*os.File, error) {
		if made++; made == 3 {
			return nil, &os.PathError{Op: "open", Path: dir, Err: syscall.ENOSPC}
		}
		return os.CreateTemp(dir, pattern)
	}
	t.Cleanup(func() { createTemp = os.CreateTemp })
	err := SaveAll(map[string]json.RawMessage{
		"full.a": json.RawMessage(`{"name":"new"}`), "full.b": json.RawMessage(`{"name":"new"}`), "full.c": json.RawMessage(`{"name":"new"}`),
	})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("SaveAll = %v; want the full disk", err)
	}
	for _, name := range []string{"full.a", "full.b", "full.c"} {
		var got sample
		if _, err := Load(name, &got, nil); err != nil || got.Name != "old" {
			t.Errorf("%s is now %+v (%v)", name, got, err)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(Dir(), "*"+tempMarker+"*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
