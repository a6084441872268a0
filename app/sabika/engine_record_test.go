package sabika

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/scoring/sabika/game"
)

var engineGolden = flag.Bool("engine-golden", false, "write the games saved here to scoring/sabika/game/testdata/app-games.json")

// TestSavedRecordsAreTheEngineFormat plays games by taps and types (a
// whole 4-player game with events, one stopped in the tribute with a mix
// typed and a holding corrected, a solo game), each step confirmed by the
// screen and by the engine's Record.Confirm alike, then reads the saved
// games: every record decodes into the engine's game.Record, passes its
// check and encodes again byte for byte.
func TestSavedRecordsAreTheEngineFormat(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	tapOption(t, s.body, "By hand")
	test.Tap(uitest.Check(t, s.body, "Advanced mode: events"))
	typeIn(t, s.body, "Active event", 0, "14")
	typeIn(t, s.body, "Future event", 0, "5")
	startByHand(t, s, "Ana", "Ben", "Carla", "Dan")
	for round, tile := range []string{"A1", "", "B1", ""} {
		typeIn(t, s.body, "Carla", 0, "2")
		confirmAgree(t, s, "Confirm this step")
		if tile != "" {
			tapOption(t, s.body, tile)
			typeIn(t, s.body, "City with presence", 1, "2")
		}
		confirmAgree(t, s, "Confirm this step")
		confirmAgree(t, s, "Confirm this step")
		confirmAgree(t, s, "Confirm this step")
		if round == 1 {
			typeIn(t, s.body, "Event", 0, "9")
		}
		confirmAgree(t, s, "Confirm this step")
		tapOption(t, s.body, "Dan")
		next := "Start round " + strconv.Itoa(round+2)
		if round == 3 {
			next = "Start round 5, the last"
		}
		confirmAgree(t, s, next)
	}
	tapOption(t, s.body, "C1")
	typeIn(t, s.body, "Major and minor buildings", 2, "6")
	confirmAgree(t, s, "Score the end of the game")
	uitest.Tap(t, s.body, "Games")

	startByHand(t, s, "Eva", "Fer", "Gil")
	confirmAgree(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	typeIn(t, s.body, "City with presence", 0, "3")
	confirmAgree(t, s, "Confirm this step")
	typeIn(t, s.body, "Paria track", 0, "4") // Eva's mix: more than she holds
	onBoard(t, s, "Fer", "seals", "1")       // Fer's seals, corrected
	uitest.Tap(t, s.body, "Games")

	startByHand(t, s, "Hana")
	confirmAgree(t, s, "Confirm this step")

	raw, err := os.ReadFile(filepath.Join(store.Dir(), StoreKey+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Data struct {
			Records []json.RawMessage `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		t.Fatal(err)
	}
	if len(saved.Data.Records) != 3 {
		t.Fatalf("%d games saved", len(saved.Data.Records))
	}
	for i, rec := range saved.Data.Records {
		var compact bytes.Buffer
		if err := json.Compact(&compact, rec); err != nil {
			t.Fatal(err)
		}
		var r game.Record
		if err := jsonin.Decode(rec, &r); err != nil {
			t.Fatalf("records[%d] is not an engine record: %v", i, err)
		}
		if err := r.Check(); err != nil {
			t.Errorf("records[%d]: the engine's check refuses it: %v", i, err)
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, compact.Bytes()) {
			t.Errorf("records[%d] encodes differently:\n app    %s\n engine %s", i, compact.Bytes(), again)
		}
	}
	if *engineGolden {
		if err := os.WriteFile("../../scoring/sabika/game/testdata/app-games.json", raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// confirmAgree confirms the step on the screen and checks that the
// engine's game.Record.Confirm, given the record and entry the screen
// holds, reaches the same record: the same state, phase, log, result and
// entry left for the next step (a nil list and an empty one alike).
func confirmAgree(t *testing.T, s *screen, text string) {
	t.Helper()
	var before game.Record
	if err := json.Unmarshal(mustMarshal(t, s.game.record()), &before); err != nil {
		t.Fatal(err)
	}
	want, _, err := before.Confirm(s.copy.Get(), before.Entry)
	if err != nil {
		t.Fatalf("the engine refuses the step the screen confirms (%s): %v", before.Phase, err)
	}
	confirm(t, s, text)
	var got game.Record
	if err := json.Unmarshal(mustMarshal(t, s.game.record()), &got); err != nil {
		t.Fatal(err)
	}
	if a, b := normalized(t, got), normalized(t, want); a != b {
		t.Fatalf("step %s: the screen and the engine differ:\n screen %s\n engine %s", before.Phase, a, b)
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// normalized is a record's JSON with empty lists written as null.
func normalized(t *testing.T, r game.Record) string {
	t.Helper()
	return strings.ReplaceAll(string(mustMarshal(t, r)), "[]", "null")
}
