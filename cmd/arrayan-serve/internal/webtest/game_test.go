package webtest

import (
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
	const first, second = "Ñandú", "Юсуф"
	ctx, srv := browser(t)
	open(t, ctx, srv.URL+"/", phone(390, 844, 3))
	tapOn(t, ctx, "Sabika", "Game bookkeeping")
	fill(t, ctx, "", "Setup code", code)
	fill(t, ctx, "", "Player 1", first)
	fill(t, ctx, "", "Player 2", second)
	// The first time, the form asks the copy's starting dinars of the 1st
	// and the 2nd player in turn order, one after the other (each question
	// waited for: the second's field takes the first's place only once the
	// first answer is recorded).
	fill(t, ctx, "How many dinars does the 1st player in turn order start with?", "", "4")
	tapOn(t, ctx, "", "Record")
	fill(t, ctx, "How many dinars does the 2nd player in turn order start with?", "", "5")
	tapOn(t, ctx, "", "Record")
	tapOn(t, ctx, "", "Start the game")
	started := "Round 1 of 5 · Era I · start player " + first
	waitFor(t, ctx, "", started)
	shot(t, ctx, "phone-sabika-game-started")
	saved := storage(t, ctx)[sabikaGamesKey]
	if !strings.Contains(saved, `"arrayan_state": 1`) || !strings.Contains(saved, first) || !strings.Contains(saved, second) || !strings.Contains(saved, code) {
		t.Fatalf("after starting, the Sabika games in storage are %q; want the store's envelope with %s, %s and %s", saved, first, second, code)
	}

	open(t, ctx, srv.URL+"/")
	waitFor(t, ctx, "Your Sabika games", "Game 1: "+first+", "+second)
	shot(t, ctx, "phone-sabika-game-after-reload")
	tapOn(t, ctx, "Game 1: "+first+", "+second, "Resume")
	waitFor(t, ctx, "", started)
	shot(t, ctx, "phone-sabika-game-resumed")
	if got := storage(t, ctx)[sabikaGamesKey]; got != saved {
		t.Errorf("after a reload the saved games are %q; want %q", got, saved)
	}
}
