package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arrayan.io/arrayan/data/jsonin"
	"arrayan.io/arrayan/data/message"
	data "arrayan.io/arrayan/data/sabika"
	"arrayan.io/arrayan/data/sabika/edition"
	"arrayan.io/arrayan/scoring/sabika"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// tableGame is a game as played at a table: the players' copy, the start
// of the new-game form and one entry per confirmed step (the input of
// "arrayan-cli sabika game", testdata/*.json).
type tableGame struct {
	ed      *edition.Edition
	start   Start
	entries []Entry
}

func loadGame(t testing.TB, path string) tableGame {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		Edition json.RawMessage   `json:"edition"`
		Start   Start             `json:"start"`
		Entries []json.RawMessage `json:"entries"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	g := tableGame{start: in.Start}
	if g.ed, err = edition.Import(in.Edition); err != nil {
		t.Fatal(err)
	}
	for _, e := range in.Entries {
		entry := FreshEntry()       // a tile or a start player left out is not chosen
		entry.PoemOne = PoemOneKept // the holder of minor poem 1* left out is kept
		if err := json.Unmarshal(e, &entry); err != nil {
			t.Fatal(err)
		}
		g.entries = append(g.entries, entry)
	}
	return g
}

// play confirms every entry through Record.Confirm, checking that each
// step lands on the phase the rulebook's order gives and that the log
// grows by the step's changes.
func (g tableGame) play(t *testing.T) Record {
	t.Helper()
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	for k, e := range g.entries {
		before := r.Clone()
		next, changes, err := r.Confirm(g.ed, e)
		if err != nil {
			t.Fatalf("entry %d (round %d, %s): %v\nstate %+v", k, r.Round(), r.Phase, err, r.Game.Players)
		}
		if !slices.Equal(next.Log[len(next.Log)-1].Changes, changes) || len(next.Log) != len(r.Log)+1 {
			t.Fatalf("entry %d: the log does not hold the step's changes", k)
		}
		if err := next.Check(); err != nil {
			t.Fatalf("entry %d: the record after it fails its check: %v", k, err)
		}
		if b, a := mustJSON(t, before), mustJSON(t, r); b != a {
			t.Fatalf("entry %d: Confirm changed the record it was given", k)
		}
		r = next
	}
	return r
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// phasesOf lists the phases of the log, in order.
func phasesOf(r Record) []Phase {
	var out []Phase
	for _, l := range r.Log {
		out = append(out, l.Phase)
	}
	return out
}

// A whole 4-player game with events: 4 ends of round in the rulebook's
// order (income, narrator, tribute, stacks, event change, start player),
// then the end of the game, every step through Record.Confirm.
func TestWholeFourPlayerGame(t *testing.T) {
	r := loadGame(t, "testdata/game-4p.json").play(t)
	round := []Phase{PhaseIncome, PhaseNarrator, PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart}
	var want []Phase
	for range 4 {
		want = append(want, round...)
	}
	want = append(want, PhaseFinal)
	if got := phasesOf(r); !slices.Equal(got, want) {
		t.Fatalf("steps %v, want %v", got, want)
	}
	if r.Phase != PhaseEnded || !r.Game.Ended || r.Result == nil || r.Game.Narrator != 6 || len(r.Game.Tower) != 3 {
		t.Fatalf("not ended: phase %s narrator %d tower %v", r.Phase, r.Game.Narrator, r.Game.Tower)
	}
	// Both event changes happened: 8 → 5 at space 3, 5 → 11 at space 5.
	if ev := r.Game.Events; ev.Active != 11 || ev.Future != 0 || ev.Changes != 2 {
		t.Errorf("events %+v", *ev)
	}
	for i, p := range r.Game.Players {
		if p.PP != r.Result.Players[i].Total {
			t.Errorf("%s: PP %d, final total %d", p.Name, p.PP, r.Result.Players[i].Total)
		}
	}
	if len(r.Result.Winners) != 1 {
		t.Errorf("winners %v", r.Result.Winners)
	}
	// The final entries are kept, so that the finished game shows them.
	if len(r.Entry.Final) != 4 || r.Entry.Tile != 8 {
		t.Errorf("final entry not kept: %+v", r.Entry)
	}
}

// A solo game against Yusuf (10 PP, his seat entered by hand) with
// events (ES L1166–1172): the event changes after the tribute at spaces 3
// and 5 as in any game, Yusuf ignores the events (his due is the printed
// one, no dinar for event 14, ES L1172), starts whenever his counter
// leads (ES L1127) and has no income.
func TestWholeSoloGame(t *testing.T) {
	g := loadGame(t, "testdata/game-solo.json")
	r := g.play(t)
	round := []Phase{PhaseIncome, PhaseNarrator, PhaseTribute, PhaseStacks, PhaseEvent, PhaseStart}
	var want []Phase
	for range 4 {
		want = append(want, round...)
	}
	want = append(want, PhaseFinal)
	if got := phasesOf(r); !slices.Equal(got, want) {
		t.Fatalf("steps %v, want %v", got, want)
	}
	if r.Phase != PhaseEnded || r.Result == nil || r.YusufSeat() != 0 || r.Game.Players[1].Name != "Ana" {
		t.Fatalf("phase %s, players %+v", r.Phase, r.Game.Players)
	}
	if ev := r.Game.Events; ev.Active != 11 || ev.Future != 0 || ev.Changes != 2 {
		t.Errorf("events %+v", *ev)
	}
	logged := func(round int, phase Phase) []Change {
		for _, l := range r.Log {
			if l.Round == round && l.Phase == phase {
				return l.Changes
			}
		}
		t.Fatalf("no %s step in round %d", phase, round)
		return nil
	}
	// Round 1, event 14, tribute 2: Ana pays her 2 parias and a dinar,
	// Yusuf his 2 parias and nothing more.
	if got, want := logged(1, PhaseTribute), []Change{{"players[0].parias", 3, 1}, {"players[1].parias", 2, 0}, {"players[1].dinars", 8, 7}}; !slices.Equal(got, want) {
		t.Errorf("round 1's tribute %v, want %v", got, want)
	}
	// Round 3, event 5, tribute 3: Ana owes 2 (1 paria and 2 dinars),
	// Yusuf the printed 3.
	if got, want := logged(3, PhaseTribute), []Change{{"players[0].parias", 4, 1}, {"players[1].parias", 1, 0}, {"players[1].dinars", 9, 7}}; !slices.Equal(got, want) {
		t.Errorf("round 3's tribute %v, want %v", got, want)
	}
	// Yusuf's counter leads after rounds 1 and 3: he starts again, nobody
	// chooses; Ana's leads after rounds 2 and 4 and she takes the start.
	for round, changes := range map[int]int{1: 0, 3: 1} {
		if got := logged(round, PhaseStart); len(got) != changes || (changes == 1 && got[0] != (Change{"start_player", 1, 0})) {
			t.Errorf("round %d's start player %v", round, got)
		}
	}
	// An entry naming Ana where Yusuf leads is refused, not ignored.
	r1, err := Replay(g.ed, g.start, g.entries[:5])
	if err != nil || r1.Phase != PhaseStart {
		t.Fatalf("phase %s, %v", r1.Phase, err)
	}
	e := FreshEntry()
	e.Chosen = 1
	if _, _, err := r1.Confirm(g.ed, e); err == nil {
		t.Error("Ana named start player where Yusuf's counter leads")
	}
	e.Chosen = 0
	if _, _, err := r1.Confirm(g.ed, e); err != nil {
		t.Errorf("Yusuf named where he leads: %v", err)
	}
}

// golden compares got with testdata/name, or rewrites it when
// ARRAYAN_UPDATE_GOLDEN is set.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if os.Getenv("ARRAYAN_UPDATE_GOLDEN") != "" {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s drifted:\n got %s\nwant %s", name, got, want)
	}
}

// The finished records of both games, as the app would save them, do not
// drift: every step's changes, the log and the final breakdown.
func TestWholeGamesGolden(t *testing.T) {
	for _, name := range []string{"game-4p", "game-solo"} {
		r := loadGame(t, "testdata/"+name+".json").play(t)
		r.Started = "2026-11-26T15:00:00Z"
		out, err := json.MarshalIndent(r, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		golden(t, name+".record.json", append(out, '\n'))
	}
}

// The app's saved games (state key sabika.games, made by its screens in
// app/sabika TestSavedRecordsAreTheEngineFormat: a whole game, one stopped
// in the tribute with corrections, a solo game) decode into the engine's Record and encode again byte for byte: the
// engine's record is the app's format.
func TestAppSavedRecordsDecodeIdentically(t *testing.T) {
	raw, err := os.ReadFile("testdata/app-games.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Format int `json:"arrayan_state"`
		Data   struct {
			Next    int               `json:"next"`
			Records []json.RawMessage `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		t.Fatal(err)
	}
	if len(saved.Data.Records) < 3 {
		t.Fatalf("only %d records saved by the app", len(saved.Data.Records))
	}
	for i, indented := range saved.Data.Records {
		var compact bytes.Buffer
		if err := json.Compact(&compact, indented); err != nil {
			t.Fatal(err)
		}
		rec := compact.Bytes()
		var r Record
		if err := jsonin.Decode(rec, &r); err != nil {
			t.Fatalf("records[%d]: %v", i, err)
		}
		if err := r.Check(); err != nil {
			t.Errorf("records[%d]: the engine refuses a record the app saved: %v", i, err)
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(again, rec) {
			t.Errorf("records[%d] encodes differently:\n app    %s\n engine %s", i, rec, again)
		}
	}
}

// One tile of each letter on spaces 2, 4, 6 [ES L259 F]: a state or a
// start with a letter twice is refused.
func TestOneWishLetterEach(t *testing.T) {
	s := threePlayers(t)
	for _, w := range [][3]string{{"A", "A", "C"}, {"A", "B", ""}, {"A", "B", "D"}} {
		s.Wishes = w
		if err := s.Check(); err == nil {
			t.Errorf("wishes %v accepted", w)
		}
		st := Start{Names: []string{"Ana", "Ben"}, Wishes: w, TradeCard: 1}
		if _, err := st.Record(testEditionWithDinars()); err == nil {
			t.Errorf("a start with wishes %v accepted", w)
		}
	}
	s.Wishes = [3]string{"C", "A", "B"}
	if err := s.Check(); err != nil {
		t.Errorf("wishes C, A, B refused: %v", err)
	}
}

func testEditionWithDinars() *edition.Edition {
	ed := testEdition()
	ed.StartDinars = [4]*int{intp(4), intp(5), intp(6), intp(7)}
	return ed
}

// The new-game form's start: starting dinars by turn position from the
// start player [ES L299 T3], asked when the copy lacks them (ruling 15);
// solo, Yusuf first with 5 or 10 PP [ES L938, L1170].
func TestStartRecord(t *testing.T) {
	ed := testEditionWithDinars()
	r, err := Start{Names: []string{"Ana", "Ben", "Cai"}, StartPlayer: 1, Wishes: [3]string{"B", "C", "A"}, TradeCard: 2}.Record(ed)
	if err != nil {
		t.Fatal(err)
	}
	var dinars []int
	for _, p := range r.Game.Players {
		dinars = append(dinars, p.Dinars)
	}
	if !slices.Equal(dinars, []int{6, 4, 5}) || r.Game.StartPlayer != 1 || r.Phase != PhaseIncome || r.Entry.Tile != -1 || r.Entry.Chosen != -1 {
		t.Errorf("dinars %v, start %d, phase %s, entry %+v", dinars, r.Game.StartPlayer, r.Phase, r.Entry)
	}
	solo, err := Start{Names: []string{"Ana"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1, YusufPP: 10}.Record(ed)
	if err != nil {
		t.Fatal(err)
	}
	if p := solo.Game.Players; len(p) != 2 || !p[0].Yusuf() || p[0].PP != 10 || p[1].Dinars != 5 || solo.Game.StartPlayer != 0 {
		t.Errorf("solo players %+v", p)
	}
	if _, err := (Start{Names: []string{"Ana"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1, YusufPP: 7}).Record(ed); err == nil {
		t.Error("Yusuf starting on 7 PP accepted")
	}
	for _, ev := range []Events{{Active: 8}, {Active: 0, Future: 5}, {Active: 8, Future: 15}} {
		if _, err := (Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1, Events: &ev}).Record(ed); err == nil {
			t.Errorf("events %+v accepted: the new-game form asks both, 1 to 14", ev)
		}
	}
	ed.StartDinars[1] = nil
	var unknown *Unknown
	if _, err := (Start{Names: []string{"Ana"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1}).Record(ed); !errors.As(err, &unknown) || unknown.Field != "start_dinars[1]" {
		t.Errorf("a missing starting dinar gives %v", err)
	}
}

// A step waits, without refusing, on the entries it needs: the wish tile,
// the turned-up event, the chosen start player.
func TestConfirmWaitsForEntries(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	step := func(e Entry) {
		t.Helper()
		if r, _, err = r.Confirm(g.ed, e); err != nil {
			t.Fatal(err)
		}
	}
	step(g.entries[0])
	var inc *Incomplete
	if _, _, err := r.Confirm(g.ed, FreshEntry()); !errors.As(err, &inc) || inc.Field != "tile" {
		t.Errorf("the narrator on a wish space without a tile: %v", err)
	}
	for _, e := range g.entries[1:5] {
		step(e)
	}
	if _, _, err := r.Confirm(g.ed, FreshEntry()); !errors.As(err, &inc) || inc.Field != "chosen" {
		t.Errorf("the start player without a choice: %v", err)
	}
	for _, e := range g.entries[5:10] {
		step(e)
	}
	if r.Phase != PhaseEvent {
		t.Fatalf("phase %s", r.Phase)
	}
	if _, _, err := r.Confirm(g.ed, FreshEntry()); !errors.As(err, &inc) || inc.Field != "revealed" {
		t.Errorf("the first event change without the event turned up: %v", err)
	}
}

// The seals counted for the wishes are those held before the tribute of
// the same step [ES L774–778; spec §4]: the tribute starts from them.
func TestWishSealsCarryToTheTribute(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, _ := g.start.Record(g.ed)
	r, _, _ = r.Confirm(g.ed, g.entries[0])
	r, changes, err := r.Confirm(g.ed, g.entries[1])
	if err != nil {
		t.Fatal(err)
	}
	if r.Game.Players[0].Seals != 1 || r.Game.Players[2].Seals != 2 || !slices.Contains(changes, Change{"players[2].seals", 0, 2}) {
		t.Errorf("seals %+v, changes %v", r.Game.Players, changes)
	}
	if r.Game.Players[2].PP != 7 { // tile A1: 1 PP per seal
		t.Errorf("Cai's PP %d, want 5 + 2", r.Game.Players[2].PP)
	}
}

// Holdings corrected to match the table are applied where the state
// still shows the old value, kept where it shows the new one (as the app
// saves them), refused otherwise; a moved paria counter lands on top
// (ruling 10).
func TestCorrections(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, _ := g.start.Record(g.ed)
	r, _, _ = r.Confirm(g.ed, g.entries[0])
	r, _, _ = r.Confirm(g.ed, g.entries[1])
	e := FreshEntry()
	e.Corrected = []Change{{"players[3].pp", 9, 12}}
	if _, _, err := r.Confirm(g.ed, e); err == nil {
		t.Error("a correction from a value the state does not show accepted")
	}
	e.Corrected = []Change{{"players[1].parias", 0, 3}, {"players[3].parias", 0, 3}, {"players[3].pp", 3, 5}}
	next, _, err := r.Confirm(g.ed, e)
	if err != nil {
		t.Fatal(err)
	}
	if l := next.Log[len(next.Log)-1]; !slices.Equal(l.Corrected, e.Corrected) {
		t.Errorf("corrections logged %v", l.Corrected)
	}
	// Dua's counter reached space 3 after Ben's: on top of the stack.
	applied, err := r.Game.applyCorrections(e.Corrected[:2])
	if err != nil || applied.Track[0] != 3 || applied.Track[1] != 1 {
		t.Errorf("track %v, %v", applied.Track, err)
	}
	if again, err := applied.applyCorrections(e.Corrected[:2]); err != nil || !slices.Equal(again.Track, applied.Track) {
		t.Errorf("corrections the state already shows are not kept: %v %v", again.Track, err)
	}
}

// Nothing more can be confirmed once the game has ended.
func TestEndedGameRefusesSteps(t *testing.T) {
	r := loadGame(t, "testdata/game-4p.json").play(t)
	if _, _, err := r.Confirm(testEdition(), FreshEntry()); !errors.Is(err, ErrEnded) {
		t.Errorf("a step after the end: %v", err)
	}
}

// The event change's condition, one place for the step and the screens:
// the symbol, a future event left, at most 2 changes (spec §7).
func TestEventChanges(t *testing.T) {
	s := threePlayers(t) // events 8, future 5
	cases := []struct {
		symbol  bool
		future  int
		changes int
		want    bool
	}{{true, 5, 0, true}, {false, 5, 0, false}, {true, 0, 1, false}, {true, 3, 2, false}, {true, 3, 1, true}}
	for _, c := range cases {
		s.Events.Future, s.Events.Changes = c.future, c.changes
		if got := s.EventChanges(c.symbol); got != c.want {
			t.Errorf("%+v: %v", c, got)
		}
	}
	s.Events = nil
	if s.EventChanges(true) || s.RevealsLastEvent(true) {
		t.Error("a game without events changes its event")
	}
}

// Only the first change turns up the last event (RU L855–857): the one
// condition the step and the screen's question share.
func TestRevealsLastEvent(t *testing.T) {
	s := threePlayers(t) // events 8, future 5
	for _, c := range []struct {
		symbol  bool
		changes int
		want    bool
	}{{true, 0, true}, {false, 0, false}, {true, 1, false}} {
		s.Events.Changes = c.changes
		if got := s.RevealsLastEvent(c.symbol); got != c.want {
			t.Errorf("%+v: %v", c, got)
		}
	}
}

// A solo game run by Yusuf's automa: a step of the end of round waits
// for his turns left in the round [ES L752, L956; spec §6.3], and his wish
// holdings come from his state (ruling 13).
func TestSoloWithYusufsAutoma(t *testing.T) {
	g := loadGame(t, "testdata/game-solo.json")
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	r.Yusuf = &yusuf.State{Version: yusuf.StateVersion, Round: 1, Pile: []int{2, 3}, PP: 10,
		Holdings: yusuf.Holdings{Seals: 1, MinorPoems: []int{3, 4}, MajorPoems: []string{}}}
	var wait *YusufTurns
	if _, _, err := r.Confirm(g.ed, g.entries[0]); !errors.As(err, &wait) || wait.Left != 2 {
		t.Fatalf("income with 2 of Yusuf's turns left: %v", err)
	}
	r.Yusuf.Pile = nil
	r, _, err = r.Confirm(g.ed, g.entries[0])
	if err != nil {
		t.Fatal(err)
	}
	h := r.Holdings()
	if h[0].MinorPoems != 2 || h[0].Seals != 1 || h[1].Seals != 0 {
		t.Errorf("holdings before any entry: %+v", h)
	}
	e := FreshEntry()
	e.Tile = 7 // C2: 2 PP per blue poem; each of his minor poems counts as blue
	next, _, err := r.Confirm(g.ed, e)
	if err != nil {
		t.Fatal(err)
	}
	if pp := next.Game.Players[0].PP; pp != 10+4 {
		t.Errorf("Yusuf's PP %d after C2 with 2 minor poems, want 14", pp)
	}
}

// BenchmarkConfirmTribute is the step a screen recomputes on every
// entry: the tribute of a 4-player game with events.
func BenchmarkConfirmTribute(b *testing.B) {
	g := loadGame(b, "testdata/game-4p.json")
	r, err := Replay(g.ed, g.start, g.entries[:2])
	if err != nil || r.Phase != PhaseTribute {
		b.Fatal(r.Phase, err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := r.Confirm(g.ed, g.entries[2]); err != nil {
			b.Fatal(err)
		}
	}
}

// Continue takes a record the app saved on from its step, and refuses one
// its check refuses.
func TestContinueASavedRecord(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, err := Replay(g.ed, g.start, g.entries[:7])
	if err != nil {
		t.Fatal(err)
	}
	done, err := Continue(g.ed, r, g.entries[7:])
	if err != nil || done.Phase != PhaseEnded {
		t.Fatalf("phase %s, %v", done.Phase, err)
	}
	if whole := g.play(t); mustJSON(t, whole) != mustJSON(t, done) {
		t.Error("a game continued from round 2 ends otherwise than played at once")
	}
	r.Game.Narrator = 9
	if _, err := Continue(g.ed, r, nil); err == nil {
		t.Error("a record on space 9 continued")
	}
}

// An entered value no step could take is a *BadEntry naming its field in
// the entry, so that a file's mistake is told apart from a step's refusal.
func TestBadEntryNamesTheField(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		edit  func(*Entry)
		field string
	}{
		{func(e *Entry) { e.Tile = 40 }, "tile"},
		{func(e *Entry) { e.Income = []int{1, 2} }, "income"},
		{func(e *Entry) { e.Income = []int{1, -2, 0, 0} }, "income[1]"},
		{func(e *Entry) { e.Income = []int{0, 0, math.MaxInt, 0} }, "income[2]"}, // dinars would overflow
		{func(e *Entry) { e.Chosen = 4 }, "chosen"},
		{func(e *Entry) { e.Pays = []*sabika.Payment{nil, nil, {PP: -1}, nil} }, "pays[2].pp"},
		{func(e *Entry) { e.Pays = []*sabika.Payment{nil, {Seals: 10}, nil, nil} }, "pays[1].seals"},
		{func(e *Entry) { e.Corrected = []Change{{"narrator", 1, 2}} }, "corrected[0].path"},
		{func(e *Entry) { e.Rankings = []Ranking{{Owner: 9, Values: []int{1, 1, 1, 1}}} }, "rankings[0].owner"},
		{func(e *Entry) { e.Rankings = []Ranking{{Owner: 0, Values: []int{1, 1, 100001, 1}}} }, "rankings[0].values[2]"},
		// Every value is bounded where it is entered (issue 28, item 3).
		{func(e *Entry) {
			e.Corrected = []Change{{"players[0].pp", 5, 6}, {"players[1].dinars", 5, 6}, {"players[2].parias", 0, -1}}
		}, "corrected[2].new"},
		{func(e *Entry) { e.Corrected = []Change{{"players[3].seals", 0, 10}} }, "corrected[0].new"},
		{func(e *Entry) { e.Corrected = []Change{{"players[3].pp", math.MaxInt, 5}} }, "corrected[0].old"},
		{func(e *Entry) { e.Final = make([]FinalAnswer, 4); e.Final[0].Buildings = 100001 }, "final[0].buildings"},
		{func(e *Entry) { e.Final = make([]FinalAnswer, 4); e.Final[1].Trade = math.MaxInt }, "final[1].trade"},
		{func(e *Entry) { e.Final = make([]FinalAnswer, 4); e.Final[2].Goods = 25 }, "final[2].goods"},
		{func(e *Entry) { e.Final = make([]FinalAnswer, 4); e.Final[3].PoemPP = []int{1, 100001} }, "final[3].poem_pp[1]"},
		{func(e *Entry) {
			e.Final = make([]FinalAnswer, 4)
			e.Final[3].YusufPoems = []yusuf.PoemScore{{Code: "A3", PerTrio: math.MaxInt}}
		}, "final[3].yusuf_poems[0].per_trio"},
		{func(e *Entry) { e.Holdings = make([]sabika.WishHoldings, 4); e.Holdings[1].Seals = 10 }, "holdings[1].seals"},
		{func(e *Entry) { e.Chosen = 1 }, "chosen"}, // the income step's: an entry out of step
		{func(e *Entry) { e.Tile = 0 }, "tile"},
	}
	for _, c := range cases {
		e := FreshEntry()
		c.edit(&e)
		var bad *BadEntry
		if _, _, err := r.Confirm(g.ed, e); !errors.As(err, &bad) || bad.Field != c.field {
			t.Errorf("want a bad entry at %s, got %v", c.field, err)
		}
	}
}

// The stacks step takes the order the players corrected to match the
// board (ruling 10): it is logged, and the counter on top of the leading
// stack chooses the next start player (ES L821–825); an order the parias
// contradict is a bad entry.
func TestStacksCorrectedOrder(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, err := Replay(g.ed, g.start, g.entries[:15]) // round 3: Ana and Dua share space 1
	if err != nil || r.Phase != PhaseStacks {
		t.Fatalf("phase %s, %v", r.Phase, err)
	}
	shown := r.Game.Track
	if r.Game.Players[shown[0]].Parias != 1 || r.Game.Players[shown[1]].Parias != 1 {
		t.Fatalf("no stack of two on top: track %v, players %+v", shown, r.Game.Players)
	}
	e := FreshEntry()
	e.Track = shown.Clone()
	e.Track[0], e.Track[1] = shown[1], shown[0]
	next, changes, err := r.Confirm(g.ed, e)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(next.Game.Track, e.Track) || !slices.Contains(changes, Change{"track[0]", shown[0], shown[1]}) {
		t.Errorf("track %v, changes %v", next.Game.Track, changes)
	}
	e.Track = shown.Clone()
	e.Track[0], e.Track[2] = shown[2], shown[0] // a counter on 0 above one on 1
	var bad *BadEntry
	if _, _, err := r.Confirm(g.ed, e); !errors.As(err, &bad) || bad.Field != "track" {
		t.Errorf("a track the parias contradict: %v", err)
	}
}

// A start from a setup code keeps the code as the setup writes it, as the
// new-game form does, however it was typed.
func TestStartKeepsTheSetupsCode(t *testing.T) {
	r, err := Start{Code: " 11r3-xyj1-1g09-8y2k ", Names: []string{"Ana", "Ben"}}.Record(testEditionWithDinars())
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != "11R3-XYJ1-1G09-8Y2K" {
		t.Errorf("code %q", r.Code)
	}
	if err := r.Check(); err != nil {
		t.Error(err)
	}
}

// The end of a solo game run by Yusuf's automa scores his major poems
// from his state as his cards print them (A3: PP per trio of 2 minor
// poems and 1 major, ES L1161) in place of any PP typed for his seat, and
// counts his buildings from his state for the tie-break (spec §6.9).
func TestSoloFinalWithYusufsAutoma(t *testing.T) {
	g := loadGame(t, "testdata/game-solo.json")
	last := len(g.entries) - 1
	r, err := Replay(g.ed, g.start, g.entries[:last])
	if err != nil || r.Phase != PhaseFinal {
		t.Fatalf("phase %s, %v", r.Phase, err)
	}
	byHand, _, err := r.Confirm(g.ed, g.entries[last])
	if err != nil {
		t.Fatal(err)
	}
	r.Yusuf = &yusuf.State{Version: yusuf.StateVersion, Round: 5, PP: r.Game.Players[0].PP,
		Holdings: yusuf.Holdings{MajorPoems: []string{"A3"}, MinorPoems: []int{1, 2, 3, 4}, MinorBuildings: []string{"garden", "tower"}}}
	e := g.entries[last].Clone()
	e.Final[0].YusufPoems = []yusuf.PoemScore{{Code: "A3", PerTrio: 3}}
	next, _, err := r.Confirm(g.ed, e)
	if err != nil {
		t.Fatal(err)
	}
	// By hand his seat typed 6 PP of poems; his automa's A3 pays 3 × 1 trio.
	if got, want := next.Result.Players[0].Points.Poems, 3; got != want || byHand.Result.Players[0].Points.Poems != 6 {
		t.Errorf("Yusuf's poems %d (by hand %d), want %d", got, byHand.Result.Players[0].Points.Poems, want)
	}
	if got := next.Result.Players[0].Total; got != byHand.Result.Players[0].Total-3 {
		t.Errorf("Yusuf's total %d, by hand %d", got, byHand.Result.Players[0].Total)
	}
	if a := next.Answers()[0]; a.Buildings != 2 || a.PoemPP != nil {
		t.Errorf("Yusuf's answers from his state: %+v", a)
	}
	// A code typed in lower case is his poem all the same.
	e.Final[0].YusufPoems = []yusuf.PoemScore{{Code: "a3", PerTrio: 3}}
	lower, _, err := r.Confirm(g.ed, e)
	if err != nil || lower.Result.Players[0].Points.Poems != 3 {
		t.Errorf("poem a3: %v, %+v", err, lower.Result)
	}
	// A poem he does not hold is refused, not dropped.
	e.Final[0].YusufPoems = []yusuf.PoemScore{{Code: "B1", PP: 5}}
	if _, _, err := r.Confirm(g.ed, e); err == nil {
		t.Error("a poem Yusuf does not hold was scored or ignored")
	}
}

// Yusuf's state is never in a round the game has not reached: his next
// round starts on his first turn after the record's end of round.
func TestYusufRoundNotAhead(t *testing.T) {
	g := loadGame(t, "testdata/game-solo.json")
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	r.Yusuf = &yusuf.State{Version: yusuf.StateVersion, Round: 2, Holdings: yusuf.Holdings{MajorPoems: []string{}}}
	if err := r.Check(); err == nil || !strings.HasPrefix(err.Error(), "yusuf.round") {
		t.Errorf("Yusuf in round 2 while the game is in round 1: %v", err)
	}
	r.Yusuf.Round = 1
	if err := r.Check(); err != nil {
		t.Errorf("Yusuf in round 1: %v", err)
	}
}

// A start with a wish letter twice is refused with ErrWishLetters, which
// a screen words in the player's language.
func TestWishLettersErrorIsTyped(t *testing.T) {
	st := Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "A", "C"}, TradeCard: 1}
	if _, err := st.Record(testEditionWithDinars()); !errors.Is(err, ErrWishLetters) {
		t.Errorf("wishes A, A, C: %v", err)
	}
}

// The harder solo game, Yusuf starting at 10 PP [ES L1170], is kept as
// the start chose it, not read from his PP, which the game changes; a
// record saved before it was kept reads as it did then.
func TestYusufTenPPKept(t *testing.T) {
	ed := testEditionWithDinars()
	for _, pp := range []int{5, 10} {
		r, err := Start{Names: []string{"Ana"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1, YusufPP: pp}.Record(ed)
		if err != nil {
			t.Fatal(err)
		}
		if r.YusufPP != pp || r.YusufTenPP() != (pp == 10) {
			t.Errorf("start at %d: kept %d, ten PP %v", pp, r.YusufPP, r.YusufTenPP())
		}
		r.Game.Players[0].PP = 15 - pp // his PP changed before he was set up
		if r.YusufTenPP() != (pp == 10) {
			t.Errorf("start at %d: ten PP %v once his PP is %d", pp, r.YusufTenPP(), r.Game.Players[0].PP)
		}
		old := r
		old.YusufPP = 0 // saved before the start's choice was kept
		if old.YusufTenPP() != (old.Game.Players[0].PP == 10) {
			t.Errorf("an old record at %d PP reads ten PP %v", old.Game.Players[0].PP, old.YusufTenPP())
		}
	}
	r, err := Start{Names: []string{"Ana", "Ben"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1}.Record(ed)
	if err != nil || r.YusufPP != 0 || r.YusufTenPP() {
		t.Errorf("a game without Yusuf: %d, %v", r.YusufPP, err)
	}
	r.YusufPP = 10
	if err := r.Check(); err == nil {
		t.Error("Yusuf's starting PP in a game without him accepted")
	}
}

// A name given twice is refused with ErrNameTwice, for a screen to word.
func TestNameTwiceErrorIsTyped(t *testing.T) {
	st := Start{Names: []string{"Ana", "Ana"}, Wishes: [3]string{"A", "B", "C"}, TradeCard: 1}
	if _, err := st.Record(testEditionWithDinars()); !errors.Is(err, ErrNameTwice) || !strings.HasPrefix(err.Error(), "names[1]") {
		t.Errorf("Ana twice: %v", err)
	}
}

// changed edits the first change of path in a record's log to v.
func changed(path string, v int) func(r *Record) {
	return func(r *Record) {
		for i := range r.Log {
			for k, c := range r.Log[i].Changes {
				if c.Path == path {
					r.Log[i].Changes[k].New = v
					return
				}
			}
		}
		panic("no change of " + path)
	}
}

// A record's result and log are derived from its entries: a doctored
// record (a winner, a total, a round of the log, a change, the trade
// card, an answer) is refused by Check, and so by Continue and the app's
// list (issue 28, item 1). The error is a *BadRecord naming the field, so
// that no caller reads the field back from the message (review, item 4).
func TestDoctoredRecordRefused(t *testing.T) {
	raw, err := os.ReadFile("testdata/game-4p.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var whole Record
	if err := json.Unmarshal(raw, &whole); err != nil {
		t.Fatal(err)
	}
	if err := whole.Check(); err != nil {
		t.Fatalf("the record as saved: %v", err)
	}
	cases := []struct {
		name   string
		edit   func(r *Record)
		prefix string
	}{
		{"a winner other than the scores'", func(r *Record) { r.Result.Winners = []int{2} }, "result.winners"},
		{"a tie not made by the scores", func(r *Record) { r.Result.Winners = []int{1, 3} }, "result.winners"},
		{"a total of 999999", func(r *Record) { r.Result.Players[0].Total = 999999 }, "result.players[0]"},
		{"a total of -100000000", func(r *Record) { r.Result.Players[3].Total = -100000000 }, "result.players[3]"},
		{"a total and the PP doctored together", func(r *Record) { r.Result.Players[0].Total += 10; r.Game.Players[0].PP += 10 }, "game.players[0].pp"},
		{"points that do not add up", func(r *Record) { r.Result.Players[1].Points.Wishes += 3 }, "result.players[1]"},
		{"points out of range", func(r *Record) { r.Result.Players[1].Points.Poems = math.MaxInt }, "result.players[1]"},
		{"a trade card's points not its answer", func(r *Record) {
			r.Result.Players[2].Points.Trade++
			r.Result.Players[2].Points.Wishes--
		}, "result.players[2]"},
		{"log[0].round -1", func(r *Record) { r.Log[0].Round = -1 }, "log[0]"},
		{"log[0].round -2^63", func(r *Record) { r.Log[0].Round = math.MinInt }, "log[0]"},
		{"a step left out of the log", func(r *Record) { r.Log = slices.Delete(r.Log, 3, 4) }, "log"},
		{"a step twice in the log", func(r *Record) { r.Log = slices.Insert(r.Log, 3, r.Log[3]) }, "log"},
		{"a change of an unknown path", func(r *Record) { r.Log[1].Changes[0].Path = "players[0].gold" }, "log[1].changes[0]"},
		{"a change out of range", func(r *Record) { r.Log[1].Changes[0].New = math.MaxInt }, "log[1].changes[0]"},
		{"a change that does not follow", func(r *Record) { r.Log[0].Changes[0].New++ }, "log["},
		{"game.trade_card -1", func(r *Record) { r.Game.TradeCard = -1 }, "game.trade_card"},
		{"entry.final[1].trade 2^63-1", func(r *Record) { r.Entry.Final[1].Trade = math.MaxInt }, "entry.final[1].trade"},
		// Review, item 5: every path's values are bounded, not only the
		// holdings chained through the log.
		{"the narrator to space 99999", changed("narrator", 99999), "log["},
		{"the narrator to space 0", changed("narrator", 0), "log["},
		{"the start player a fifth player", changed("start_player", 4), "log["},
		{"a tower of 4 tiles", changed("tower", 4), "log["},
		{"event tile 15", changed("events.active", 15), "log["},
		{"a track place that is no player", changed("track[0]", 7), "log["},
		{"10 seals", changed("players[0].seals", 10), "log["},
	}
	for _, c := range cases {
		r := whole.Clone()
		c.edit(&r)
		var bad *BadRecord
		if err := r.Check(); !errors.As(err, &bad) || !strings.HasPrefix(bad.Field, c.prefix) {
			t.Errorf("%s: want a *BadRecord at %s, got %v", c.name, c.prefix, err)
		}
	}
}

// Yusuf starts with his start city's seal [ES L934; spec §6.3], by hand
// and from a setup code alike, as his automa's state does (issue 28,
// item 7).
func TestYusufStartsWithHisSeal(t *testing.T) {
	g := loadGame(t, "testdata/game-solo.json")
	starts := []Start{g.start, {Code: "111X-P488-QKVH-F231", Names: []string{"Ana"}}}
	for _, s := range starts {
		r, err := s.Record(g.ed)
		if err != nil {
			t.Fatal(err)
		}
		seat := r.YusufSeat()
		if seat < 0 || r.Game.Players[seat].Seals != data.YusufStartSeals {
			t.Errorf("%+v: Yusuf's seat %+v", s, r.Game.Players)
		}
	}
}

// A step whose sums pass the bounds of a state is refused, never saved
// for the next step to refuse (issue 28, item 2): income onto 100,000
// dinars.
func TestStepPastTheBoundsRefused(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	r, err := g.start.Record(g.ed)
	if err != nil {
		t.Fatal(err)
	}
	r.Game.Players[1].Dinars = sabika.MaxQuantity
	r.Log = nil
	e := FreshEntry()
	e.Income = []int{0, 1, 0, 0}
	if _, _, err := r.Confirm(g.ed, e); err == nil || !strings.Contains(err.Error(), "dinars") {
		t.Errorf("income onto %d dinars: %v", sabika.MaxQuantity, err)
	}
}

// A start's refusal is a *BadStart naming its field in the start; names
// equal but for case or the spaces around them are one player to the
// history (scoring/history Keep), so they are refused at the start
// (issue 28, item 6).
func TestBadStartNamesTheField(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	cases := []struct {
		edit  func(*Start)
		field string
		twice bool
		// seat and at are where the refusal's message points, for a
		// screen to show it beside that field.
		seat int
		at   string
	}{
		{func(s *Start) { s.Names = []string{"Ana", "ana", "Cai", "Dua"} }, "names[1]", true, 2, "names"},
		{func(s *Start) { s.Names = []string{"Ana", "Ben", "Ana ", "Dua"} }, "names[2]", true, 3, "names"},
		{func(s *Start) { s.Names = []string{"Ana", "Ben", "Cai", " BEN"} }, "names[3]", true, 4, "names"},
		{func(s *Start) { s.Names = []string{"Ana", "", "Cai", "Dua"} }, "names[1]", true, 2, "names"},
		{func(s *Start) { s.Names[0] = strings.Repeat("я", 41) }, "names[0]", false, 1, "names"},
		{func(s *Start) { s.Names = nil }, "names", false, 0, "names"},
		{func(s *Start) { s.StartPlayer = 4 }, "start_player", false, 0, "start_player"},
		{func(s *Start) { s.TradeCard = 0 }, "trade_card", false, 0, "trade_card"},
		{func(s *Start) { s.TradeCard = 9 }, "trade_card", false, 0, "trade_card"},
		{func(s *Start) { s.Wishes = [3]string{"A", "A", "C"} }, "wishes", false, 0, "wishes"},
		{func(s *Start) { s.Events = &Events{Active: 3, Future: 3} }, "events", false, 0, "events"},
		{func(s *Start) { s.Events = &Events{Active: 15, Future: 3} }, "events.active", false, 0, "events.active"},
		{func(s *Start) { s.Events = &Events{Active: 3, Future: 0} }, "events.future", false, 0, "events.future"},
		{func(s *Start) { s.YusufPP = 10 }, "yusuf_pp", false, 0, "yusuf_pp"},
	}
	for _, c := range cases {
		s := g.start
		s.Names = slices.Clone(g.start.Names)
		c.edit(&s)
		_, err := s.Record(g.ed)
		var bad *BadStart
		if !errors.As(err, &bad) || bad.Field != c.field || errors.Is(err, ErrNameTwice) != c.twice {
			t.Errorf("want a bad start at %s, got %v", c.field, err)
		}
		if m, ok := message.Of(err); !ok || m.Seat != c.seat || m.Field != c.at {
			t.Errorf("%s: the message points at seat %d, field %q; want %d, %q", c.field, m.Seat, m.Field, c.seat, c.at)
		}
	}
}

// TestRoundEndPhasesNumberEachStepOnce: the steps of an end of round are
// six with events and five without, each once, in the rulebook's order
// (spec §2.4), and they are the steps Steps lists for each round.
func TestRoundEndPhasesNumberEachStepOnce(t *testing.T) {
	for _, events := range []bool{true, false} {
		phases := RoundEndPhases(events)
		want := 5
		if events {
			want = 6
		}
		if len(phases) != want || slices.Contains(phases, PhaseEvent) != events {
			t.Errorf("events %v: %v", events, phases)
		}
		for k, p := range phases {
			if slices.Index(phases, p) != k {
				t.Errorf("events %v: %s twice", events, p)
			}
		}
		if got := Steps(events)[:len(phases)]; !slices.EqualFunc(got, phases, func(l Logged, p Phase) bool { return l.Round == 1 && l.Phase == p }) {
			t.Errorf("events %v: round 1's steps %v, phases %v", events, got, phases)
		}
	}
}
