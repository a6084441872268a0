package sabika

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/store"
)

// TestUndoRedoSteps takes confirmed steps back and makes them again with
// the Undo and Redo buttons, entries included.
func TestUndoRedoSteps(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben")
	typeIn(t, s.body, "Ana", 0, "4")
	confirm(t, s, "Confirm this step")
	want(t, s, "step 2 of 5")
	if d := s.game.record().Game.Players[0].Dinars; d != 8 {
		t.Fatalf("Ana has %d dinars after an income of 4 on 4", d)
	}
	uitest.Tap(t, s.body, "Undo") // the income step
	want(t, s, "step 1 of 5")
	if got := field(t, s.body, "Ana", 0).Text; got != "4" {
		t.Fatalf("the income field shows %q after undo, want the 4 typed", got)
	}
	if d := s.game.record().Game.Players[0].Dinars; d != 4 {
		t.Fatalf("Ana has %d dinars after undo", d)
	}
	uitest.Tap(t, s.body, "Undo") // the typed 4
	if got := field(t, s.body, "Ana", 0).Text; got != "0" {
		t.Fatalf("the income field shows %q, want 0", got)
	}
	uitest.Tap(t, s.body, "Redo")
	uitest.Tap(t, s.body, "Redo")
	want(t, s, "step 2 of 5")
	if d := s.game.record().Game.Players[0].Dinars; d != 8 {
		t.Fatalf("Ana has %d dinars after redo", d)
	}
	if b := uitest.Button(s.body, "Redo"); !b.Disabled() {
		t.Fatal("Redo stays enabled with nothing to redo")
	}
}

// TestResumeAfterReopening closes the screen mid-step and finds the game
// in the list, where Resume shows the same step with what was typed;
// Delete removes it and Undo brings it back.
func TestResumeAfterReopening(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben", "Carla")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	typeIn(t, s.body, "City with presence", 1, "2")
	s, _ = reopen(t)
	want(t, s, "Game 1: Ana, Ben, Carla")
	uitest.Tap(t, s.body, "Resume")
	want(t, s, "End of round 1 · step 2 of 5")
	if got := field(t, s.body, "City with presence", 1).Text; got != "2" {
		t.Fatalf("Ben's presence shows %q after reopening, want 2", got)
	}
	uitest.Tap(t, s.body, "Games")
	uitest.Tap(t, s.body, "Delete")
	want(t, s, "No Sabika game yet")
	uitest.Tap(t, s.body, "Undo")
	want(t, s, "Game 1: Ana, Ben, Carla")
	s, _ = reopen(t)
	want(t, s, "Game 1: Ana, Ben, Carla")
}

// TestUnknownPrintedValuesAskedInline starts with a copy that holds no
// starting dinars and no tribute: each is asked where it is needed,
// recorded once, and the step goes on.
func TestUnknownPrintedValuesAskedInline(t *testing.T) {
	ed := testEdition()
	ed.StartDinars = [4]*int{}
	ed.Tribute[0] = nil
	s, _ := openScreen(t, ed)
	tapOption(t, s.body, "By hand")
	for _, nth := range []string{"1st", "2nd"} {
		want(t, s, "How many dinars does the "+nth+" player in turn order start with?")
		es := uitest.Entries(s.body)
		uitest.TypeInto(es[len(es)-1], "5")
		uitest.Tap(t, s.body, "Record")
	}
	uitest.Tap(t, s.body, "Start the game")
	confirm(t, s, "Confirm this step")
	tapOption(t, s.body, "A1")
	confirm(t, s, "Confirm this step")
	want(t, s, "What number is printed under the 2nd space of the round track?")
	es := uitest.Entries(s.body)
	uitest.TypeInto(es[len(es)-1], "3")
	uitest.Tap(t, s.body, "Record")
	want(t, s, "Tribute under space 2: 3 parias")
	if got := s.copy.Get().Tribute[0]; got == nil || *got != 3 {
		t.Fatalf("the tribute was not recorded in the copy: %v", got)
	}
}

// TestHostileSavedFileIsRefused opens the screen over saved games that
// cannot be right: each is refused, told in the window and kept aside,
// and the screen starts with no game.
func TestHostileSavedFileIsRefused(t *testing.T) {
	// Each file is refused at the field it names (field), every other
	// field being valid, so that the check it tests is the one that refuses.
	hostile := []struct{ file, field string }{
		{`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}], "narrator": 9, "track": [0]}, "phase": "income"}]}}`, "records[0].game.narrator"},
		{`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}, {"name": "B"}], "narrator": 2, "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "event-change", "entry": {"tile": 40, "chosen": -1}}]}}`, "records[0].entry.tile"},
		{`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}, {"name": "B"}], "narrator": 1, "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "income", "entry": {"tile": -1, "chosen": -1, "rankings": [{"owner": 7, "values": [1]}]}}]}}`, "records[0].entry.rankings[0]"},
		{`{"arrayan_state": 1, "data": {"next": 0, "records": [{"id": 0}]}}`, "records[0].id"},
		// A PP no game reaches, which the wish step's sum would overflow.
		{`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A", "pp": 9223372036854775807}, {"name": "B"}], "narrator": 1, "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "income", "entry": {"tile": -1, "chosen": -1}}]}}`, "records[0].game.players[0].pp"},
		{`not json at all`, ""},
		// A name over 40 characters (a 3.9 MB one hung the screen on every launch).
		{`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}, {"name": "` + strings.Repeat("я", 41) + `"}], "narrator": 1, "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "income", "entry": {"tile": -1, "chosen": -1}}]}}`, "records[0].game"},
		// A format version that is not a number, and the list given twice:
		// never read as an empty list that the next save writes over.
		{`{"arrayan_state": "1", "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}, {"name": "B"}], "narrator": 1, "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "income", "entry": {"tile": -1, "chosen": -1}}]}}`, ""},
		{`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}, {"name": "B"}], "narrator": 1, "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "income", "entry": {"tile": -1, "chosen": -1}}], "records": []}}`, ""},
		// No list of games, or null: an incomplete file, which no version
		// of the app wrote (it always writes a list, [] when empty).
		{`{"arrayan_state": 1, "data": {"next": 3, "records": null}}`, ""},
		{`{"arrayan_state": 1, "data": {"next": 3}}`, ""},
		{`{"next": 3}`, ""},
	}
	for k, h := range hostile {
		t.Run(strconv.Itoa(k), func(t *testing.T) {
			if h.field != "" {
				var saved struct {
					Data Games `json:"data"`
				}
				if err := json.Unmarshal([]byte(h.file), &saved); err != nil {
					t.Fatal(err)
				}
				if err := saved.Data.Check(); err == nil || !strings.HasPrefix(err.Error(), h.field) {
					t.Errorf("refused for %v, want at %s", err, h.field)
				}
			}
			uitest.NewApp(t)
			if err := os.MkdirAll(store.Dir(), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(store.Dir(), StoreKey+".json"), []byte(h.file), 0o644); err != nil {
				t.Fatal(err)
			}
			s, w := reopen(t)
			if w.Canvas().Overlays().Top() == nil {
				t.Errorf("%s: refused without a word in the window", h.file)
			}
			want(t, s, "No Sabika game yet")
			kept, _ := filepath.Glob(filepath.Join(store.Dir(), StoreKey+".*-*.json"))
			if len(kept) != 1 {
				t.Errorf("%s: the refused file was not kept aside (%v)", h.file, kept)
			}
		})
	}
}

// FuzzRecordLoader writes any bytes as the saved games and opens the
// screen over them, through the store and Check as the app loads them:
// whatever is accepted, every game opens on its step without a panic.
func FuzzRecordLoader(f *testing.F) {
	f.Add(`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "started": "2026-01-01T00:00:00Z", "game": {"format": 1, "game": "sabika", "players": [{"name": "A", "pp": 5}, {"name": "B", "pp": 5}], "start_player": 0, "narrator": 3, "tower": [0], "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "tribute", "entry": {"tile": -1, "chosen": -1, "pays": [{"parias": 1}, null]}}]}}`)
	f.Add(`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "Y", "automa": "yusuf"}, {"name": "B"}], "narrator": 5, "tower": [0, 3], "track": [1, 0], "wishes": ["A", "B", "C"], "events": {"active": 14, "future": 0}}, "phase": "final", "entry": {"tile": 6, "chosen": -1, "rankings": [{"owner": 1, "values": [2, 1]}]}}]}}`)
	f.Add(`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A"}], "narrator": 2, "track": [0], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "event-change", "entry": {"tile": -1, "chosen": -1}}]}}`)
	// A stacks step with a corrected order and corrected holdings logged.
	f.Add(`{"arrayan_state": 1, "data": {"next": 1, "records": [{"id": 0, "game": {"format": 1, "game": "sabika", "players": [{"name": "A", "pp": 5, "parias": 1}, {"name": "B", "pp": 9, "parias": 1}], "narrator": 2, "tower": [0], "track": [0, 1], "wishes": ["A", "B", "C"], "trade_card": 1}, "phase": "stacks", "entry": {"tile": -1, "chosen": -1, "track": [1, 0], "corrected": [{"path": "players[1].pp", "old": 5, "new": 9}]}, "log": [{"round": 1, "phase": "tribute", "changes": [], "corrected": [{"path": "players[0].seals", "old": 0, "new": 1}]}]}]}}`)
	// A file without the format version.
	f.Add(`{"next": 0, "records": []}`)
	uitest.NewApp(f)
	if err := store.Save("sabika.edition", testEdition()); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if err := os.WriteFile(filepath.Join(store.Dir(), StoreKey+".json"), []byte(in), 0o600); err != nil {
			t.Fatal(err)
		}
		w := test.NewWindow(nil)
		defer w.Close()
		s := newScreen(w)
		for _, r := range s.st.Get().Records {
			s.show(r.ID)
		}
		kept, _ := filepath.Glob(filepath.Join(store.Dir(), StoreKey+".*-*.json"))
		for _, k := range kept {
			_ = os.Remove(k)
		}
	})
}

// TestUndoStaysInTheGameOnScreen types income in game 1, starts game 2 and
// taps Undo and Redo in each: a game's buttons take back only that game's
// changes, and the list's the games started or deleted, never what was
// typed in another game.
func TestUndoStaysInTheGameOnScreen(t *testing.T) {
	s, _ := openScreen(t, testEdition())
	startByHand(t, s, "Ana", "Ben")
	typeIn(t, s.body, "Ana", 0, "4")
	uitest.Tap(t, s.body, "Games")
	startByHand(t, s, "Carla", "Dora")
	if !uitest.Button(s.body, "Undo").Disabled() {
		t.Error("game 2 offers Undo before anything was entered in it")
	}
	typeIn(t, s.body, "Carla", 0, "3")
	uitest.Tap(t, s.body, "Undo")
	if got := field(t, s.body, "Carla", 0).Text; got != "0" {
		t.Fatalf("Carla's income shows %q after undo, want 0", got)
	}
	if !uitest.Button(s.body, "Undo").Disabled() || s.game == nil || s.game.id != 1 {
		t.Fatalf("game 2's Undo goes on past its own changes: %v", uitest.Texts(s.body))
	}
	uitest.Tap(t, s.body, "Redo")
	if got := field(t, s.body, "Carla", 0).Text; got != "3" {
		t.Fatalf("Carla's income shows %q after redo, want 3", got)
	}
	uitest.Tap(t, s.body, "Games")
	uitest.Tap(t, s.body, "Undo") // the start of game 2
	want(t, s, "Game 1: Ana, Ben")
	if uitest.HasText(s.body, "Game 2: Carla, Dora") {
		t.Fatal("the list's Undo left game 2")
	}
	if got := s.st.Get().Records[0].Entry.Income; len(got) == 0 || got[0] != 4 {
		t.Fatalf("game 1's income is %v after the list's undo, want Ana's 4", got)
	}
	uitest.Tap(t, s.body, "Resume")
	uitest.Tap(t, s.body, "Undo")
	if got := field(t, s.body, "Ana", 0).Text; got != "0" {
		t.Fatalf("Ana's income shows %q after game 1's undo, want 0", got)
	}
	uitest.Tap(t, s.body, "Games")
	uitest.Tap(t, s.body, "Redo") // game 2 again, with its income
	want(t, s, "Game 2: Carla, Dora")
	if got := s.st.Get().Records[1].Entry.Income; len(got) == 0 || got[0] != 3 {
		t.Fatalf("game 2 came back with income %v, want Carla's 3", got)
	}
}
