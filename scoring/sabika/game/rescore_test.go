package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"

	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// TestDoctoredResultRescored: an ended record's result is scored again
// from its own final entry, so that a result edited with its log, totals
// and winners all together is refused, naming the first field that
// differs (issue 28 review, item 1: both were continued, exit 0).
func TestDoctoredResultRescored(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	raw, err := os.ReadFile("testdata/game-4p.record.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved Record
	if err := json.Unmarshal(raw, &saved); err != nil {
		t.Fatal(err)
	}
	pp := func(r *Record, i, v int) { // player i's PP, consistently
		last := &r.Log[len(r.Log)-1]
		for k, c := range last.Changes {
			if c.Path == fmt.Sprintf("players[%d].pp", i) {
				last.Changes[k].New = v
			}
		}
		r.Result.Players[i].Points.Poems += v - r.Game.Players[i].PP
		r.Game.Players[i].PP, r.Result.Players[i].Total = v, v
	}
	for _, c := range []struct {
		name, field string
		doctor      func(r *Record)
	}{
		{"as saved", "", func(*Record) {}},
		{"a point moved from wishes to poems", "result.players[0].points.wishes", func(r *Record) {
			r.Result.Players[0].Points.Wishes--
			r.Result.Players[0].Points.Poems++
		}},
		{"40 PP to Cai with the log, the total, the poems and the winners", "result.players[2].points.poems", func(r *Record) {
			pp(r, 2, 40)
			r.Result.Winners = []int{2}
		}},
	} {
		r := saved.Clone()
		c.doctor(&r)
		if err := r.Check(); err != nil {
			t.Fatalf("%s: the record's own check refuses it: %v", c.name, err)
		}
		_, err := Continue(g.ed, r, nil)
		var bad *BadRecord
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.field != "" && (!errors.As(err, &bad) || bad.Field != c.field):
			t.Errorf("%s: %v, want a *BadRecord at %s", c.name, err, c.field)
		}
	}
}

// TestEntryOutOfStepWithShownCorrection: continuing an app record whose
// state already shows a correction typed at the step in progress, with an
// entry that leaves it out, is a *BadEntry naming "corrected" (issue 28
// review, item 3: it was a step's refusal, the CLI's exit 3); given back,
// the correction is taken.
func TestEntryOutOfStepWithShownCorrection(t *testing.T) {
	g := loadGame(t, "testdata/game-4p.json")
	raw, err := os.ReadFile("testdata/app-games.json")
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Data struct {
			Records []Record `json:"records"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &saved); err != nil {
		t.Fatal(err)
	}
	r := saved.Data.Records[1]
	if len(r.Entry.Corrected) == 0 {
		t.Fatal("records[1] has no correction typed in the app")
	}
	_, err = Continue(g.ed, r, []Entry{FreshEntry()})
	var bad *BadEntry
	if !errors.As(err, &bad) || bad.Field != "corrected" {
		t.Errorf("an entry without the shown correction: %v, want a *BadEntry at corrected", err)
	}
	back := FreshEntry()
	back.Corrected = r.Entry.Clone().Corrected
	if _, err := Continue(g.ed, r, []Entry{back}); err != nil {
		t.Errorf("the app's entry given back: %v", err)
	}
}

// TestEndedRecordsRescoreAsScored: a game ended by Confirm is scored again
// to its own result, the solo game with Yusuf's automa included (his
// poems from his state), so Continue takes every record the app ends.
func TestEndedRecordsRescoreAsScored(t *testing.T) {
	for _, file := range []string{"testdata/game-4p.json", "testdata/game-solo.json"} {
		g := loadGame(t, file)
		last := len(g.entries) - 1
		r, err := Replay(g.ed, g.start, g.entries[:last])
		if err != nil {
			t.Fatal(err)
		}
		ended, _, err := r.Confirm(g.ed, g.entries[last])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Continue(g.ed, ended, nil); err != nil {
			t.Errorf("%s: %v", file, err)
		}
		if r.YusufSeat() < 0 {
			continue
		}
		r.Yusuf = &yusuf.State{Version: yusuf.StateVersion, Round: 5, PP: r.Game.Players[0].PP,
			Holdings: yusuf.Holdings{MajorPoems: []string{"A3"}, MinorPoems: []int{1, 2, 3, 4}, MinorBuildings: []string{"garden", "tower"}}}
		e := g.entries[last].Clone()
		e.Final[0].YusufPoems = []yusuf.PoemScore{{Code: "A3", PerTrio: 3}}
		byAutoma, _, err := r.Confirm(g.ed, e)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Continue(g.ed, byAutoma, nil); err != nil {
			t.Errorf("%s with Yusuf's automa: %v", file, err)
		}
	}
}
