package game

import (
	"fmt"
	"strings"
	"testing"
)

// The setup code numbers games by their place in All, and the CLI contract
// spells them so: neither may change.
func TestGamesKeepTheirCodeOrderAndSpelling(t *testing.T) {
	if got := fmt.Sprint(All()); got != "[sabika alhambra granada marcopolo]" {
		t.Errorf("All() = %s", got)
	}
	if !Known("granada") || Known("Granada") || Known("") {
		t.Error("Known accepts a wrong spelling or refuses a game")
	}
	a := All()
	a[0] = "chess"
	if All()[0] != Sabika {
		t.Error("All hands out its own list")
	}
}

// Every game has a published name, and every BoardGameGeek id carries a
// source naming that id's page: an id is never guessed.
func TestListingsCiteTheirIDs(t *testing.T) {
	for _, id := range All() {
		l := ListingOf(id)
		if l.Name == "" {
			t.Errorf("%s has no name", id)
		}
		page := fmt.Sprintf("https://boardgamegeek.com/boardgame/%d/", l.BGGID)
		switch {
		case l.BGGID == 0 && l.Source != "":
			t.Errorf("%s: a source without an id", id)
		case l.BGGID != 0 && !strings.Contains(l.Source, page):
			t.Errorf("%s: id %d without its page %s in the source %q", id, l.BGGID, page, l.Source)
		}
	}
	if ListingOf(Granada).BGGID != 0 {
		t.Error("Granada's id was found in no source")
	}
	if ListingOf("chess") != (Listing{}) {
		t.Error("an unknown game has a listing")
	}
}
