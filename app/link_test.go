package app

import (
	"encoding/json"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/setupscreen"
	gameid "arrayan.io/arrayan/data/game"
	"arrayan.io/arrayan/scoring/citygame"
	"arrayan.io/arrayan/setup/deal"
	"arrayan.io/arrayan/setup/handoff"
)

// TestSetupLinkOpensTheSetupAndKeepsIt opens the app's address with
// #setup=CODE: the setup screen shows that setup, and it is the last dealt
// Sabika setup on this device, as a code typed in the screen would be.
func TestSetupLinkOpensTheSetupAndKeepsIt(t *testing.T) {
	setup, err := deal.Deal(deal.Request{Game: deal.Sabika, Players: 3, Seed: 77})
	if err != nil {
		t.Fatal(err)
	}
	w, s := newShell(t)
	if !s.openLink("#setup=" + setup.Code) {
		t.Fatal("the link opened nothing")
	}
	if got := s.nav.title.Text; got != "Deal a setup" {
		t.Errorf("the link opened %q", got)
	}
	if !uitest.HasText(w.Content(), setup.Code) {
		t.Errorf("the setup screen does not show %s: %v", setup.Code, uitest.Texts(w.Content()))
	}
	last, ok := setupscreen.LastDealt(deal.Sabika)
	if !ok || last.Code != setup.Code {
		t.Errorf("the last dealt setup is %v, %v; want %s", last, ok, setup.Code)
	}
}

// TestOtherLinksOpenNothing keeps the home screen for an address without a
// setup.
func TestOtherLinksOpenNothing(t *testing.T) {
	_, s := newShell(t)
	for _, fragment := range []string{"", "#", "#setup=", "#game=", "#other=1"} {
		if s.openLink(fragment) {
			t.Errorf("%q opened a screen", fragment)
		}
	}
	if got := s.nav.title.Text; got != "Arrayán" {
		t.Errorf("the title is %q", got)
	}
}

// TestGameLinkShowsTheGameToKeep opens the app's address with
// #game=TEXT: the Sabika game record screen previews the game handed
// over, to keep or cancel; a text that is not a game is refused there, in
// words, with nothing kept.
func TestGameLinkShowsTheGameToKeep(t *testing.T) {
	w, s := newShell(t)
	if !s.openLink(handoff.Fragment("AR1:NOT A GAME")) {
		t.Fatal("the link opened nothing")
	}
	if got := s.nav.title.Text; got != "Game bookkeeping" {
		t.Errorf("the link opened %q", got)
	}
	if !uitest.HasText(w.Content(), "This game cannot be kept") {
		t.Errorf("the refused game is not said: %v", uitest.Texts(w.Content()))
	}
}

// TestGameLinkOpensItsGamesScreen opens `#game=` links of a Granada game
// and of a Marco Polo scoring: each opens its own game's screen with the
// game previewed to keep, and nothing is kept until Keep is tapped.
func TestGameLinkOpensItsGamesScreen(t *testing.T) {
	granada, err := citygame.New("granada", "", "", []string{"Ana", "Ben"})
	if err != nil {
		t.Fatal(err)
	}
	record, err := json.Marshal(granada)
	if err != nil {
		t.Fatal(err)
	}
	table := []byte(`{"game": "marcopolo", "players": [
		{"name": "Ana", "vp": 52, "coins": 23, "camels": 3, "goods": {}, "posts": [], "objectives": [], "contracts": 5},
		{"name": "Ben", "vp": 60, "coins": 5, "camels": 1, "goods": {}, "posts": [], "objectives": [], "contracts": 2}]}`)
	for _, c := range []struct {
		game        gameid.ID
		data        []byte
		title, says string
	}{
		{gameid.Granada, record, "Game with cities", "Granada, 2 players · 0 scorings taken"},
		{gameid.MarcoPolo, table, "End scoring", "Ben: "},
	} {
		t.Run(c.game.String(), func(t *testing.T) {
			text, err := handoff.Pack(c.game, c.data)
			if err != nil {
				t.Fatal(err)
			}
			w, s := newShell(t)
			if !s.openLink(handoff.Fragment(text)) {
				t.Fatal("the link opened nothing")
			}
			if got := s.nav.title.Text; got != c.title {
				t.Errorf("the link opened %q, not %q", got, c.title)
			}
			if !uitest.HasText(w.Content(), c.says) || uitest.Button(w.Content(), "Keep this game") == nil {
				t.Errorf("the game is not previewed to keep: %v", uitest.Texts(w.Content()))
			}
		})
	}
}
