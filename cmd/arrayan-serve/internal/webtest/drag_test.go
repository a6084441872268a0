package webtest

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"
)

// cityGameKey is the Alhambra city games' list in the browser's storage:
// the store's key for "citygame.alhambra".
const cityGameKey = "arrayan/state/citygame.alhambra.json"

// cityGamePreset is a list of one Alhambra game of three players with
// empty cities, and the preferences that reopen the app on it: the
// screen (ui.screen) and the game shown (citygame.alhambra.open). The
// list goes where app/store keeps the states (IndexedDB, putStates);
// Fyne 2.8.1's web driver keeps the preferences as one JSON object in
// localStorage (fyne.io/fyne/v2/app/preferences_wasm.go).
const cityGamePreset = `{"arrayan_state": 1, "data": {"games": [{"id": 1, "label": "", "record":
	{"arrayan_game": 1, "game": "alhambra", "players": [{"name": "Ana", "colour": 0},
	{"name": "Bea", "colour": 1}, {"name": "Cris", "colour": 2}], "scorings": []}}]}}`

// presetCityGame stores the preset game and reloads the page on it.
func presetCityGame(t *testing.T, p page, url string) {
	t.Helper()
	prefs, _ := json.Marshal(map[string]any{"ui.screen": "alhambra.citygame", "citygame.alhambra.open": 1})
	putStates(t, p, map[string]string{cityGameKey: cityGamePreset})
	if err := p.Eval(`localStorage.setItem("fyne-preferences.json", `+quote(string(prefs))+`)`, nil); err != nil {
		t.Fatal(err)
	}
	open(t, p, url)
}

// quote is s as a JavaScript string.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// touchDrag moves one finger from (x0, y0) to (x1, y1) in CSS pixels and
// lifts it (page.Drag), and lets the app draw.
func touchDrag(t *testing.T, p page, x0, y0, x1, y1 float64) {
	t.Helper()
	if err := p.Drag(x0, y0, x1, y1); err != nil {
		t.Fatalf("a drag in %s: %v", p.Engine(), err)
	}
	time.Sleep(time.Second)
}

// dragAt asks the page whether a touch at (x, y) drags (window.arrayanDragAt).
func dragAt(t *testing.T, p page, x, y float64) bool {
	t.Helper()
	var got bool
	if err := p.Eval(fmt.Sprintf(`!!(window.arrayanDragAt && window.arrayanDragAt(%g, %g))`, x, y), &got); err != nil {
		t.Fatal(err)
	}
	return got
}

// savedCity is the first player's city in the stored list of games.
func savedCity(t *testing.T, p page) []placedTile {
	t.Helper()
	var st struct {
		Data struct {
			Games []struct {
				Record struct {
					Players []struct {
						City []placedTile `json:"city"`
					} `json:"players"`
				} `json:"record"`
			} `json:"games"`
		} `json:"data"`
	}
	raw := storage(t, p)[cityGameKey]
	if err := json.Unmarshal([]byte(raw), &st); err != nil || len(st.Data.Games) != 1 || len(st.Data.Games[0].Record.Players) != 3 {
		t.Fatalf("the stored games are %q (%v); want the one game of three players", raw, err)
	}
	return st.Data.Games[0].Record.Players[0].City
}

// placedTile is a tile of a stored city: its square and catalogue id.
type placedTile struct {
	X     int `json:"x"`
	Y     int `json:"y"`
	Piece struct {
		ID string `json:"id"`
	} `json:"piece"`
}

// Places in the phone's city editor (CSS pixels at 390×844), read off the
// screenshots, where no text is for the probe to find: the start square, the squares right of it and below it,
// the tray's Pavilion 8 (no walls), and the note below the tray.
const (
	startX, startY         = 204, 278
	rightX, rightY         = 261, 278
	belowX, belowY         = 204, 334
	pavilion8X, pavilion8Y = 105, 659
	trayNoteX, trayNoteY   = 200, 750
)

// TestTouchDragsInTheCityEditor opens an Alhambra game's city editor on a
// phone and drags with a finger, as a player does: a tile from the tray
// onto the square right of the start, then that tile to the square below
// the start; each drag is saved. A swipe that starts off the city and the
// tray still scrolls the screen, and a tap on the city is still a tap.
func TestTouchDragsInTheCityEditor(t *testing.T) {
	forEachEngine(t, phoneView, touchDragsInTheCityEditor, "chromium")
}

// touchDragsInTheCityEditor is TestTouchDragsInTheCityEditor in one engine.
func touchDragsInTheCityEditor(t *testing.T, p page, srv *httptest.Server) {
	open(t, p, srv.URL+"/")
	presetCityGame(t, p, srv.URL+"/")
	tapOn(t, p, "", "City")
	waitFor(t, p, "", "Pavilion")
	time.Sleep(time.Second) // the city drawn
	before := shot(t, p, "phone-city-editor")
	for _, at := range []struct {
		what string
		x, y float64
		want bool
	}{
		{"the start square", startX, startY, true},
		{"Pavilion 8 in the tray", pavilion8X, pavilion8Y, true},
		{"the note below the tray", trayNoteX, trayNoteY, false},
		{"the title bar", 195, 30, false},
	} {
		if got := dragAt(t, p, at.x, at.y); got != at.want {
			t.Errorf("a touch on %s drags: %v, want %v", at.what, got, at.want)
		}
	}
	if city := savedCity(t, p); len(city) != 0 {
		t.Fatalf("the city before any drag is %+v; want empty", city)
	}

	touchDrag(t, p, pavilion8X, pavilion8Y, rightX, rightY)
	placed, d := shotChanged(t, p, "phone-city-tile-dragged-in", before, 0.005)
	city := savedCity(t, p)
	if len(city) != 1 || city[0].X != 1 || city[0].Y != 0 {
		t.Fatalf("after dragging Pavilion 8 right of the start the city is %+v; want one tile at (1, 0)", city)
	}
	if d < 0.005 {
		t.Errorf("the drag changed %.2f%% of the screen: the tile is not drawn", 100*d)
	}

	touchDrag(t, p, rightX, rightY, belowX, belowY)
	moved, d := shotChanged(t, p, "phone-city-tile-moved", placed, 0.005)
	if got := savedCity(t, p); len(got) != 1 || got[0].X != 0 || got[0].Y != 1 || got[0].Piece.ID != city[0].Piece.ID {
		t.Fatalf("after dragging the tile below the start the city is %+v; want %s at (0, 1)", got, city[0].Piece.ID)
	}
	if d < 0.005 {
		t.Errorf("the move changed %.2f%% of the screen: the tile is drawn where it was", 100*d)
	}

	touchDrag(t, p, trayNoteX, trayNoteY+50, trayNoteX, trayNoteY-350)
	scrolled, d := shotChanged(t, p, "phone-city-editor-swiped", moved, 0.05)
	if d < 0.05 {
		t.Errorf("a swipe off the city changed %.1f%% of the screen: it did not scroll", 100*d)
	}
	if got := savedCity(t, p); len(got) != 1 || got[0].X != 0 || got[0].Y != 1 {
		t.Errorf("after the swipe the city is %+v; want it unchanged", got)
	}

	// A tap on the city, handed over as a drag that does not move, is a
	// tap: on the empty square right of the start it opens the tiles to
	// pick from, which then takes the touches over the city.
	tapPoint(t, p, rightX, rightY)
	if _, d := shotChanged(t, p, "phone-city-square-tapped", scrolled, 0.05); d < 0.05 {
		t.Errorf("a tap on an empty square changed %.1f%% of the screen: it opened nothing", 100*d)
	}
	if dragAt(t, p, rightX, rightY) {
		t.Error("with the tiles to pick from open, a touch over the city drags it: the list would not scroll")
	}
}

// tapPoint taps at (x, y) in CSS pixels, a place with no text (a city
// square), and lets the app draw what the tap opens.
func tapPoint(t *testing.T, p page, x, y float64) {
	t.Helper()
	if err := p.Tap(x, y); err != nil {
		t.Fatalf("a tap in %s: %v", p.Engine(), err)
	}
	time.Sleep(2 * time.Second)
}
