package yourcopy

import (
	"os"
	"path/filepath"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/sabika/edition"
)

// FuzzImportMerge feeds any text to the screen's import path: whatever the
// edition package accepts is merged into a copy and described in words
// without a panic, and the merge keeps every value the copy had that the
// import leaves unknown.
func FuzzImportMerge(f *testing.F) {
	code, _ := friend().Code()
	data, _ := friend().Export()
	f.Add(code)
	f.Add(string(data))
	f.Add(`{"format":1,"game":"sabika","wishes":[{"letter":"B"},{"letter":"A"},{"letter":"A"},{"letter":"A"},{"letter":"B"},{"letter":"B"},{"letter":"C"},{"letter":"C"},{"letter":"C"}]}`)
	cur := edition.New()
	sample(cur)
	f.Fuzz(func(t *testing.T, text string) {
		got, err := edition.Import([]byte(text))
		if err != nil {
			if got, err = edition.FromCode(text); err != nil {
				return
			}
		}
		merged := edition.Merge(cur, got)
		_ = diffWords(cur, merged, edition.Diff(cur, merged))
		for i, v := range cur.Tribute {
			if v != nil && merged.Tribute[i] == nil {
				t.Fatalf("the import forgot tribute[%d]", i)
			}
		}
		for i, w := range cur.Wishes {
			if w.Elements != nil && merged.Wishes[i].Elements == nil {
				t.Fatalf("the import forgot wish tile %d", i)
			}
		}
	})
}

// FuzzSavedFile writes any bytes as the saved edition: loading never
// panics, and gives either a copy that passes Check or the fresh one.
func FuzzSavedFile(f *testing.F) {
	f.Add([]byte(`{"arrayan_state":1,"data":{"format":1,"game":"sabika"}}`))
	f.Add([]byte(`{"arrayan_state":1,"data":{"format":1,"game":"sabika","tribute":[1,2,3,4],"yusuf":{"tiles":["alarife"]}}}`))
	f.Add([]byte(`{"format":1,"game":"sabika","wishes":[{"letter":"A","elements":[{"per":"seal","pp":2}]}]}`))
	uitest.NewApp(f)
	f.Fuzz(func(t *testing.T, content []byte) {
		if err := os.MkdirAll(store.Dir(), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(store.Dir(), Key+".json"), content, 0o600); err != nil {
			t.Fatal(err)
		}
		c := Open(nil)
		if err := c.Get().Check(); err != nil {
			t.Fatalf("a loaded copy fails its check: %v", err)
		}
		_ = c.Get().Unknown()
	})
}
