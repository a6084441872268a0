package webtest

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// sabikaGamesKey is the Sabika games in the browser's storage: the store's
// key for "sabika.games".
const sabikaGamesKey = "arrayan/state/sabika.games.json"

// TestSabikaGameStartedByTappingSurvivesReload starts a Sabika game as a
// player does on a phone: from the home screen to the game's bookkeeping,
// a setup code and the players' names typed with the on-screen keyboard
// (names with letters outside ASCII, which the browser's driver alone
// drops), the starting dinars the player's copy prints answered when asked
// (ruling 15), then "Start the game". The game is saved in the browser's
// storage, and after a reload the app lists it and resumes it.
func TestSabikaGameStartedByTappingSurvivesReload(t *testing.T) {
	const code = "11R3-XYJ1-1G09-F03T" // arrayan-cli setup --game sabika --players 2 --seed 4242
	const first, second = "Ñandú Zoë", "Юсуф"
	forEachEngine(t, phoneView, func(t *testing.T, p page, srv *httptest.Server) {
		open(t, p, srv.URL+"/")
		tapOn(t, p, "Sabika", "Game bookkeeping")
		fill(t, p, "", "Setup code", code)
		fill(t, p, "", "Player 1", first)
		fill(t, p, "", "Player 2", second)
		// The first time, the form asks the copy's starting dinars of the 1st
		// and the 2nd player in turn order, one after the other (each question
		// waited for: the second's field takes the first's place only once the
		// first answer is recorded).
		fill(t, p, "How many dinars does the 1st player in turn order start with?", "", "4")
		tapOn(t, p, "", "Record")
		fill(t, p, "How many dinars does the 2nd player in turn order start with?", "", "5")
		tapOn(t, p, "", "Record")
		tapOn(t, p, "", "Start the game")
		started := "Round 1 of 5 · Era I · start player " + first
		waitFor(t, p, "", started)
		shot(t, p, "phone-sabika-game-started")
		saved := storage(t, p)[sabikaGamesKey]
		if !strings.Contains(saved, `"arrayan_state": 1`) || !strings.Contains(saved, first) || !strings.Contains(saved, second) || !strings.Contains(saved, code) {
			t.Fatalf("after starting, the Sabika games in storage are %q; want the store's envelope with %s, %s and %s", saved, first, second, code)
		}

		open(t, p, srv.URL+"/")
		waitFor(t, p, "Your Sabika games", "Game 1: "+first+", "+second)
		shot(t, p, "phone-sabika-game-after-reload")
		tapOn(t, p, "Game 1: "+first+", "+second, "Resume")
		waitFor(t, p, "", started)
		shot(t, p, "phone-sabika-game-resumed")
		if got := storage(t, p)[sabikaGamesKey]; got != saved {
			t.Errorf("after a reload the saved games are %q; want %q", got, saved)
		}
	})
}
