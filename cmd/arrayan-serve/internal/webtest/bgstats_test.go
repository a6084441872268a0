package webtest

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"arrayan.io/arrayan/scoring/history"
)

// historyKey is the history of plays in the browser's storage: the store's
// key for "history".
const historyKey = "arrayan/state/history.json"

// TestSendToBGStatsOpensItsLink: on a 360×740 phone, a history holding a
// four-seat Marco Polo play (scoring/history's BG Stats test file) opens
// on the play; its Send to BG Stats is on the first screen, and a tap
// opens, in a new tab the browser does not block, that play's BG Stats
// link, the engine's own.
func TestSendToBGStatsOpensItsLink(t *testing.T) {
	skipUnwanted(t, "chromium")
	srv := serve(t, siteDir(t))
	view := viewport{360, 740, 3}
	p := chromium(t, view)
	checkErrors(t, p)

	data, err := os.ReadFile("../../../../scoring/history/testdata/bgstats.json")
	if err != nil {
		t.Fatal(err)
	}
	f, err := history.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	want, err := f.BGStats(6)
	if err != nil {
		t.Fatal(err)
	}
	// The history screen's saved form: the roster, and the plays as lines.
	saved, _ := json.Marshal(map[string]any{"arrayan_state": 1, "data": map[string]any{
		"arrayan_history": f.Version, "players": f.Players, "plays": history.Lines(f.Plays)}})
	open(t, p, srv.URL+"/")
	putStates(t, p, map[string]string{historyKey: string(saved)})
	open(t, p, srv.URL+"/")
	// Every window the page opens is recorded, with whether the browser
	// opened it (window.open gives null for a blocked pop-up).
	if err := p.Eval(`(() => { const real = window.open; window.arrayanOpened = [];
		window.open = function (...args) { const w = real.apply(this, args); window.arrayanOpened.push({url: String(args[0]), opened: w !== null}); return w; }; })()`, nil); err != nil {
		t.Fatal(err)
	}

	tapAt(t, p, scrollTo(t, p, "", "History and statistics"))
	tapAt(t, p, waitFor(t, p, "", "~2026-03-02"))
	send := waitFor(t, p, "", "button:Send to BG Stats")
	if send.Y < 0 || send.Y+send.H > float64(view.height) {
		t.Errorf("Send to BG Stats at y %g–%g is not on the first %d px", send.Y, send.Y+send.H, view.height)
	}
	shot(t, p, "phone-history-play-bgstats")
	tapAt(t, p, send)

	var opened []struct {
		URL    string
		Opened bool
	}
	for range 50 {
		time.Sleep(200 * time.Millisecond)
		if err := p.Eval(`window.arrayanOpened`, &opened); err != nil {
			t.Fatal(err)
		}
		if len(opened) > 0 {
			break
		}
	}
	if len(opened) != 1 || opened[0].URL != want.Link() || !opened[0].Opened {
		t.Fatalf("the tap opened %+v; want %s, opened", opened, want.Link())
	}
}
