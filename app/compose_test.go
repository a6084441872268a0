package app

import (
	"strings"
	"testing"

	"arrayan.io/arrayan/app/internal/uitest"
)

// TestSoloGameShowsYusufsPanel opens "Solo with Yusuf" from the home
// screen and starts a game: the panel the app passes to the Sabika record
// where it is composed shows beside the steps (no blank import, no init).
func TestSoloGameShowsYusufsPanel(t *testing.T) {
	w, s := newShell(t)
	if !s.Open("sabika.yusuf") {
		t.Fatal("no Solo with Yusuf")
	}
	es := uitest.Entries(w.Content())
	uitest.TypeInto(es[0], "Ana")
	uitest.TypeInto(es[len(es)-1], "5") // the 2nd player's starting dinars
	uitest.Tap(t, w.Content(), "Record")
	uitest.Tap(t, w.Content(), "Start the game")
	if !uitest.HasText(w.Content(), "Yusuf cannot play yet") {
		t.Errorf("no Yusuf panel beside the steps: %s", strings.Join(uitest.Texts(w.Content()), " | "))
	}
}
