package webtest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"arrayan.io/arrayan/data/sabika/edition"
	sabika "arrayan.io/arrayan/scoring/sabika/game"
)

// recordWishTiles answers, as a player reading each tile would, the
// question "Which elements does wish tile … show" that B's copy of Sabika
// asks once for each wish tile of the tower it has not recorded yet: one
// element, Seal, with the PP the tile prints (pp, a made-up test value,
// per tile in turn). It returns how many tiles were recorded.
func recordWishTiles(t *testing.T, p page, pp []int) int {
	t.Helper()
	n := 0
	for ; ; n++ {
		time.Sleep(time.Second) // the next question drawn, if any
		if !shows(t, p, "~Which elements does wish tile") {
			return n
		}
		if n == len(pp) {
			t.Fatalf("still asked for a wish tile's elements after %d tiles", n)
		}
		question := waitFor(t, p, "", "~Which elements does wish tile").Text
		tapOn(t, p, "", "select:What it counts")
		tapOn(t, p, "", "Seal")
		fillBeside(t, p, "~Which elements does wish tile", "PP", strconv.Itoa(pp[n]))
		time.Sleep(doubleTapWait)
		tapOn(t, p, "", "Record this tile")
		waitUntil(t, p, "the tile recorded", func(s screen) bool {
			w, ok := s.lookup("", "~Which elements does wish tile")
			return !ok || w.Text != question
		})
	}
}

// fillBeside fills, with text, the field on the row of the label named
// label: the first such label below the widget named under ("" anywhere),
// swiped to (to what is below) when not on screen. It taps the field,
// waits until it has the keyboard's focus, types text and waits until the
// field shows it.
func fillBeside(t *testing.T, p page, under, label, text string) {
	t.Helper()
	field := swipeTo(t, p, label, func(s screen) (widget, bool, bool) {
		l, ok := s.lookup(under, "label:"+label)
		if !ok {
			return widget{}, false, true
		}
		f, ok := entryOnRow(s, l)
		return f, ok, true
	})
	typeInto(t, p, field, text)
}

// inCard finds the control named text (see named) in the card of the
// player named name, the index of players: the control whose nearest
// heading above names that player. When it is not on screen, it is below
// when the screen shows an earlier player's card (or none), above when it
// shows a later one.
func inCard(players []string, name, text string) func(screen) (widget, bool, bool) {
	want := slices.Index(players, name)
	return func(s screen) (widget, bool, bool) {
		shown := -1
		for _, it := range s.Items {
			owner := slices.Index(players, ownerAbove(s, players, it))
			if owner == want && it.Kind != "text" && named(it, text) {
				if it.Kind == "label" {
					f, ok := entryOnRow(s, it)
					return f, ok, true
				}
				return it, true, true
			}
			shown = max(shown, owner)
		}
		return widget{}, false, shown <= want
	}
}

// fillForPlayer fills, with text, the field on the row of the label named
// label in the card of the player named name (inCard).
func fillForPlayer(t *testing.T, p page, players []string, name, label, text string) {
	t.Helper()
	typeInto(t, p, swipeTo(t, p, name+": "+label, inCard(players, name, "label:"+label)), text)
}

// ownerAbove is the player's name of players nearest above w on s ("" none).
func ownerAbove(s screen, players []string, w widget) string {
	owner, y := "", -1e9
	for _, it := range s.Items {
		if it.Kind == "label" && slices.Contains(players, it.Text) && it.Y < w.Y && it.Y > y {
			owner, y = it.Text, it.Y
		}
	}
	return owner
}

// entryOnRow is the field right of the label l on its row.
func entryOnRow(s screen, l widget) (widget, bool) {
	_, my := l.middle()
	for _, it := range s.Items {
		if it.Kind == "entry" && it.X > l.X && it.Y <= my && it.Y+it.H >= my {
			return it, true
		}
	}
	return widget{}, false
}

// swipeTo waits until find finds the control named what whole on the
// phone's screen, below the top bar and above the step's button pinned at
// the bottom, at the same place in two looks; until then it swipes a
// little at a time toward it (find's third result: below), the other way
// once the page ends.
func swipeTo(t *testing.T, p page, what string, find func(screen) (w widget, ok, below bool)) widget {
	t.Helper()
	c, ok := p.(*chromiumPage)
	if !ok {
		t.Fatalf("no quick swipe in %s", p.Engine())
	}
	var last screen
	turned := false
	for range 30 {
		s, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		w, ok, below := find(s)
		if ok && !w.Cut && w.Y >= 60 && w.Y+w.H <= float64(p.View().height)-110 {
			time.Sleep(300 * time.Millisecond)
			if again, err := visible(p); err == nil {
				if w2, ok, _ := find(again); ok && w2 == w {
					return w
				}
			}
			continue
		}
		if turned {
			below = !below
		}
		y0, y1 := 550.0, 350.0 // to what is below
		if ok {
			below = w.Y > 60
		}
		if !below {
			y0, y1 = y1, y0
		}
		if err := c.quickSwipe(195, y0, y1); err != nil {
			t.Fatalf("a swipe in %s: %v", p.Engine(), err)
		}
		time.Sleep(500 * time.Millisecond)
		after, err := visible(p)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Equal(after.Items, s.Items) {
			turned = !turned // the end of the page: the other way
		}
		last = after
	}
	t.Fatalf("no %s whole on screen after swiping the page up and down; it shows %s", what, last.texts())
	return widget{}
}

// typeInto taps field, waits until it has the keyboard's focus, deletes
// what it shows (a number field shows 0) with Backspace, types text and
// waits until it shows it.
func typeInto(t *testing.T, p page, field widget, text string) {
	t.Helper()
	tapAt(t, p, field)
	waitUntil(t, p, "the field focused", func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused && it.X == field.X && it.Y == field.Y {
				return true
			}
		}
		return false
	})
	for range len(field.Text) {
		backspace(t, p)
	}
	waitUntil(t, p, "the field emptied", func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused && it.X == field.X && it.Text == "" {
				return true
			}
		}
		return false
	})
	typeText(t, p, text)
	waitUntil(t, p, "the field showing "+strconv.Quote(text), func(s screen) bool {
		for _, it := range s.Items {
			if it.Kind == "entry" && it.Focused && it.X == field.X && it.Text == text {
				return true
			}
		}
		return false
	})
}

// savedCopy is Your copy of Sabika as p's storage keeps it.
func savedCopy(t *testing.T, p page) *edition.Edition {
	t.Helper()
	var saved struct {
		Data *edition.Edition `json:"data"`
	}
	raw := storage(t, p)[yourCopyKey]
	if err := json.Unmarshal([]byte(raw), &saved); err != nil || saved.Data == nil {
		t.Fatalf("Your copy of Sabika in storage, %.200q: %v", raw, err)
	}
	return saved.Data
}

// totalsLine is each player's total, in seat order, as the breakdown's
// Total row shows them.
func totalsLine(totals []int) string {
	out := make([]string, len(totals))
	for i, v := range totals {
		out[i] = fmt.Sprint(v)
	}
	return strings.Join(out, " ")
}

// continueToTheEnd plays the final scoring of the game sent, kept on p
// with its last wish tile chosen, as the players at B's table do: the
// wish tiles B's copy does not know yet recorded as asked (made-up test
// values, not a printed copy's), each player's goods kept, trade card PP
// and buildings typed, a major poem for the first player and a ranking
// poem owned by the second, then "Score the end of the game". The game
// saved must be ended with the result the engine (game.Record.Confirm)
// gives for what was entered, and the screen must show its totals and
// winner.
func continueToTheEnd(t *testing.T, p page, sent sabika.Record) {
	t.Helper()
	if n := recordWishTiles(t, p, []int{1, 2, 3}); n == 0 {
		t.Fatal("a new profile's copy of Sabika asked for no wish tile's elements")
	}
	names := make([]string, len(sent.Game.Players))
	for i, pl := range sent.Game.Players {
		names[i] = pl.Name
	}
	for i, name := range names {
		t.Logf("%s's final scoring", name)
		fillForPlayer(t, p, names, name, "Goods kept", strconv.Itoa(i+1))
		fillForPlayer(t, p, names, name, "Trade card PP", strconv.Itoa(i+2))
		fillForPlayer(t, p, names, name, "Major and minor buildings", strconv.Itoa(3+i))
	}
	time.Sleep(doubleTapWait)
	tapAt(t, p, swipeTo(t, p, names[0]+": Add a major poem", inCard(names, names[0], "button:Add a major poem")))
	fillForPlayer(t, p, names, names[0], "Major poem 1 (PP on the card)", "7")
	time.Sleep(doubleTapWait)
	t.Log("the ranking poem")
	tapAt(t, p, scrollTo(t, p, "Ranking major poems", "Add a ranking poem"))
	time.Sleep(doubleTapWait)
	tapAt(t, p, scrollTo(t, p, "~Ranking poem 1, owned by", "text:"+names[1]))
	waitStorage(t, p, sabikaGamesKey, func(v string) bool {
		games := savedGames(t, v)
		return len(games) == 1 && len(games[0].Entry.Rankings) == 1 && games[0].Entry.Rankings[0].Owner == 1
	})
	for i, name := range names {
		fillBeside(t, p, "~Ranking poem 1, owned by", name, strconv.Itoa(4-i))
	}
	time.Sleep(doubleTapWait)

	var before sabika.Record
	waitStorage(t, p, sabikaGamesKey, func(v string) bool {
		games := savedGames(t, v)
		if len(games) != 1 {
			return false
		}
		before = games[0]
		e := before.Entry
		return len(e.Final) == len(names) && e.Final[len(names)-1].Buildings == len(names)+2 &&
			len(e.Final[0].PoemPP) == 1 && e.Final[0].PoemPP[0] == 7 &&
			len(e.Rankings) == 1 && e.Rankings[0].Owner == 1 && e.Rankings[0].Values[len(names)-1] == 5-len(names)
	})
	want, _, err := before.Confirm(savedCopy(t, p), before.Entry)
	if err != nil {
		t.Fatalf("the engine refuses the final scoring entered: %v", err)
	}
	tapOn(t, p, "", "Score the end of the game")
	got := savedGames(t, waitStorage(t, p, sabikaGamesKey, func(v string) bool {
		games := savedGames(t, v)
		return len(games) == 1 && games[0].Phase == sabika.PhaseEnded
	}))[0]
	if !got.Game.Ended || !reflect.DeepEqual(got.Game, want.Game) || !reflect.DeepEqual(got.Result, want.Result) {
		t.Fatalf("the game saved after its final scoring:\n%+v\n%+v\nwant the engine's:\n%+v\n%+v", got.Game, got.Result, want.Game, want.Result)
	}

	totals := make([]int, len(names))
	for i, r := range want.Result.Players {
		totals[i] = r.Total
	}
	row := scrollTo(t, p, "Final scoring", "label:Total")
	if shown := rowTexts(t, p, row); shown != totalsLine(totals) {
		t.Errorf("the final totals shown are %q; the engine's are %q", shown, totalsLine(totals))
	}
	if len(want.Result.Winners) != 1 {
		t.Fatalf("the test's entries tie the game: winners %v", want.Result.Winners)
	}
	winner := want.Result.Winners[0]
	scrollTo(t, p, "", fmt.Sprintf("~%s wins", names[winner]))
	shot(t, p, "handoff-link-ended")
}

// backspace presses the keyboard's Backspace key in Chromium.
func backspace(t *testing.T, p page) {
	t.Helper()
	c, ok := p.(*chromiumPage)
	if !ok {
		t.Fatalf("no Backspace key in %s", p.Engine())
	}
	if _, err := chromedp.Run(c.ctx, chromedp.KeyEvent(kb.Backspace)); err != nil {
		t.Fatalf("Backspace in %s: %v", p.Engine(), err)
	}
}
