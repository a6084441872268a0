package yusufturn

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/scoring/sabika/yusuf"
)

// A whole solo game of 5 rounds played by tapping (the start player
// after each round, the +2 PP when Ana consolidates where he had), then
// the end of the game: Yusuf's seat asks only the trade card and what his poems' cards
// print (A3 per trio, C3 per balance), the engine scores his poems from
// his state, and the breakdown shows his score beside Ana's with the
// winner.
func TestWholeSoloGameEndsWithHisScore(t *testing.T) {
	w := openScreen(t, testEdition(true), desktop)
	startGame(t, w)
	for round := 1; round <= 5; round++ {
		for turn := 1; turn <= 4; turn++ {
			playTurnPoems(t, w, turn, round*7+turn)
		}
		if round == 2 { // Ana consolidates in his first city: he gets 2 PP [ES L1071]
			before := savedGame(t).Yusuf.PP
			uitest.Tap(t, w.Content(), "Test-city · Yusuf +2 PP")
			if r := savedGame(t); r.Yusuf.PP != before+2 || r.Game.Players[r.YusufSeat()].PP != before+2 {
				t.Fatalf("the consolidation gave him %d PP, his seat %d, from %d", r.Yusuf.PP, r.Game.Players[r.YusufSeat()].PP, before)
			}
		}
		if round < 5 {
			endRound(t, w, round)
			checkStartPlayer(t, w, round)
		}
	}
	if !has(w, "Yusuf's last 4 turns are played") || has(w, "Major poem 1 (PP on the card)") {
		t.Fatalf("the end of the game does not take his seat from his state: %v", uitest.Texts(w.Content()))
	}
	test.Tap(uitest.RadioOption(t, w.Content(), "C1"))
	r := savedGame(t)
	h := r.Yusuf.Holdings
	// His holdings for the wishes are there without a tap.
	if got := labelled(t, w.Content(), "City with presence", r.YusufSeat()).Text; got != fmt.Sprint(len(h.Cities)) {
		t.Fatalf("his cities with presence show %q, he has %d", got, len(h.Cities))
	}
	t.Logf("his major poems %v, minor poems %v, minor buildings %v", h.MajorPoems, h.MinorPoems, h.MinorBuildings)
	uitest.TypeInto(labelled(t, w.Content(), "Trade card PP", r.YusufSeat()), "3")
	want, lines := 3, []string{}
	for _, code := range h.MajorPoems {
		switch yusuf.PoemKind(code) {
		case yusuf.PoemByTrio:
			uitest.TypeInto(labelledPrefix(t, w.Content(), code+": PP per trio"), "4")
			want += 4 * h.Trios()
			lines = append(lines, fmt.Sprintf("%s: %d trios × 4 PP = %d PP", code, h.Trios(), 4*h.Trios()))
		case yusuf.PoemByBalance:
			uitest.TypeInto(labelledPrefix(t, w.Content(), code+": PP per architectural balance"), "2")
			want += 2 * h.Balances()
			lines = append(lines, fmt.Sprintf("%s: %d balances × 2 PP = %d PP", code, h.Balances(), 2*h.Balances()))
		default:
			uitest.TypeInto(labelledPrefix(t, w.Content(), code+": the PP it gives him"), "5")
			want += 5
			lines = append(lines, code+": 5 PP")
		}
	}
	confirmStep(t, w, "Score the end of the game")
	for _, line := range lines {
		if !has(w, line) {
			t.Fatalf("the breakdown does not explain %q: %v", line, uitest.Texts(w.Content()))
		}
	}
	r = savedGame(t)
	if r.Result == nil {
		t.Fatalf("the game did not end: %v", uitest.Texts(w.Content()))
	}
	seat := r.YusufSeat()
	got := r.Result.Players[seat].Points
	if got.Poems+got.Trade != want || got.Seals != h.Seals || r.Entry.Final[seat].Buildings != h.Buildings() {
		t.Fatalf("his final points %+v (buildings %d), want poems + trade %d, seals %d, buildings %d",
			got, r.Entry.Final[seat].Buildings, want, h.Seals, h.Buildings())
	}
	if !has(w, "wins") && !has(w, "share the victory") {
		t.Fatalf("no winner shown: %v", uitest.Texts(w.Content()))
	}
}

// playTurnPoems plays a turn as playTurn does; his major poems are A3,
// then C3, so the end of the game meets both clarifications.
func playTurnPoems(t *testing.T, w fyne.Window, turn, n int) {
	t.Helper()
	uitest.Tap(t, w.Content(), fmt.Sprintf("Yusuf's turn (%d of 4)", turn))
	for i := 0; button(w, "Done") == nil; i++ {
		if i > 6 {
			t.Fatalf("turn %d does not end: %v", turn, uitest.Texts(w.Content()))
		}
		if has(w, "Which major poem does he carve?") {
			code := "A3"
			if len(savedGame(t).Yusuf.Holdings.MajorPoems) > 0 {
				code = "C3"
			}
			uitest.TypeInto(uitest.Entries(w.Content())[0], code)
			uitest.Tap(t, w.Content(), "Confirm")
			continue
		}
		answer(t, w, n+i)
	}
	uitest.Tap(t, w.Content(), "Done")
}

// checkStartPlayer checks the record's next round against spec §6.7:
// Yusuf starts when his paria counter is most advanced.
func checkStartPlayer(t *testing.T, w fyne.Window, round int) {
	t.Helper()
	r := savedGame(t)
	ana, him := r.Game.Players[0], r.Game.Players[r.YusufSeat()]
	if him.Parias > ana.Parias && r.Game.StartPlayer != r.YusufSeat() {
		t.Fatalf("after round %d Yusuf has %d parias, Ana %d, yet %d starts", round, him.Parias, ana.Parias, r.Game.StartPlayer)
	}
}

// labelled is the n-th number field beside a label reading text.
func labelled(t *testing.T, root fyne.CanvasObject, text string, n int) *widget.Entry {
	t.Helper()
	found := fieldsBy(root, func(l string) bool { return l == text })
	if n >= len(found) {
		t.Fatalf("no field %d labelled %q among %v", n, text, uitest.Texts(root))
	}
	return found[n]
}

// labelledPrefix is the one number field beside a label starting prefix.
func labelledPrefix(t *testing.T, root fyne.CanvasObject, prefix string) *widget.Entry {
	t.Helper()
	found := fieldsBy(root, func(l string) bool { return strings.HasPrefix(l, prefix) })
	if len(found) != 1 {
		t.Fatalf("%d fields labelled %q… among %v", len(found), prefix, uitest.Texts(root))
	}
	return found[0]
}

// fieldsBy are the fields of the label-and-field rows whose label matches.
func fieldsBy(root fyne.CanvasObject, match func(string) bool) []*widget.Entry {
	var found []*widget.Entry
	uitest.Walk(root, func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return
		}
		if l, ok := c.Objects[0].(*widget.Label); ok && match(l.Text) {
			if es := uitest.Entries(c.Objects[1]); len(es) > 0 {
				found = append(found, es[0])
			}
		}
	})
	return found
}

// The record's end of round waits for Yusuf: while turns of his are left
// in the round its confirm cannot be tapped and the step says how many;
// after his 4th turn it can, and in the next round it waits again.
func TestEndOfRoundWaitsForHisTurns(t *testing.T) {
	w := openScreen(t, testEdition(true), phone)
	startGame(t, w)
	for turn := 1; turn <= 4; turn++ {
		b := button(w, "Confirm this step")
		if b == nil || !b.Disabled() || !has(w, fmt.Sprintf("Yusuf still has %d turn", 5-turn)) {
			t.Fatalf("before his turn %d the end of round does not wait: %v", turn, uitest.Texts(w.Content()))
		}
		playTurn(t, w, turn, turn)
	}
	endRound(t, w, 1)
	if b := button(w, "Confirm this step"); b == nil || !b.Disabled() || !has(w, "Yusuf still has 4 turns") {
		t.Fatalf("round 2's end does not wait for his turns: %v", uitest.Texts(w.Content()))
	}
}
