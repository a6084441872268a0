package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"testing"

	"arrayan.io/arrayan/data/jsonin"
)

// A record saves its result in snake_case, as every other key (issue 30,
// item 4); a record saved before, its result under the Go field names
// (testdata/game-4p.record-go-keys.json), still reads as the same record
// and passes Check. The strict reader takes either form, never a mix, and
// refuses an unknown key in both.
func TestResultKeysSnakeCaseOldFormRead(t *testing.T) {
	read := func(name string) ([]byte, Record) {
		t.Helper()
		raw, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		var r Record
		if err := jsonin.Decode(raw, &r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := r.Check(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return raw, r
	}
	newRaw, current := read("game-4p.record.json")
	oldRaw, old := read("game-4p.record-go-keys.json")
	if !reflect.DeepEqual(old, current) {
		t.Errorf("the record saved with Go keys reads as\n%+v\nnot\n%+v", old.Result, current.Result)
	}
	again, err := json.MarshalIndent(old, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(append(again, '\n'), newRaw) {
		t.Error("a record read in the old form is not saved in the new one")
	}
	for _, key := range []string{`"Players"`, `"Points"`, `"Tribute"`, `"Total"`, `"Winners"`} {
		if bytes.Contains(newRaw, []byte(key)) {
			t.Errorf("a new record still saves %s", key)
		}
	}
	for _, c := range []struct {
		name, path string
		raw        []byte
		from, to   string
	}{
		{"an unknown key (new form)", "result.winner", newRaw, `"winners":`, `"winner":`},
		{"an unknown key (old form)", "result.Winner", oldRaw, `"Winners":`, `"Winner":`},
		{"an unknown key inside (old form)", "result.Players[0].Totl", oldRaw, `"Total":`, `"Totl":`},
		{"old and new keys mixed", "result.players", newRaw, `"winners":`, `"Winners":`},
		{"a key in neither case", "result.WINNERS", newRaw, `"winners":`, `"WINNERS":`},
	} {
		raw := c.raw
		if !bytes.Contains(raw, []byte(c.from)) {
			t.Fatalf("%s: no %s in the fixture", c.name, c.from)
		}
		var r Record
		err := jsonin.Decode(bytes.Replace(raw, []byte(c.from), []byte(c.to), 1), &r)
		var e *jsonin.Error
		if !errors.As(err, &e) || e.Path != c.path || e.Message != "unknown field" {
			t.Errorf("%s: %v, want an unknown field at %s", c.name, err, c.path)
		}
	}
}
