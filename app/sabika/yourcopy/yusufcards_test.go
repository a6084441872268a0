package yourcopy

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/data/sabika/yusuf"
)

// The rondels and cards of a copy, made up for the test only (the printed
// cards are not known): varied as a real deck would be, every part of a
// card changing somewhere.
var (
	testRondels = map[yusuf.Worker][]string{
		yusuf.Alarife:     {"Palacio", "Torre", "Jardín", "Puerta", "Fuente"},
		yusuf.Comerciante: {"Puerto", "Zoco", "Alcaicería", "Aduana"},
		yusuf.Poetisa:     {"Patio", "Mirador", "Biblioteca", "Alberca"},
	}
	testCards = func() []yusuf.Card {
		a, b := yusuf.MajorBuilding, yusuf.MinorBuilding
		w, ex, co, ca := yusuf.Warehouse, yusuf.Export, yusuf.Consolidate, yusuf.Carve
		card := func(deck yusuf.Worker, space string, d yusuf.Discard, bottom yusuf.Bottom, actions ...yusuf.Action) yusuf.Card {
			return yusuf.Card{Deck: deck, Space: space, Discard: d, Actions: actions, Bottom: bottom}
		}
		pp := func(n, p int) yusuf.Bottom { return yusuf.Bottom{PP: n, Parias: p} }
		per := func(p yusuf.Per) yusuf.Bottom { return yusuf.Bottom{Per: p} }
		none := yusuf.Bottom{}
		al, cm, po := yusuf.Alarife, yusuf.Comerciante, yusuf.Poetisa
		return []yusuf.Card{
			card(al, "Torre", yusuf.DiscardMarble, pp(2, 0), a, w),
			card(al, "Palacio", yusuf.DiscardMarble, pp(2, 0), a, w),
			card(al, "Jardín", yusuf.DiscardMarble, pp(1, 0), a, w),
			card(al, "Fuente", yusuf.DiscardRaw, pp(1, 0), b, w),
			card(al, "Puerta", yusuf.DiscardRaw, pp(1, 0), b),
			card(al, "Torre", yusuf.DiscardRaw, pp(1, 1), b),
			card(al, "Jardín", yusuf.DiscardBoth, per(yusuf.PerMinorBuilding), b),
			card(al, "Palacio", yusuf.DiscardBoth, per(yusuf.PerMajorBuilding), a),
			card(al, "Fuente", yusuf.DiscardNone, per(yusuf.PerMajorBuilding), a),
			card(al, "Puerta", yusuf.DiscardNone, none, a, b),
			card(al, "Torre", yusuf.DiscardNone, none, w),
			card(al, "Palacio", yusuf.DiscardNone, none),
			card(cm, "Zoco", yusuf.DiscardNone, pp(0, 1), ex),
			card(cm, "Puerto", yusuf.DiscardNone, pp(0, 1), ex),
			card(cm, "Aduana", yusuf.DiscardNone, pp(0, 2), ex),
			card(cm, "Alcaicería", yusuf.DiscardRaw, pp(0, 2), co),
			card(cm, "Zoco", yusuf.DiscardRaw, per(yusuf.PerConsolidated), co),
			card(cm, "Puerto", yusuf.DiscardRaw, per(yusuf.PerPresence), co, ex),
			card(cm, "Aduana", yusuf.DiscardMarble, per(yusuf.PerPresence), ex, co),
			card(po, "Mirador", yusuf.DiscardNone, pp(1, 0), ca),
			card(po, "Patio", yusuf.DiscardNone, pp(1, 0), ca),
			card(po, "Alberca", yusuf.DiscardNone, pp(2, 0), ca),
			card(po, "Biblioteca", yusuf.DiscardRaw, pp(2, 0), ca),
			card(po, "Mirador", yusuf.DiscardRaw, per(yusuf.PerPoem), ca),
			card(po, "Patio", yusuf.DiscardMarble, per(yusuf.PerPoem)),
			card(po, "Alberca", yusuf.DiscardMarble, none, ca, ca),
		}
	}()
)

// player taps and types on a phone-sized screen as a player does,
// counting taps (a tap on a text field included), keystrokes and swipes: a
// button out of view is first scrolled to with one swipe.
type player struct {
	t                   *testing.T
	w                   fyne.Window
	s                   *screen
	taps, keys, swipes  int
	swipesBeforeTapping []string
}

// inView reports whether o is shown whole in the window.
func (p *player) inView(o fyne.CanvasObject) bool {
	var probe viewProbe
	uitest.InView(&probe, p.w.Canvas(), o)
	return !probe.failed
}

// viewProbe is a testing.TB that notes uitest.InView's failure instead of
// failing the test.
type viewProbe struct {
	testing.TB
	failed bool
}

func (v *viewProbe) Helper()               {}
func (v *viewProbe) Errorf(string, ...any) { v.failed = true }
func (v *viewProbe) Fatalf(string, ...any) { v.failed = true }

// reach swipes o into view when it is not (one swipe counted).
func (p *player) reach(o fyne.CanvasObject, what string) {
	if p.inView(o) {
		return
	}
	p.swipes++
	p.swipesBeforeTapping = append(p.swipesBeforeTapping, what)
	d := fyne.CurrentApp().Driver()
	p.s.body.Refresh()
	top := d.AbsolutePositionForObject(o).Y - d.AbsolutePositionForObject(p.s.body).Y
	p.s.scroll.ScrollToOffset(fyne.NewPos(0, top-p.s.scroll.Size().Height/2))
	if !p.inView(o) {
		p.t.Fatalf("%q is not in view even after a swipe", what)
	}
}

// tap taps the n-th (from 0) visible button labelled text.
func (p *player) tap(text string, n int) {
	p.t.Helper()
	var found []*widget.Button
	uitest.Walk(p.s.object, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = append(found, b)
		}
	})
	if len(found) <= n {
		p.t.Fatalf("button %q number %d asked for, %d shown: %v", text, n, len(found), uitest.Texts(p.s.object))
	}
	p.reach(found[n], text)
	p.taps++
	test.Tap(found[n])
}

// typeInto types text into the n-th visible text field: one tap, and a
// keystroke per character.
func (p *player) typeInto(n int, text string) {
	p.t.Helper()
	entries := uitest.Entries(p.s.object)
	if len(entries) <= n {
		p.t.Fatalf("text field %d asked for, %d shown", n, len(entries))
	}
	p.reach(entries[n], "text field")
	p.taps++
	p.keys += len([]rune(text))
	uitest.TypeInto(entries[n], text)
}

// choose picks option from the drop-down of special counts: a tap to open
// it, a tap on the option.
func (p *player) choose(option string) {
	p.t.Helper()
	sel := uitest.Select(p.t, p.s.object, 0)
	p.reach(sel, "drop-down")
	p.taps += 2
	uitest.Choose(p.t, p.w.Canvas(), sel, option)
}

// enterCard taps what differs between the card the editor shows (before,
// nil for a blank one) and want, then "Record and next card".
func (p *player) enterCard(before *yusuf.Card, want yusuf.Card) {
	p.t.Helper()
	if before == nil {
		before = &yusuf.Card{Deck: want.Deck}
	}
	blank := before.Space == ""
	if blank || before.Space != want.Space {
		p.tap(want.Space, 0)
	}
	if blank || before.Discard != want.Discard {
		p.tap(discardShortNames()[slices.Index(discards, want.Discard)], 0)
	}
	first := func(c yusuf.Card) yusuf.Action {
		if len(c.Actions) == 0 {
			return ""
		}
		return c.Actions[0]
	}
	second := func(c yusuf.Card) yusuf.Action {
		if len(c.Actions) < 2 {
			return ""
		}
		return c.Actions[1]
	}
	shown := second(*before) // the second action the editor shows
	switch {
	case len(want.Actions) == 0:
		if blank || len(before.Actions) > 0 {
			p.tap("No action", 0)
		}
	case blank || len(before.Actions) == 0:
		p.tap(ActionName(want.Actions[0]), 0)
		shown = "" // a first action where there was none: no second yet
	case first(*before) != first(want):
		p.tap(ActionName(want.Actions[0]), 0)
	}
	if len(want.Actions) > 0 && shown != second(want) {
		if len(want.Actions) == 1 {
			p.tap("No second action", 0)
		} else {
			p.tap(ActionName(want.Actions[1]), 1) // the second row's
		}
	}
	kind, was := bottomKind(want.Bottom), bottomKind(before.Bottom)
	if blank {
		was = bottomUnset
	}
	switch {
	case kind == bottomFixed:
		if want.Bottom.PP != before.Bottom.PP || (was != bottomFixed && want.Bottom.PP > 0) {
			p.typeInto(0, strconv.Itoa(want.Bottom.PP))
		}
		if want.Bottom.Parias != before.Bottom.Parias || (was != bottomFixed && want.Bottom.Parias > 0) {
			p.typeInto(1, strconv.Itoa(want.Bottom.Parias))
		}
	case kind == bottomPer && (was != bottomPer || want.Bottom.Per != before.Bottom.Per):
		p.choose(perName(want.Bottom.Per))
	case kind == bottomNothing && was != bottomNothing:
		p.tap("Nothing", 0)
	}
	p.tap("Record and next card", 0)
}

// Recording Yusuf's 26 cards and his 3 rondels on a phone, by tapping and
// typing only: each card is preset from the one before, so a run of
// similar cards needs only the differences, "Record and next card" goes on
// from one deck to the next, and the next card's parts and its Record
// button are in view without a swipe. The 26 cards take at most 100 taps
// (a blank editor for every card, as before, took far more). The same
// holds on a laptop's window.
func TestRecordYusufsCardsInFewTaps(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 360, Height: 740}, {Width: 1280, Height: 800}} {
		t.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(t *testing.T) { recordYusufsCards(t, size) })
	}
}

func recordYusufsCards(t *testing.T, size fyne.Size) {
	uitest.NewApp(t)
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(size)
	s := newScreen(w)
	w.SetContent(s.object)
	p := &player{t: t, w: w, s: s}

	p.tap("Yusuf", 0)
	p.tap("Record", 1) // the cards of the alarife deck, second in the list of what is missing
	nav := p.taps
	var rondelTaps, cardTaps, cardSwipes, blankTaps int
	var perCard []string
	var before *yusuf.Card
	for i, want := range testCards {
		if before == nil || before.Deck != want.Deck {
			before = nil
			// A deck's rondel is asked before its first card.
			if !uitest.HasText(s.object, "What are the spaces of the "+WorkerName(want.Deck)+" rondel") {
				t.Fatalf("card %d: the %s rondel is not asked: %v", i+1, want.Deck, uitest.Texts(s.object))
			}
			taps := p.taps
			p.typeInto(0, strings.Join(testRondels[want.Deck], "\n"))
			p.tap("Record the spaces", 0)
			rondelTaps += p.taps - taps
		}
		if before != nil && !uitest.HasText(s.object, "As card "+cardNumber(*before)+": tap only what differs") {
			t.Fatalf("card %d is not preset from the card before: %v", i+1, uitest.Texts(s.object))
		}
		taps, swipes := p.taps, p.swipes
		p.enterCard(before, want)
		cardTaps += p.taps - taps
		cardSwipes += p.swipes - swipes
		perCard = append(perCard, fmt.Sprintf("%d:%d", i+1, p.taps-taps))
		if p.swipes > swipes {
			perCard[i] += "+swipe"
		}

		got := s.c.Get().Yusuf.Cards
		if len(got) != i+1 {
			t.Fatalf("card %d not recorded: %v", i+1, uitest.Texts(s.object))
		}
		rec := got[i]
		if want.ID = rec.ID; !sameCard(rec, want) {
			t.Fatalf("card %d recorded as %+v, want %+v", i+1, rec, want)
		}
		before = &rec

		// The blank editor of every card, as before this editor, needed
		// every part tapped.
		blankTaps += blankCardTaps(want)
	}
	y := s.c.Get().Yusuf
	if err := y.Ready(); err != nil {
		t.Fatalf("Yusuf is not ready: %v", err)
	}
	if !uitest.HasText(s.object, "Yusuf's components are all recorded") {
		t.Fatalf("the last card did not go back to the list: %v", uitest.Texts(s.object))
	}
	t.Logf("Yusuf's 26 cards: %d taps and %d swipes (%d keystrokes in all); 3 rondels: %d taps; opening: %d taps; a blank editor per card: %d taps; per card %v",
		cardTaps, cardSwipes, p.keys, rondelTaps, nav, blankTaps, perCard)
	if cardTaps > 100 {
		t.Errorf("Yusuf's 26 cards took %d taps, more than 100", cardTaps)
	}
	if p.swipes > 0 {
		t.Errorf("%d swipes needed, before tapping %v", p.swipes, p.swipesBeforeTapping)
	}
}

// sameCard compares two cards, no action and an empty list alike.
func sameCard(a, b yusuf.Card) bool {
	if !slices.Equal(a.Actions, b.Actions) {
		return false
	}
	a.Actions, b.Actions = nil, nil
	return reflect.DeepEqual(a, b)
}

// blankCardTaps is what entering want took on a blank editor: every part
// tapped, each number typed, and Record.
func blankCardTaps(want yusuf.Card) int {
	n := 3 // space, discard, first action (or none)
	if len(want.Actions) > 0 {
		n++ // second action (or none)
	}
	n++ // the bottom's kind
	switch {
	case want.Bottom.Per != "":
		n++
	default:
		if want.Bottom.PP > 0 {
			n++
		}
		if want.Bottom.Parias > 0 {
			n++
		}
	}
	return n + 1 // Record and next card
}
