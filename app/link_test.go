package app

import (
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
	"arrayan.io/arrayan/app/setupscreen"
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
