package webtest

import (
	"encoding/json"
	"net/http/httptest"
	"testing"

	hist "arrayan.io/arrayan/scoring/history"
)

// historyPreset is a history of one 2-player Alhambra play: on a phone its
// page shows the breakdown, the date and the note, and the play's buttons
// below them come into view with a swipe.
const historyPreset = `{"arrayan_history": 1,
 "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Ben"}],
 "plays": [{"id": 1, "game": "alhambra", "date": "2026-01-10", "winners": [0],
  "seats": [
   {"player": 1, "total": 50, "points": [{"category": "wall", "points": 10}, {"category": "tower", "points": 40}]},
   {"player": 2, "total": 40, "points": [{"category": "wall", "points": 4}, {"category": "garden", "points": 36}]}]}]}`

// presetHistory stores historyPreset as the app keeps its history (the
// plays one line each, scoring/history's Lines) and reloads the page.
func presetHistory(t *testing.T, p page, url string) {
	t.Helper()
	var f hist.File
	if err := json.Unmarshal([]byte(historyPreset), &f); err != nil {
		t.Fatal(err)
	}
	saved, err := json.Marshal(map[string]any{"arrayan_state": 1, "data": map[string]any{
		"arrayan_history": 1, "players": f.Players, "plays": hist.Lines(f.Plays)}})
	if err != nil {
		t.Fatal(err)
	}
	putStates(t, p, map[string]string{historyKey: string(saved)})
	open(t, p, url)
}

// TestSwipeOnAFieldScrollsThePlay (issue 29: swipes that start on a text
// field did not scroll) opens a kept play on a phone: a swipe up that
// starts on its Date field scrolls the page (the field moves up with the
// finger and Delete this play comes into view), one down from its Note
// scrolls it back to the top,
// and a tap on the Date still gives it the keyboard's focus. Not in
// Firefox, whose WebDriver has no touch for this page (TestSwipeScrolls-
// TheHomeScreen runs there), nor WebKit, which has none.
func TestSwipeOnAFieldScrollsThePlay(t *testing.T) {
	forEachEngine(t, phoneView, swipeOnAFieldScrollsThePlay, "chromium")
}

// swipeOnAFieldScrollsThePlay is TestSwipeOnAFieldScrollsThePlay in one
// engine.
func swipeOnAFieldScrollsThePlay(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	waitFor(t, p, "", "Sabika")
	presetHistory(t, p, srv.URL+"/")
	tapOn(t, p, "", "History and statistics")
	tapOn(t, p, "", "~2026-01-10")
	date := waitFor(t, p, "Date", "entry:2026-01-10")
	shot(t, p, "phone-play-before-field-swipe")
	if shows(t, p, "Delete this play") {
		t.Fatal("Delete this play is in view before a swipe: the play's page has nothing to scroll")
	}
	if date.Y+date.H > 844 || date.Y < 0 {
		t.Fatalf("the Date field is at %v, off the phone's screen", date)
	}
	x, y := date.middle()
	swipe(t, p, x, y, y-250)
	moved := waitFor(t, p, "", "entry:2026-01-10")
	shot(t, p, "phone-play-swiped-from-date")
	// The page scrolls to its end, a little less than the swipe.
	if date.Y-moved.Y < 40 || !shows(t, p, "Delete this play") {
		t.Fatalf("a swipe up by 250 px from the Date field moved it from %.0f to %.0f: the page did not scroll to its end", date.Y, moved.Y)
	}

	// Back to the top: a swipe down from the Note brings the Date back.
	note := waitFor(t, p, "Date", "entry:A note on this play")
	x, y = note.middle()
	swipe(t, p, x, y, y+250)
	back := waitFor(t, p, "", "entry:2026-01-10")
	if back.Y != date.Y {
		t.Fatalf("a swipe down by 250 px from the Note moved the Date from %.0f to %.0f, not back to the top's %.0f", moved.Y, back.Y, date.Y)
	}

	// A tap still focuses the field.
	tapAt(t, p, back)
	waitUntil(t, p, "the Date field focused", func(s screen) bool {
		w, ok := s.lookup("", "entry:2026-01-10")
		return ok && w.Focused
	})
}
