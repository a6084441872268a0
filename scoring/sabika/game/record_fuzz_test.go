package game

import (
	"encoding/json"
	"os"
	"testing"

	"arrayan.io/arrayan/data/jsonin"
)

// FuzzRecordConfirm reads any bytes as a saved record and an entry,
// strictly: a record that Check accepts is confirmed with the entry
// without a panic, and a confirmed step gives a record that passes Check
// and leaves the one given unchanged.
func FuzzRecordConfirm(f *testing.F) {
	raw, err := os.ReadFile("testdata/app-games.json")
	if err != nil {
		f.Fatal(err)
	}
	var saved struct {
		Data struct {
			Records []json.RawMessage `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		f.Fatal(err)
	}
	for _, r := range saved.Data.Records {
		f.Add(string(r), `{"tile": 0, "chosen": 1, "income": [1, 2, 3, 4], "revealed": 3}`)
	}
	g := loadGame(f, "testdata/game-4p.json")
	r, err := Replay(g.ed, g.start, g.entries[:2])
	if err != nil {
		f.Fatal(err)
	}
	rec, _ := json.Marshal(r)
	entry, _ := json.Marshal(g.entries[2])
	f.Add(string(rec), string(entry))
	f.Add(string(rec), `{"corrected": [{"path": "players[0].parias", "old": 0, "new": 9}], "track": [3, 2, 1, 0], "tile": -1, "chosen": -1}`)
	f.Fuzz(func(t *testing.T, record, entry string) {
		var r Record
		if jsonin.Decode([]byte(record), &r) != nil || r.Check() != nil {
			return
		}
		e := FreshEntry()
		if jsonin.Decode([]byte(entry), &e) != nil {
			return
		}
		before, _ := json.Marshal(r)
		next, _, err := r.Confirm(g.ed, e)
		if after, _ := json.Marshal(r); string(after) != string(before) {
			t.Fatal("Confirm changed the record it was given")
		}
		if err != nil {
			return
		}
		if err := next.Check(); err != nil {
			t.Fatalf("a confirmed step gives a record its check refuses: %v", err)
		}
	})
}
